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
