/**
 * What `content:check -- --due` reads from the database, when there is one: each operator's clicks
 * and commission of the last 30 days (the checklist's order: money pages first) and the source
 * watch's flags. Never creates a database; any failure means a content-only list, said as such.
 */
import { parseEnv } from "../platform/env.server.ts";
import type { DueExtras } from "../features/editorial-checklist/index.server.ts";
import { getEarnings } from "../features/panel/earnings.server.ts";
import { resolvePeriod } from "../features/panel/stats.server.ts";
import { contentCitedUrls, getSourceFlags } from "../features/sources/index.server.ts";
import { migrate } from "../platform/db/db.server.ts";
import { NoDataError, withDatabase } from "../platform/db/database-access.server.ts";

export async function dueExtrasFromDatabase(source: NodeJS.ProcessEnv): Promise<{ extras: DueExtras; period: { from: string; to: string } | null; note?: string }> {
  const period = resolvePeriod({});
  try {
    const env = parseEnv(source);
    return await withDatabase(env, async (db) => {
      await migrate(db);
      const earnings = await getEarnings(db, period);
      const values = new Map(earnings.byOperator.map((o) => [o.operator, { clicks: o.clicks, commissionCents: o.commissionCents, epcCents: o.epcCents }]));
      const sources = (await getSourceFlags(db, contentCitedUrls())).map((f) => ({ operatorId: f.operatorId, url: f.url, message: f.message }));
      return { extras: { values, sources }, period };
    });
  } catch (error) {
    const why = error instanceof NoDataError ? "no hay base de datos en DATA_DIR" : `la base de datos no responde (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`;
    return { extras: {}, period: null, note: `Aviso: ${why}; la lista sale solo del contenido.` };
  }
}
