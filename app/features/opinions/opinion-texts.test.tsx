import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { loadOrThrow } from "../../platform/content/collection.ts";
import type { Db } from "../../platform/db/db.server.ts";
import { opinionTextsDefinition, PROMISES_A_DECISION_MAIL } from "./definition.ts";
import { opinionEmail } from "./opinion-email.server.ts";
import { OpinionLinkRoute } from "./opinion-link-page.tsx";
import { opinionLinkLoader } from "./opinion-link-route.server.ts";
import { getOpinionTexts, OPINION_TEXT_VARIABLES, opinionTextsCollection } from "./opinion-texts.server.ts";
import { loadCollection, strings } from "../../platform/content/collection.ts";
import { templateVariables } from "../../platform/text.ts";
import { OPINION_CONFIRM_PATH, OPINION_LIMITS } from "./opinions-links.ts";
import { OPINION_MESSAGES } from "./opinions-endpoint.server.ts";
import { OPINIONS_PER_EMAIL_PER_DAY } from "./opinions.server.ts";
import { OpinionsPage, type OpinionsPageData } from "./opinions-page.tsx";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "opinion-texts-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const input = { operatorName: "Operador", title: "Título", confirmUrl: "https://x/c", deleteUrl: "https://x/b", confirmDays: 7, unconfirmedDays: 30 };

/** The opinions' texts of a copy of content/ whose opiniones.yaml went through `edit`. */
function editedCopy(edit: (yaml: string) => string) {
  const root = path.join(tmp, `c${fs.readdirSync(tmp).length}`);
  fs.cpSync(path.resolve("content/site"), path.join(root, "site"), { recursive: true });
  const file = path.join(root, "site/opiniones.yaml");
  fs.writeFileSync(file, edit(fs.readFileSync(file, "utf8")));
  return loadOrThrow(opinionTextsCollection, root)[0]!.data;
}

/**
 * No mail is sent when an opinion is approved or rejected: nothing the author reads may promise one
 * (the rejection reason is kept for the record only).
 */
describe("texts an opinion's author reads", () => {
  it("never promise a mail with the moderation decision or its reason", () => {
    const texts = getOpinionTexts();
    const mail = opinionEmail(input, texts.email);
    for (const text of [mail.text, JSON.stringify(texts.links), fs.readFileSync("content/pages/politica-privacidad.md", "utf8")]) {
      expect(text).not.toMatch(PROMISES_A_DECISION_MAIL);
    }
  });

  it("the rule catches the old promise, and the content check refuses it in «Cómo verificamos», the link pages and the email", () => {
    const old = "Después la revisaremos: la publicamos tal como la escribiste o la rechazamos indicando el motivo.";
    expect(old).toMatch(PROMISES_A_DECISION_MAIL);
    for (const schema of [
      opinionTextsDefinition.verification.element!.schema,
      opinionTextsDefinition.links.fields!.confirmValid!.fields!.text!.schema,
      opinionTextsDefinition.email.fields!.review!.schema,
    ]) {
      const checked = schema.safeParse(`${old} Texto de relleno para pasar el mínimo.`);
      expect(checked.success).toBe(false);
      expect(JSON.stringify(checked.error?.issues)).toContain("no se envía ningún email");
    }
  });
});

