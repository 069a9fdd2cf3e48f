/**
 * Earnings for a period (issue 23): clicks, registrations, first deposits (FTD), commission and
 * earnings per click (EPC) per operator, per page, per placement and per page × placement, the
 * page views behind them (click-through rate), and the conversions that match no click. One
 * module for `npm run stats` and /panel, like ./stats.server.ts.
 *
 * Clicks count on the day they happened; conversions on the day the operator reports them. A
 * conversion is attributed to a page and a placement through its click: its sub-ID is the click
 * ID `/visitar` passed to the operator (`outbound_clicks.click_id`, migration 005). Commission is
 * in euro cents.
 */
import { sql } from "kysely";
import type { Db } from "../../platform/db/db.server";
import { clickGroups, NONE, type ClickGroup, type Period } from "./stats.server";
import { conversionsByClick } from "../conversions/index.server.ts";

export interface Figures {
  clicks: number;
  registrations: number;
  ftds: number;
  commissionCents: number;
  /** Commission per click in cents (2 decimals); null without clicks. */
  epcCents: number | null;
}

export interface OperatorEarnings extends Figures {
  operator: string;
}
export interface PageEarnings extends Figures {
  page: string;
  /** People's views of the page counted by the server (not behind a caching CDN). */
  views: number;
  /** Clicks per view (4 decimals); null without views. */
  ctr: number | null;
}
export interface PlacementEarnings extends Figures {
  placement: string;
}
export interface PagePlacementEarnings extends Figures {
  page: string;
  placement: string;
}

export interface Earnings extends Period {
  totals: Figures & { views: number };
  byOperator: OperatorEarnings[];
  byPage: PageEarnings[];
  byPlacement: PlacementEarnings[];
  byPagePlacement: PagePlacementEarnings[];
  /** Conversions of the period whose sub-ID matches no click: counted per operator, not per page. */
  unmatched: { rows: number; registrations: number; ftds: number; commissionCents: number; byOperator: Array<Omit<OperatorEarnings, "clicks" | "epcCents"> & { rows: number }> };
  /**
   * Operators fed by both CSV imports and postbacks in the period (issue 41): the same conversions
   * may be counted twice; a warning for the owner, nothing is removed.
   */
  bothChannels: Array<{ operator: string; importedRows: number; postbackRows: number }>;
}

type Sums = { clicks: number; registrations: number; ftds: number; commissionCents: number };
const zero = (): Sums => ({ clicks: 0, registrations: 0, ftds: 0, commissionCents: 0 });

export const epcOf = (s: Sums): number | null => (s.clicks > 0 ? Math.round((s.commissionCents / s.clicks) * 100) / 100 : null);
export const ctrOf = (clicks: number, views: number): number | null => (views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : null);

const withEpc = <T extends Sums>(s: T): T & { epcCents: number | null } => ({ ...s, epcCents: epcOf(s) });

/** Commission first, then clicks, then the key. */
const order = <T extends Sums>(rows: T[], key: (r: T) => string) =>
  rows.sort((a, b) => b.commissionCents - a.commissionCents || b.clicks - a.clicks || key(a).localeCompare(key(b)));

class Buckets<K extends string> {
  readonly map = new Map<K, Sums>();
  at(k: K): Sums {
    let s = this.map.get(k);
    if (!s) this.map.set(k, (s = zero()));
    return s;
  }
}

interface ConversionGroup {
  operator_id: string;
  page_path: string | null;
  placement: string | null;
  matched: boolean;
  rows: number;
  registrations: number;
  ftds: number;
  commission: string | number;
}

const SEP = "\u0000";

