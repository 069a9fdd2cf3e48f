import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { opinionTextsDefinition, PROMISES_A_DECISION_MAIL } from "./definition.ts";
import { opinionEmail } from "./opinion-email.server.ts";
import { OPINION_LINK_TEXTS } from "./opinion-link-texts.ts";

/**
 * No mail is sent when an opinion is approved or rejected: nothing the author reads may promise one
 * (the rejection reason is kept for the record only).
 */
describe("texts an opinion's author reads", () => {
  const mail = opinionEmail({ operatorName: "Operador", title: "Título", confirmUrl: "https://x/c", deleteUrl: "https://x/b", confirmDays: 7, unconfirmedDays: 30 });

  it("never promise a mail with the moderation decision or its reason", () => {
    const linkTexts = Object.values(OPINION_LINK_TEXTS).flatMap((p) => Object.values(p.views).map((v) => `${v.heading} ${v.text}`));
    for (const text of [mail.text, ...linkTexts, fs.readFileSync("content/pages/politica-privacidad.md", "utf8")]) {
      expect(text).not.toMatch(PROMISES_A_DECISION_MAIL);
    }
  });

  it("the rule catches the old promise, and the content check refuses it in «Cómo verificamos»", () => {
    const old = "Después la revisaremos: la publicamos tal como la escribiste o la rechazamos indicando el motivo.";
    expect(old).toMatch(PROMISES_A_DECISION_MAIL);
    const checked = opinionTextsDefinition.verification.element!.schema.safeParse(`${old} ${"Texto de relleno para pasar el mínimo."}`);
    expect(checked.success).toBe(false);
    expect(JSON.stringify(checked.error?.issues)).toContain("no se envía ningún email");
  });
});
