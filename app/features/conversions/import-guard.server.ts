/**
 * What refuses a report before it replaces anything (issue 43: bet365's report imported with
 * `--operator codere` replaced Codere's rows, credited its commission to Codere and exited 0).
 * Separate from the import itself (conversions.server.ts) on purpose: the checks only read.
 *
 * - `platformFor` (platforms.server.ts) refuses an operator the named platform does not list.
 * - `refuseOtherOperatorsReport`: when more than half of the report's rows carry the click ID of
 *   another operator's click, the report is that operator's, not this one's.
 */
import type { Db } from "../../platform/db/db.server.ts";
import type { ReportRow } from "./report-csv.server.ts";

export class ImportRefusedError extends Error {
  override name = "ImportRefusedError";
}

export interface RowOwners {
  rows: number;
  /** Rows whose sub-ID is a click of the operator the report is imported for. */
  own: number;
  /** Rows whose sub-ID is a click of another operator (and none of this one), per operator. */
  others: Map<string, number>;
}

/** Whose clicks the report's sub-IDs are. */
export async function rowOwners(db: Db, operatorId: string, rows: readonly Pick<ReportRow, "subId">[]): Promise<RowOwners> {
  const ids = [...new Set(rows.map((r) => r.subId).filter((s): s is string => !!s))];
  const owners = new Map<string, Set<string>>();
  for (let i = 0; i < ids.length; i += 500) {
    const found = await db
      .selectFrom("outbound_clicks")
      .select(["click_id", "operator_id"])
      .where("click_id", "in", ids.slice(i, i + 500))
      .execute();
    for (const f of found) if (f.click_id) owners.set(f.click_id, (owners.get(f.click_id) ?? new Set()).add(f.operator_id));
  }
  const result: RowOwners = { rows: rows.length, own: 0, others: new Map() };
  for (const r of rows) {
    const of = r.subId ? owners.get(r.subId) : undefined;
    if (!of) continue;
    if (of.has(operatorId)) result.own++;
    else for (const other of of) result.others.set(other, (result.others.get(other) ?? 0) + 1);
  }
  return result;
}

/** Throws an ImportRefusedError, with the numbers, when most rows are clicks of another operator. */
export async function refuseOtherOperatorsReport(db: Db, operator: { id: string; name: string }, rows: readonly Pick<ReportRow, "subId">[]): Promise<void> {
  const o = await rowOwners(db, operator.id, rows);
  const elsewhere = [...o.others.values()].reduce((a, b) => a + b, 0);
  if (elsewhere * 2 <= o.rows) return;
  const list = [...o.others].sort((a, b) => b[1] - a[1]);
  const [top] = list[0]!;
  throw new ImportRefusedError(
    `Informe rechazado, no se ha importado nada: ${elsewhere} de sus ${o.rows} fila(s) llevan el código de un clic de otro operador ` +
      `(${list.map(([id, n]) => `${id}: ${n}`).join(", ")}) y ${o.own} el de un clic de ${operator.name}. ` +
      `Parece el informe de «${top}»: impórtalo con --operator ${top}.`,
  );
}