describe("the owner's texts drive the link pages and the email", () => {
  it("a link page shows the heading and button of an edited copy of the content", async () => {
    const texts = editedCopy((y) => y.replace(/heading: Confirma tu opinión\n/, "heading: Confirma aquí tu opinión escrita\n").replace("button: Confirmar mi opinión", "button: Sí, la escribí yo"));
    const db = { selectFrom: () => ({ innerJoin: () => ({ select: () => ({ where: () => ({ where: () => ({ executeTakeFirst: async () => ({ status: "unconfirmed", used_at: null, expires_at: new Date(Date.now() + 1e6) }) }) }) }) }) }) };
    const t = "A".repeat(43);
    const result = (await opinionLinkLoader("confirm", new Request(`http://x${OPINION_CONFIRM_PATH}?t=${t}`), async () => db as unknown as Db, texts.links)) as unknown as {
      data: Parameters<typeof OpinionLinkRoute>[0]["loaderData"];
    };
    expect(result.data.view).toBe("valid");
    const router = createMemoryRouter([{ path: "*", element: <OpinionLinkRoute purpose="confirm" path={OPINION_CONFIRM_PATH} loaderData={result.data} /> }]);
    const html = renderToStaticMarkup(<RouterProvider router={router} />);
    expect(html).toContain("Confirma aquí tu opinión escrita");
    expect(html).toContain("Sí, la escribí yo");
  });

  it("the opinions page and its form show the headings, notices and labels of an edited copy of the content", () => {
    const texts = editedCopy((y) =>
      y
        .replace(/ {2}playersHeading: .*\n/, "  playersHeading: Qué opinan quienes juegan\n")
        .replace(/ {2}noneYet: .*\n/, "  noneYet: Nadie ha opinado aún sobre {{operador}}.\n")
        .replace(/ {2}heading: Deja tu opinión sobre \{\{operador\}\}\n/, "  heading: Cuéntanos qué tal {{operador}}\n")
        .replace(/ {2}textLabel: .*\n/, "  textLabel: Lo que viviste (al menos {{min}} letras)\n"),
    );
    const data: OpinionsPageData = {
      operator: { id: "op", name: "Operador Uno", detailUrl: "/op", rating: 8 },
      opinions: { count: 0, average: null, page: 1, pages: 1, items: [] },
      verification: { heading: texts.verificationHeading, paragraphs: texts.verification },
      texts: texts.page,
      formTexts: texts.form,
    };
    const router = createMemoryRouter([{ path: "*", element: <OpinionsPage data={data} /> }]);
    const html = renderToStaticMarkup(<RouterProvider router={router} />);
    expect(html).toContain("Qué opinan quienes juegan");
    expect(html).toContain("Nadie ha opinado aún sobre Operador Uno.");
    expect(html).toContain("Cuéntanos qué tal Operador Uno");
    expect(html).toContain(`Lo que viviste (al menos ${OPINION_LIMITS.textMin} letras)`);
  });

  it("the endpoint's answers to the form are the content's, with their figures filled in", () => {
    const said = getOpinionTexts().messages;
    expect(OPINION_MESSAGES.created).toBe(said.created);
    expect(OPINION_MESSAGES.unavailable).toBe(said.unavailable);
    for (const m of [OPINION_MESSAGES.title, OPINION_MESSAGES.text, OPINION_MESSAGES.emailLimited]) expect(m).not.toMatch(/\{\{|\}\}/);
    if (said.emailLimited.includes("{{n}}")) expect(OPINION_MESSAGES.emailLimited).toContain(String(OPINIONS_PER_EMAIL_PER_DAY));
    if (said.text.includes("{{min}}")) expect(OPINION_MESSAGES.text).toContain(String(OPINION_LIMITS.textMin));
  });

  it("the email follows an edited copy, with its variables filled and the title escaped in HTML", () => {
    const texts = editedCopy((y) => y.replace(/ {2}subject: .*\n/, "  subject: Tu opinión sobre {{operador}} espera\n"));
    const mail = opinionEmail({ ...input, title: "<b>Hola</b>" }, texts.email);
    expect(mail.subject).toBe("Tu opinión sobre Operador espera");
    expect(mail.text).toContain("7 días");
    expect(mail.text).toContain("30 días");
    expect(mail.text).not.toMatch(/\{\{|\}\}/);
    expect(mail.html).toContain("&lt;b&gt;Hola&lt;/b&gt;");
  });
});

describe("the texts' variables", () => {
  it("an unknown {{variable}} is refused with the names that group may use — it would reach the page as typed", () => {
    const root = path.join(tmp, "typo");
    fs.cpSync(path.resolve("content/site"), path.join(root, "site"), { recursive: true });
    const file = path.join(root, "site/opiniones.yaml");
    const yaml = fs.readFileSync(file, "utf8");
    // The first text of the page group that names the operator, with the name misspelt.
    const at = yaml.indexOf("{{operador}}", yaml.indexOf("\npage:"));
    expect(at).toBeGreaterThan(0);
    fs.writeFileSync(file, `${yaml.slice(0, at)}{{operdor}}${yaml.slice(at + "{{operador}}".length)}`);
    const { problems } = loadCollection(opinionTextsCollection, root);
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining("la variable {{operdor}} no existe en estos textos: aquí solo valen {{operador}}")]);
  });

  it("every variable the shipped texts use is one their group is filled with", () => {
    const [entry] = loadOrThrow(opinionTextsCollection);
    for (const [value, at] of strings(entry!.data)) {
      for (const { name } of templateVariables(value)) expect(OPINION_TEXT_VARIABLES[String(at[0])]).toContain(name);
    }
  });
});
