// Mail to the owner (npm run alertas, the monthly restore test): the text as written, and in the HTML part
// escaped with the platform's one escaper, so a log line holding markup never becomes markup.
import { describe, expect, it } from "vitest";
import { EnvError } from "../../../platform/env.server";
import { adminEmail, mailOwner, ownerMailHtml } from "./owner-mail.server";
import type { Mailer, OutgoingMessage } from "./transport.server";

describe("mail to the owner", () => {
  it("escapes the text in the HTML part, quotes included, and keeps the plain text as it is", async () => {
    const text = `Fallo en <script>alert("x")</script> & 'comillas'`;
    expect(ownerMailHtml(text)).toBe(`<pre style="white-space:pre-wrap">Fallo en &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;comillas&#39;</pre>`);
    const sent: OutgoingMessage[] = [];
    const mailer: Mailer = { description: "prueba", close() {}, send: async (m) => (sent.push(m), { where: "prueba" }) };
    const result = await mailOwner({ ADMIN_EMAIL: "dueno@example.com", DATA_DIR: "/tmp/no-se-usa", DATABASE_URL: "" }, "Asunto", text, { mailer });
    expect(result).toEqual({ to: "dueno@example.com", where: "prueba" });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toBe(text);
    expect(sent[0]!.html).toBe(ownerMailHtml(text));
    expect(sent[0]!.html).not.toContain("<script>");
  });

  it("sends nothing without ADMIN_EMAIL, and refuses a malformed one in Spanish", async () => {
    expect(await mailOwner({ ADMIN_EMAIL: " " }, "Asunto", "texto")).toBeNull();
    expect(() => adminEmail({ ADMIN_EMAIL: "dueno-sin-arroba" })).toThrow(EnvError);
    expect(() => adminEmail({ ADMIN_EMAIL: "dueno-sin-arroba" })).toThrow(/ADMIN_EMAIL no es una dirección de correo válida/);
  });
});
