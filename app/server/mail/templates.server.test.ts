import { describe, expect, it } from "vitest";
import { NEWSLETTER_CADENCE } from "../../lib/site";
import { confirmationEmail, issueEmail, renderIssueBody } from "./templates.server";

describe("email templates", () => {
  it("the confirmation says who asked for what, gives the link and what to do if it was not them", () => {
    const mail = confirmationEmail({
      email: "ana<b>@ejemplo.es",
      confirmUrl: "https://sitio.es/newsletter/confirmar?t=x&y",
      unsubscribeUrl: "https://sitio.es/newsletter/baja?t=z",
      signedUpAt: new Date("2026-11-21T10:00:00Z"),
    });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("Ranking Casinos España");
      expect(body).toContain("21 de noviembre de 2026");
      expect(body).toContain("boletín");
      expect(body).toContain("¿No has sido tú?");
      expect(body).toContain("30 días");
      // The cadence promised by email is the one the pages state (site config), never a second figure.
      expect(body).toContain(NEWSLETTER_CADENCE.phrase);
    }
    expect(mail.text).toContain("https://sitio.es/newsletter/confirmar?t=x&y");
    expect(mail.html).toContain('href="https://sitio.es/newsletter/confirmar?t=x&amp;y"');
    // Interpolated values are escaped in HTML.
    expect(mail.html).toContain("ana&lt;b&gt;@ejemplo.es");
    expect(mail.html).not.toContain("<b>@");
    expect(mail.html).toMatch(/<html lang="es-ES">/);
  });

  it("an issue: Markdown through marked, site links made absolute, raw HTML shown as text", () => {
    const body = renderIssueBody(
      "## Novedades\n\nLee [la comparativa](/comparacion) o [la DGOJ](https://www.ordenacionjuego.es).\n\n<script>alert(1)</script>\n",
      "https://sitio.es",
    );
    expect(body.html).toContain("<h2>Novedades</h2>");
    expect(body.html).toContain('href="https://sitio.es/comparacion"');
    expect(body.html).not.toContain("<script>");
    expect(body.html).toContain("&lt;script&gt;");
    expect(body.text).toContain("la comparativa (https://sitio.es/comparacion)");
    expect(() => renderIssueBody("[x](javascript:alert(1))", "https://sitio.es")).toThrow(/enlace no admitido/);

    const mail = issueEmail({ subject: "Boletín 1", body, unsubscribeUrl: "https://sitio.es/newsletter/baja?t=q" });
    expect(mail.text).toContain("https://sitio.es/newsletter/baja?t=q");
    expect(mail.html).toContain('href="https://sitio.es/newsletter/baja?t=q"');
    expect(mail.html).toContain("Darme de baja");
  });
});
