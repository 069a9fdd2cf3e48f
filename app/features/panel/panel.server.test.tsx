import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PanelDocument } from "~/features/panel/panel-document";
import { barChartSvg, dailyLineSvg } from "./panel-charts.server";
import { panelCsp, panelProps } from "./panel.server";
import type { Stats } from "./stats.server";

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
