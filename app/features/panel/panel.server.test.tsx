import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PanelDocument } from "~/features/panel/panel-document";
import { barChartSvg, dailyLineSvg } from "./panel-charts.server.ts";
import { dueChecks, getDueChecks, type ChecklistOperator } from "~/features/editorial-checklist/index.server";
import { panelCsp, panelDue, panelProps } from "./panel.server";
import { today, type Stats } from "./stats.server.ts";

const stats: Stats = {
  from: "2026-03-01",
  to: "2026-03-03",
  clicks: { bet365: 4, codere: 1 },
  bots: 2,
  byPlacement: { comparison: 3, "(none)": 2 },
  byPage: { "/comparacion": 3, "(none)": 2 },
  byDay: { "2026-03-01": 0, "2026-03-02": 5, "2026-03-03": 0 },
  signups: { "2026-03-01": 1, "2026-03-02": 0, "2026-03-03": 0 },
  confirmations: { "2026-03-01": 0, "2026-03-02": 1, "2026-03-03": 0 },
  subscribers: 7,
  subscribersByStatus: { pending: 2, confirmed: 7, unsubscribed: 1 },
};

describe("dashboard charts", () => {
  it("are accessible images with a title and a description, and carry no inline style", () => {
    for (const svg of [
      barChartSvg("g1", "Clics por operador", [{ label: "bet365", value: 4 }, { label: "Codere", value: 1 }]),
      dailyLineSvg("g2", "Clics por día", [{ day: "2026-03-01", value: 0 }, { day: "2026-03-02", value: 5 }]),
    ]) {
      expect(svg).toMatch(/^<svg[^>]* role="img"/);
      expect(svg).toMatch(/<title id="g\d-title">Clics por (operador|día)<\/title>/);
      expect(svg).toMatch(/<desc id="g\d-desc">/);
      expect(svg).not.toMatch(/ style="/);
      expect(svg).not.toMatch(/<script/i);
    }
  });

  it("the document's CSP allows no script and exactly its own style blocks", () => {
    const html = `<!DOCTYPE html>${renderToStaticMarkup(<PanelDocument {...panelProps(stats, stats)} />)}`;
    const csp = panelCsp(html);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'( 'sha256-[^']+')*; /);
    expect(csp).not.toMatch(/script-src|unsafe/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("Sin ubicación");
    expect(html).toContain("2 de marzo de 2026");
    // The figures of the summary.
    expect(html).toMatch(/<strong>5<\/strong>clics de visitantes/);
    expect(html).toMatch(/<strong>2<\/strong>visitas de bots/);
    expect(html).toMatch(/<strong>7<\/strong>suscriptores confirmados/);
    expect(html).toMatch(/<strong>2<\/strong>pendientes de confirmar/);
  });
});

describe("«Pendiente de revisar» (the editorial checklist)", () => {
  const cadence = { cadence: { licenceDays: 90, offerDays: 30, factsDays: 180 }, file: "content/site/review-cadence.yaml" };
  const ops: ChecklistOperator[] = [
    {
      id: "uno",
      name: "Casino Uno",
      rank: 1,
      file: "content/operators/uno.yaml",
      licence: { line: 33 },
      tracking: { present: false, line: 60 },
      dated: [{ kind: "oferta", label: "Condiciones del bono de bienvenida", checked: "2026-09-01", source: "https://www.uno.es/terminos", field: "offer › check", line: 45 }],
    },
  ];
  const render = (due: ReturnType<typeof panelDue>) => renderToStaticMarkup(<PanelDocument {...panelProps(stats, stats, undefined, undefined, [], due)} />);

  it("shows each group under its own heading with a table: operator, what, since when, file:line and field", () => {
    const html = render(panelDue(dueChecks(ops, cadence.cadence, "2026-11-25"), cadence));
    expect(html).toContain('<h2 id="pendiente-h">Pendiente de revisar</h2>');
    expect(html).toMatch(/<a href="#pendiente-h">Pendiente de revisar: 3 tareas<\/a>/);
    expect(html).toMatch(/<h3 id="pendiente-licencia-h">Licencias por comprobar en el registro de la DGOJ \(1\)<\/h3>/);
    expect(html).toMatch(/<caption>Bonos de bienvenida por volver a leer \(tabla\)<\/caption>/);
    expect(html).toMatch(/<h3 id="pendiente-enlace-h">Operadores sin enlace de seguimiento \(1\)<\/h3>/);
    expect(html).toContain("<code>content/operators/uno.yaml:45</code>, campo <code>offer › check</code>");
    expect(html).toContain("<code>content/operators/uno.yaml:33</code>, campo <code>licenseCheck</code>");
    expect(html).toContain("1 de octubre de 2026 (hace 55 días)");
    expect(html).toContain('<a href="https://www.uno.es/terminos">fuente</a>');
    expect(html).toContain("licencias cada 90 días, bonos de bienvenida cada 30 días y datos del operador cada 180 días");
    // Still no script and a CSP that allows none.
    expect(panelCsp(`<!DOCTYPE html>${html}`)).not.toMatch(/script-src|unsafe/);
  });

  it("orders by what each operator earned, shows the figures, and lists the source watch's flags (issue 37)", () => {
    const two: ChecklistOperator[] = [...ops, { ...ops[0]!, id: "dos", name: "Casino Dos", rank: 2, file: "content/operators/dos.yaml" }];
    const values = new Map([["dos", { clicks: 40, commissionCents: 12_000, epcCents: 300 }]]);
    const sources = [{ operatorId: "uno", url: "https://www.uno.es/terminos", message: "enlace roto (HTTP 404)", line: 45, field: "termsUrl" }];
    const html = render(panelDue(dueChecks(two, cadence.cadence, "2026-11-25", { values, sources }), cadence, { from: "2026-10-27", to: "2026-11-25" }));
    const licences = html.slice(html.indexOf('id="pendiente-licencia-h"'), html.indexOf('id="pendiente-oferta-h"'));
    expect(licences.indexOf("Casino Dos")).toBeGreaterThan(-1);
    expect(licences.indexOf("Casino Dos")).toBeLessThan(licences.indexOf("Casino Uno"));
    expect(licences).toContain("40 clics");
    expect(html).toMatch(/Fuentes vigiladas con avisos \(npm run fuentes\) \(1\)/);
    expect(html).toContain("Enlace roto (HTTP 404)");
    expect(html).toContain("primero lo que más gana");
  });

  it("says so when nothing is due", () => {
    const html = render(panelDue([], cadence));
    expect(html).toContain("Pendiente de revisar: nada");
    expect(html).toContain("Nada pendiente:");
    expect(html).not.toContain("<h3");
  });

  it("by default lists the site's own checklist, the same as content:check --due", () => {
    const html = renderToStaticMarkup(<PanelDocument {...panelProps(stats, stats)} />);
    const items = getDueChecks(today());
    const rows = html.slice(html.indexOf('id="pendiente-h"')).match(/<tr><th scope="row">/g) ?? [];
    expect(rows.length).toBe(items.length);
    for (const i of items) expect(html).toContain(`<code>${i.file}:${i.line}</code>`);
  });
});