/** `groups`: the period's clickGroups when the caller already has them (/panel computes them once per request). */
export async function getEarnings(db: Db, period: Period, groups?: readonly ClickGroup[]): Promise<Earnings> {
  // People's clicks per operator, page and placement: roll-ups for past days, raw rows after (decision 0296).
  const clicks = (groups ?? (await clickGroups(db, period))).filter((g) => !g.is_bot);
  // Every conversion of the period with the click it came from, if any (click_id is unique).
  // Every conversion of the period with the page and button of the click it came from, if any: recorded
  // on the conversion once found (migration 014), looked up only for the rows still waiting.
  const conversions = await sql<ConversionGroup>`
    SELECT x.operator_id, x.page_path, x.placement, x.matched,
      count(*)::int AS rows, sum(x.registrations)::int AS registrations, sum(x.ftds)::int AS ftds,
      sum(x.commission_cents)::bigint AS commission
    FROM (${conversionsByClick(period.from, period.to)}) x
    GROUP BY x.operator_id, x.page_path, x.placement, x.matched`.execute(db);
  const views = await db
    .selectFrom("page_views")
    .where("day", ">=", sql<Date>`${period.from}::date`)
    .where("day", "<=", sql<Date>`${period.to}::date`)
    .select(["page_path", sql<number>`sum(views)::int`.as("n")])
    .groupBy("page_path")
    .execute();

  const byOperator = new Buckets<string>();
  const byPage = new Buckets<string>();
  const byPlacement = new Buckets<string>();
  const byPair = new Buckets<string>();
  const totals = zero();
  for (const c of clicks) {
    const page = c.page_path ?? NONE;
    const placement = c.placement ?? NONE;
    const n = Number(c.n);
    for (const s of [byOperator.at(c.operator_id), byPage.at(page), byPlacement.at(placement), byPair.at(`${page}${SEP}${placement}`), totals]) s.clicks += n;
  }
  const unmatched = { rows: 0, registrations: 0, ftds: 0, commissionCents: 0 };
  const unmatchedByOperator = new Map<string, { rows: number; registrations: number; ftds: number; commissionCents: number }>();
  for (const v of conversions.rows) {
    const add = (s: { registrations: number; ftds: number; commissionCents: number }) => {
      s.registrations += Number(v.registrations);
      s.ftds += Number(v.ftds);
      s.commissionCents += Number(v.commission);
    };
    add(byOperator.at(v.operator_id));
    add(totals);
    if (v.matched) {
      const page = v.page_path ?? NONE;
      const placement = v.placement ?? NONE;
      for (const s of [byPage.at(page), byPlacement.at(placement), byPair.at(`${page}${SEP}${placement}`)]) add(s);
    } else {
      let u = unmatchedByOperator.get(v.operator_id);
      if (!u) unmatchedByOperator.set(v.operator_id, (u = { rows: 0, registrations: 0, ftds: 0, commissionCents: 0 }));
      add(u);
      add(unmatched);
      u.rows += Number(v.rows);
      unmatched.rows += Number(v.rows);
    }
  }
  const both = await sql<{ operator_id: string; imported: number; postbacks: number }>`
    SELECT operator_id, count(*) FILTER (WHERE source <> 'postback')::int AS imported,
      count(*) FILTER (WHERE source = 'postback')::int AS postbacks
    FROM conversions
    WHERE day BETWEEN ${period.from}::date AND ${period.to}::date
    GROUP BY operator_id
    HAVING count(*) FILTER (WHERE source <> 'postback') > 0 AND count(*) FILTER (WHERE source = 'postback') > 0
    ORDER BY operator_id`.execute(db);
  const viewsOf = new Map(views.map((v) => [v.page_path, Number(v.n)]));
  // A page viewed but never clicked still has a row (its CTR is 0).
  for (const path of viewsOf.keys()) byPage.at(path);
  const totalViews = [...viewsOf.values()].reduce((a, b) => a + b, 0);

  return {
    from: period.from,
    to: period.to,
    totals: { ...withEpc(totals), views: totalViews },
    byOperator: order(
      [...byOperator.map].map(([operator, s]) => ({ operator, ...withEpc(s) })),
      (r) => r.operator,
    ),
    byPage: order(
      [...byPage.map].map(([page, s]) => {
        const v = viewsOf.get(page) ?? 0;
        return { page, views: v, ...withEpc(s), ctr: ctrOf(s.clicks, v) };
      }),
      (r) => r.page,
    ),
    byPlacement: order(
      [...byPlacement.map].map(([placement, s]) => ({ placement, ...withEpc(s) })),
      (r) => r.placement,
    ),
    byPagePlacement: order(
      [...byPair.map].map(([key, s]) => {
        const [page, placement] = key.split(SEP) as [string, string];
        return { page, placement, ...withEpc(s) };
      }),
      (r) => `${r.page} ${r.placement}`,
    ),
    unmatched: {
      ...unmatched,
      byOperator: [...unmatchedByOperator]
        .map(([operator, s]) => ({ operator, ...s }))
        .sort((a, b) => b.commissionCents - a.commissionCents || a.operator.localeCompare(b.operator)),
    },
    bothChannels: both.rows.map((r) => ({ operator: r.operator_id, importedRows: Number(r.imported), postbackRows: Number(r.postbacks) })),
  };
}
