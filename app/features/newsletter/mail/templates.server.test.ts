import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { emailCopy } from "../newsletter-copy.server";
import { NEWSLETTER_CADENCE, PUBLISHER, SITE_NAME } from "../../../platform/site";
import { confirmationEmail, issueEmail, renderIssueBody, renderMailText } from "./templates.server";
import { PENDING_RETENTION_DAYS, TOKEN_TTL_MS } from "./tokens.server";

/** The wording is content/copy/emails.yaml's: the tests read it there and fill its variables by hand. */
const html = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
/** A sentence with its plain {{variables}} filled and its [texto]({{enlace}}) links reduced to their text. */
const fill = (s: string, vars: Record<string, string>) =>
  s.replace(/\[([^\]]+)\]\(\{\{[^}]+\}\}\)/g, "$1").replace(/\{\{\s*([a-zA-Z0-9_.-]+)\s*\}\}/g, (whole, n: string) => vars[n] ?? whole);
/** The sentence up to its first link or variable: literal copy that both versions must show. */
const lead = (s: string) => s.split(/\[|\{\{/)[0]!.trim();

describe("email templates", () => {
  const input = {
    email: "ana<b>@ejemplo.es",
    confirmUrl: "https://sitio.es/newsletter/confirmar?t=x&y",
    unsubscribeUrl: "https://sitio.es/newsletter/baja?t=z",
    signedUpAt: new Date("2026-11-21T10:00:00Z"),
  };

  it("the confirmation says who asked for what, gives the link and what to do if it was not them", () => {
    const c = emailCopy().confirmation;
    const mail = confirmationEmail(input);
    const vars = {
      fecha: "21 de noviembre de 2026",
      email: input.email,
    };
    expect(mail.subject).toBe(c.subject);
    expect(mail.subject).toContain(SITE_NAME);
    // Every sentence of the copy, with its values, in the plain-text version…
    for (const s of [c.greeting, c.intro, c.expiry, c.notYou.heading]) expect(mail.text).toContain(fill(s, vars));
    expect(mail.text).toContain(lead(c.action));
    expect(mail.text).toContain(lead(c.notYou.text));
    expect(mail.text).toContain(input.confirmUrl);
    expect(mail.text).toContain(input.unsubscribeUrl);
    // …and in the HTML one, escaped (the address is in bold there).
    for (const s of [c.heading, c.greeting, c.expiry, c.notYou.heading, c.button, c.fallback]) expect(mail.html).toContain(html(fill(s, vars)));
    expect(mail.html).toContain(html(fill(c.intro, { ...vars, email: "\u0000" })).replace("\u0000", `<strong>${html(input.email)}</strong>`));
    expect(mail.html).toContain(html(lead(c.action)));
    expect(mail.html).toContain('href="https://sitio.es/newsletter/confirmar?t=x&amp;y"');
    expect(mail.html).toContain('href="https://sitio.es/newsletter/baja?t=z"');
    // The figures come from the configuration, never retyped in the copy.
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("21 de noviembre de 2026");
      expect(body).not.toMatch(/\{\{/);
    }
    // The cadence is the site config's, quoted as {{newsletter.cadence}}, never retyped in the copy.
    const source = fs.readFileSync(path.join(process.cwd(), "content", "copy", "emails.yaml"), "utf8");
    expect(source).not.toContain(NEWSLETTER_CADENCE.phrase);
    // So are the deadlines ({{newsletter.confirmDays}}, {{newsletter.pendingDays}}): the server's figures.
    expect(source).not.toMatch(new RegExp(`\\b${TOKEN_TTL_MS.confirm / 86_400_000} días`));
    expect(source).not.toMatch(new RegExp(`\\b${PENDING_RETENTION_DAYS} días`));
    // Interpolated values are escaped in HTML.
    expect(mail.html).toContain("ana&lt;b&gt;@ejemplo.es");
    expect(mail.html).not.toContain("<b>@");
    expect(mail.html).toMatch(/<html lang="es-ES">/);
  });

  it("every email says who sends it (name, address, NIF) and carries the responsible-gambling line", () => {
    const f = emailCopy().footer;
    const mail = confirmationEmail(input);
    const issue = issueEmail({ subject: "Boletín 1", body: { html: "<p>Hola</p>", text: "Hola" }, unsubscribeUrl: input.unsubscribeUrl });
    for (const m of [mail, issue]) {
      for (const body of [m.text, m.html]) {
        expect(body).toContain(PUBLISHER.name);
        expect(body).toContain(PUBLISHER.address);
      }
      expect(m.text).toContain(f.publisher);
      expect(m.text).toContain(f.responsible);
      expect(m.html).toContain(html(f.responsible));
    }
  });

  it("a sentence's text, values and addresses are escaped; links only go where the code says", () => {
    const out = renderMailText(`<i>Hola</i> {{nombre}}: [aquí]({{enlace}}) y {{enlace}} fin`, { nombre: `"Ana" & <Luis>` }, {
      enlace: { url: "https://x.es/?a=1&b=<2>", bareHtml: "<a href=\"https://x.es/?a=1&amp;b=&lt;2&gt;\">x</a>" },
    });
    expect(out.html).toBe(
      `&lt;i&gt;Hola&lt;/i&gt; &quot;Ana&quot; &amp; &lt;Luis&gt;: <a href="https://x.es/?a=1&amp;b=&lt;2&gt;" style="color:#15803d">aquí</a> y<br><a href="https://x.es/?a=1&amp;b=&lt;2&gt;">x</a> fin`,
    );
    expect(out.text).toBe(`<i>Hola</i> "Ana" & <Luis>: aquí (https://x.es/?a=1&b=<2>) y\nhttps://x.es/?a=1&b=<2>\nfin`);
    // A link to anything else is shown as written, never as a link.
    expect(renderMailText("[x](https://malo.es)").html).toBe("[x](https://malo.es)");
    expect(renderMailText("[x]({{otro}})", {}, {}).html).not.toContain("<a");
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

    const c = emailCopy().issue;
    const mail = issueEmail({ subject: "Boletín 1", body, unsubscribeUrl: "https://sitio.es/newsletter/baja?t=q" });
    expect(mail.text).toContain("https://sitio.es/newsletter/baja?t=q");
    expect(mail.text).toContain(c.why);
    expect(mail.text).toContain(lead(c.unsubscribe));
    expect(mail.html).toContain(html(c.why));
    expect(mail.html).toContain('href="https://sitio.es/newsletter/baja?t=q"');
    // The unsubscribe link's own text, when the copy gives it one ([Darme de baja]({{enlaceBaja}})).
    const label = /\[([^\]]+)\]\(\{\{\s*enlaceBaja\s*\}\}\)/.exec(c.unsubscribe)?.[1];
    if (label) expect(mail.html).toContain(`style="color:#15803d">${html(label)}</a>`);
  });
});

describe("operator links in an issue", () => {
  it("go through /visitar with placement newsletter and the issue's id; the terms page and other links stay direct", async () => {
    const { issueLinkRewriter } = await import("../issue-links.server");
    const ops = [
      { id: "op-a", playUrl: "https://www.op-a.es/", termsUrl: "https://www.op-a.es/bono/terminos", affiliateUrl: "https://partners.example.com/track?btag=1&subid={clickId}" },
      { id: "op-b", playUrl: "https://www.op-b.es/", termsUrl: "https://www.op-b.es/terminos" },
    ];
    const rewrite = issueLinkRewriter("2026-05-mayo", "https://sitio.es", ops);
    const body = renderIssueBody(
      [
        "Juega en [op-a](https://www.op-a.es/casino) o [op-b](/visitar/op-b?p=home-top6&s=/).",
        "Lee [los términos](https://www.op-a.es/bono/terminos), [la comparativa](/comparacion) y [la DGOJ](https://www.ordenacionjuego.es).",
        "Pegado a mano: [enlace](https://partners.example.com/track?btag=1&subid=x).",
      ].join("\n\n"),
      "https://sitio.es",
      rewrite,
    );
    const tracked = (id: string) => `https://sitio.es/visitar/${id}?p=newsletter&amp;s=2026-05-mayo`;
    expect(body.html).toContain(`href="${tracked("op-a")}"`);
    expect(body.html).toContain(`href="${tracked("op-b")}"`);
    expect(body.html.match(new RegExp(tracked("op-a").replace(/[.?]/g, "\\$&"), "g"))).toHaveLength(2);
    expect(body.html).toContain('href="https://www.op-a.es/bono/terminos"');
    expect(body.html).toContain('href="https://sitio.es/comparacion"');
    expect(body.html).toContain('href="https://www.ordenacionjuego.es"');
    expect(body.text).toContain("op-a (https://sitio.es/visitar/op-a?p=newsletter&s=2026-05-mayo)");
    // An unknown /visitar id is left alone (it is the site's 404), and an id that cannot be a page is dropped.
    expect(rewrite("https://sitio.es/visitar/no-existe")).toBe("https://sitio.es/visitar/no-existe");
    expect(issueLinkRewriter("../x y", "https://sitio.es", ops)("https://www.op-b.es/")).toBe("https://sitio.es/visitar/op-b?p=newsletter");
  });
});
