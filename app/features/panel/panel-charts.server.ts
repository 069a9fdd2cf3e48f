import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";

/**
 * The dashboard's charts: SVG made on the server by Observable Plot on a linkedom document, so
 * the page needs no JavaScript. Each SVG is an image with a title (its accessible name) and a
 * description; the same numbers are always in a table next to it.
 */

export interface Bar {
  label: string;
  value: number;
}

export interface Point {
  /** YYYY-MM-DD */
  day: string;
  value: number;
}

const INK = "#0f172a";
const BRAND = "#0f766e";

const numberEs = new Intl.NumberFormat("es-ES");
const shortDay = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", timeZone: "UTC" });

function newDocument() {
  return parseHTML("<!doctype html><html><head></head><body></body></html>").document;
}

/** Whole-number ticks from 0 to at least `max`, at most ~6 of them. */
function integerTicks(max: number): number[] {
  const top = Math.max(1, max);
  const step = Math.max(1, Math.ceil(top / 5));
  const ticks: number[] = [];
  for (let t = 0; t <= top + step - 1; t += step) ticks.push(t);
  return ticks;
}

/** At most seven evenly spaced days, so the labels never overlap. */
function dayTicks(dates: readonly Date[]): Date[] {
  const step = Math.max(1, Math.ceil(dates.length / 7));
  return dates.filter((_, i) => i % step === 0);
}

/** Makes the SVG an accessible image: role, name from <title>, description from <desc>. */
function accessible(svg: SVGSVGElement | HTMLElement, id: string, title: string, description: string): string {
  const doc = svg.ownerDocument;
  // Colour and type size come from the page's stylesheet (.chart): an inline style attribute
  // would need 'unsafe-inline' in the dashboard's CSP.
  svg.setAttribute("role", "img");
  svg.setAttribute("class", `${svg.getAttribute("class") ?? ""} chart`.trim());
  svg.setAttribute("aria-labelledby", `${id}-title ${id}-desc`);
  svg.removeAttribute("aria-label");
  svg.removeAttribute("aria-description");
  // Plot labels its groups for assistive technology; inside an image they are noise.
  for (const g of svg.querySelectorAll("[aria-label]")) g.removeAttribute("aria-label");
  const t = doc.createElementNS("http://www.w3.org/2000/svg", "title");
  t.setAttribute("id", `${id}-title`);
  t.textContent = title;
  const d = doc.createElementNS("http://www.w3.org/2000/svg", "desc");
  d.setAttribute("id", `${id}-desc`);
  d.textContent = description;
  svg.insertBefore(d, svg.firstChild);
  svg.insertBefore(t, svg.firstChild);
  return svg.outerHTML;
}

function describeTop(bars: readonly Bar[], unit: string): string {
  if (bars.length === 0) return `Sin ${unit} en el periodo.`;
  const top = bars.slice(0, 3).map((b) => `${b.label}: ${numberEs.format(b.value)}`);
  return `Los primeros: ${top.join("; ")}. Todas las cifras están en la tabla siguiente.`;
}

/** Horizontal bar chart, largest first. */
export function barChartSvg(id: string, title: string, bars: readonly Bar[], unit = "clics"): string {
  const document = newDocument();
  const data = [...bars].sort((a, b) => b.value - a.value || a.label.localeCompare(b.label, "es"));
  const max = Math.max(0, ...data.map((b) => b.value));
  const longest = Math.max(4, ...data.map((b) => b.label.length));
  const svg = Plot.plot({
    document,
    width: 640,
    height: Math.max(80, 34 + data.length * 26),
    marginLeft: Math.min(280, 16 + longest * 7.2),
    marginRight: 40,
    x: { label: `${unit[0]!.toUpperCase()}${unit.slice(1)} →`, ticks: integerTicks(max), tickFormat: (v: number) => numberEs.format(v), domain: [0, integerTicks(max).at(-1)!] },
    y: { label: null, domain: data.map((d) => d.label) },
    marks: [
      Plot.barX(data, { x: "value", y: "label", fill: BRAND }),
      Plot.text(data, { x: "value", y: "label", text: (d: Bar) => numberEs.format(d.value), textAnchor: "start", dx: 4, fill: INK }),
      Plot.ruleX([0], { stroke: INK }),
    ],
  });
  return accessible(svg, id, title, describeTop(data, unit));
}

/** Line chart of one value per day (every day of the period present, zeros included). */
export function dailyLineSvg(id: string, title: string, points: readonly Point[], unit = "clics"): string {
  const document = newDocument();
  const data = points.map((p) => ({ date: new Date(`${p.day}T00:00:00Z`), value: p.value }));
  const max = Math.max(0, ...data.map((d) => d.value));
  const total = data.reduce((a, d) => a + d.value, 0);
  const svg = Plot.plot({
    document,
    width: 640,
    height: 260,
    marginLeft: 48,
    marginBottom: 36,
    x: { type: "utc", label: null, tickFormat: (d: Date) => shortDay.format(d), ticks: dayTicks(data.map((d) => d.date)) },
    y: { label: `↑ ${unit[0]!.toUpperCase()}${unit.slice(1)}`, grid: true, ticks: integerTicks(max), domain: [0, integerTicks(max).at(-1)!], tickFormat: (v: number) => numberEs.format(v) },
    marks: [
      Plot.ruleY([0], { stroke: INK }),
      Plot.lineY(data, { x: "date", y: "value", stroke: BRAND, strokeWidth: 2 }),
      Plot.dot(data, { x: "date", y: "value", fill: BRAND, r: data.length > 60 ? 0 : 2.5 }),
    ],
  });
  const busiest = data.reduce<{ date: Date; value: number } | null>((best, d) => (!best || d.value > best.value ? d : best), null);
  const description =
    total === 0
      ? `Sin ${unit} en el periodo.`
      : `${numberEs.format(total)} ${unit} en ${data.length} días; el día con más, ${shortDay.format(busiest!.date)}, con ${numberEs.format(busiest!.value)}. Todas las cifras están en la tabla siguiente.`;
  return accessible(svg, id, title, description);
}
