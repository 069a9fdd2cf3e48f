import type { Figures, Earnings, PageEarnings } from "./earnings.server";
import { formatCents, formatCtr, formatEpc, pageName, placementName } from "./labels.server";
import { NONE, totalOf, type Stats } from "./stats.server";

/** The plain-text report of `npm run stats` (the figures of the /panel dashboard, as text). */

const n = new Intl.NumberFormat("es-ES");

function table(title: string, entries: Array<[string, number]>, empty: string): string[] {
  const lines = [title];
  if (entries.length === 0) return [...lines, `  ${empty}`];
  const width = Math.min(60, Math.max(...entries.map(([k]) => k.length)));
  for (const [k, v] of entries) lines.push(`  ${(k === NONE ? "(sin dato)" : k).padEnd(width)}  ${n.format(v).padStart(7)}`);
  return lines;
}

export function formatStatsReport(s: Stats): string {
  const lines = [
    `Informe del ${s.from} al ${s.to} (días en hora de Madrid)`,
    "",
    `Clics de visitantes: ${n.format(totalOf(s.clicks))}`,
    `Bots, precargas y comprobadores de enlaces (no cuentan como clics): ${n.format(s.bots)}`,
    "",
    ...table("Clics por operador", Object.entries(s.clicks), "sin clics"),
    "",
    ...table("Clics por ubicación", Object.entries(s.byPlacement), "sin clics"),
    "",
    ...table("Clics por página", Object.entries(s.byPage), "sin clics"),
    "",
    ...table("Clics por día", Object.entries(s.byDay), "sin días"),
    "",
    ...table("Altas en la newsletter por día", Object.entries(s.signups), "sin días"),
    "",
    ...table("Altas confirmadas por día", Object.entries(s.confirmations), "sin días"),
    "",
    `Altas en el periodo: ${n.format(totalOf(s.signups))} (confirmadas en el periodo: ${n.format(totalOf(s.confirmations))})`,
    `Suscriptores confirmados: ${n.format(s.subscribers)} (pendientes de confirmar: ${n.format(s.subscribersByStatus.pending)}; dados de baja: ${n.format(s.subscribersByStatus.unsubscribed)})`,
    "",
  ];
  return lines.join("\n");
}

// ------------------------------------------------------------------ earnings (issue 23)

type Column<R> = { header: string; cell: (r: R) => string };

function grid<R>(title: string, rows: readonly R[], label: (r: R) => string, columns: Column<R>[], empty: string): string[] {
  const lines = [title];
  if (rows.length === 0) return [...lines, `  ${empty}`];
  const labels = rows.map(label);
  const width = Math.min(60, Math.max(8, ...labels.map((l) => l.length)));
  const cells = rows.map((r) => columns.map((c) => c.cell(r)));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((row) => row[i]!.length)));
  lines.push(`  ${"".padEnd(width)}  ${columns.map((c, i) => c.header.padStart(widths[i]!)).join("  ")}`);
  rows.forEach((_, j) => lines.push(`  ${labels[j]!.slice(0, 60).padEnd(width)}  ${cells[j]!.map((v, i) => v.padStart(widths[i]!)).join("  ")}`));
  return lines;
}

const FIGURES: Column<Figures>[] = [
  { header: "Clics", cell: (r) => n.format(r.clicks) },
  { header: "Registros", cell: (r) => n.format(r.registrations) },
  { header: "FTD", cell: (r) => n.format(r.ftds) },
  { header: "Comisión", cell: (r) => formatCents(r.commissionCents) },
  { header: "EPC", cell: (r) => formatEpc(r.epcCents) },
];

/** What /panel says above its list of operators fed both ways. */
export const BOTH_CHANNELS_INTRO =
  "Estos operadores reciben en el periodo informes importados y postbacks: si son las mismas conversiones, se cuentan dos veces. Usa una sola de las dos vías para cada operador (docs/ganancias.md).";

/** The sentence warning that an operator receives both CSV imports and postbacks (/panel says the same). */
export function bothChannelsWarning(operator: string, importedRows: number, postbackRows: number): string {
  return (
    `${operator} recibe en este periodo informes importados (${n.format(importedRows)} fila(s)) y postbacks (${n.format(postbackRows)}): ` +
    `si son las mismas conversiones, se cuentan dos veces. Usa una sola de las dos vías para este operador (docs/ganancias.md).`
  );
}

function bothChannelsLines(e: Earnings, operatorName: (id: string) => string): string[] {
  if (e.bothChannels.length === 0) return [];
  return ["AVISO: operadores con informe CSV y postbacks a la vez", ...e.bothChannels.map((b) => `  ${bothChannelsWarning(operatorName(b.operator), b.importedRows, b.postbackRows)}`), ""];
}

/**
 * The earnings part of `npm run stats`: the figures of /panel's earnings tables, as text.
 * `operatorName` turns an operator id into its name (the content's), when known.
 */
export function formatEarningsReport(e: Earnings, operatorName: (id: string) => string = (id) => id): string {
  const t = e.totals;
  const pageColumns: Column<PageEarnings>[] = [
    { header: "Visitas", cell: (r) => n.format(r.views) },
    ...(FIGURES as Column<PageEarnings>[]).slice(0, 1),
    { header: "CTR", cell: (r) => formatCtr(r.ctr) },
    ...(FIGURES as Column<PageEarnings>[]).slice(1),
  ];
  const lines = [
    "Ganancias (conversiones en el día en que las informa el operador; clics en el día del clic)",
    `  Clics ${n.format(t.clicks)} · registros ${n.format(t.registrations)} · FTD ${n.format(t.ftds)} · comisión ${formatCents(t.commissionCents)} · EPC ${formatEpc(t.epcCents)}`,
    `  Visitas a páginas contadas por el servidor: ${n.format(t.views)} (las servidas por una CDN con caché no se cuentan)`,
    "",
    ...grid("Por operador", e.byOperator, (r) => operatorName(r.operator), FIGURES, "sin clics ni conversiones"),
    "",
    ...grid("Por página", e.byPage, (r) => pageName(r.page), pageColumns, "sin visitas, clics ni conversiones"),
    "",
    ...grid("Por ubicación del botón", e.byPlacement, (r) => placementName(r.placement), FIGURES, "sin clics ni conversiones"),
    "",
    ...grid("Por página y ubicación (qué botón de qué página gana)", e.byPagePlacement, (r) => `${pageName(r.page)} · ${placementName(r.placement)}`, FIGURES, "sin clics ni conversiones"),
    "",
    `Conversiones sin clic reconocido (su sub-ID no corresponde a ningún clic; cuentan en su operador, no en una página): ${n.format(e.unmatched.rows)} fila(s), ` +
      `${n.format(e.unmatched.registrations)} registros, ${n.format(e.unmatched.ftds)} FTD, ${formatCents(e.unmatched.commissionCents)}`,
    ...e.unmatched.byOperator.map((u) => `  ${operatorName(u.operator)}: ${n.format(u.rows)} fila(s), ${n.format(u.registrations)} registros, ${n.format(u.ftds)} FTD, ${formatCents(u.commissionCents)}`),
    "",
    ...bothChannelsLines(e, operatorName),
  ];
  return lines.join("\n");
}
