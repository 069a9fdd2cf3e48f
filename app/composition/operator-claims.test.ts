import { describe, expect, it } from "vitest";
import { type ClaimContext, type ClaimFacts, operatorClaimProblems } from "./operator-claims";

const base = { licenceChecked: false, facts: [], mobileApp: true, liveDealer: true, checked: [] };
const ops: ClaimFacts[] = [
  {
    ...base,
    id: "betway",
    name: "Betway",
    paths: ["/betway"],
    methods: [
      { method: "Visa", deposit: "si", withdrawal: "si", withdrawalTime: "3-5 días" },
      { method: "PayPal", deposit: "si", withdrawal: "sin-dato" },
      { method: "Skrill", deposit: "si", withdrawal: "no" },
    ],
    facts: [{ key: "retirada-tarjeta", value: "3-5 días", checked: false }],
    studios: ["NetEnt", "Evolution"],
  },
  {
    ...base,
    id: "paston",
    name: "Pastón",
    paths: ["/paston"],
    liveDealer: false,
    methods: [{ method: "Bizum", deposit: "si", withdrawal: "si", withdrawalTime: "24-48 h" }],
    studios: ["MGA Games", "R. Franco Digital", "Wazdan"],
  },
  {
    ...base,
    id: "luckia",
    name: "Luckia",
    paths: ["/luckia"],
    licenceChecked: true,
    methods: [{ method: "Efectivo en salones", deposit: "si", withdrawal: "sin-dato" }],
    facts: [{ key: "programa-fidelidad", value: "Club Luckia", checked: false }, { key: "horario-atencion", value: "24 h", checked: true }],
    checked: ["horario-atencion"],
    studios: ["MGA Games"],
  },
];
const ctx: ClaimContext = {
  spanishStudios: ["MGA Games", "R. Franco Digital"],
  criteria: [
    { id: "licencia", name: "Licencia y seguridad", weight: 20 },
    { id: "juegos", name: "Juegos", weight: 20 },
    { id: "pagos", name: "Pagos y retiradas", weight: 15 },
  ],
  contribution: [
    { game: "Tragaperras (slots)", percent: 100 },
    { game: "Blackjack", percent: 10 },
    { game: "Ruleta", percent: 5 },
  ],
};
const check = (text: string, self?: string) => operatorClaimProblems([{ file: "content/blog/posts/x.md", text, self }], ops, ctx);
const written = (text: string, self?: string) => check(text, self).map((p) => p.message.split("»")[0]!.slice(1));

describe("hand-typed statements about an operator, checked against its data", () => {
  it("refuses a withdrawal method the data says «no», with the file, the line and what the data says", () => {
    const p = check("Intro.\n\nCon [Betway](/betway) puedes retirar con Skrill en un día.\n");
    expect(p[0]).toMatchObject({ file: "content/blog/posts/x.md", line: 3, field: "texto", rule: "operator-claim" });
    expect(p[0]!.message).toContain("«Skrill» no coincide con los datos de Betway (content/operators/betway.yaml)");
    expect(p[0]!.message).toContain("Skrill: «No»");
  });

  it("reads each method by its direction: depositing with it is backed, withdrawing with «Sin dato» is not", () => {
    expect(check("Betway acepta PayPal y Skrill para depositar.")).toEqual([]);
    expect(written("pros:\n  - Retiradas rápidas con PayPal y Skrill", "betway")).toEqual(["PayPal", "Skrill"]);
    expect(written("Pastón tiene Bizum para depositar y retirar, pero no acepta PayPal.")).toEqual([]);
    expect(written("Luckia permite cobrar en efectivo en sus salones.")).toEqual(["efectivo"]);
    expect(written("Luckia permite depositar en efectivo en sus salones.")).toEqual([]);
    // A sentence cut by the editor's line width is still one sentence.
    expect(check("  payments: >-\n    Luckia permite cobrar en\n    efectivo en sus salones.")).toHaveLength(1);
  });

  it("refuses «Sin Bizum» of an operator that takes it, and lets a reader's wish alone", () => {
    expect(written("Pastón, sin Bizum por ahora.")).toEqual(["Bizum"]);
    expect(check("Si piensas depositar con Bizum, Betway no es para ti.")).toEqual([]);
  });

  it("refuses a licence stated as fact while it is unchecked, of one operator or of the whole ranking", () => {
    expect(written("Pastón es un operador español con licencia de la DGOJ.")).toEqual(["con licencia"]);
    expect(check("Luckia es un operador con licencia de la DGOJ.")).toEqual([]);
    expect(written("En nuestra [comparación](/comparacion) todos tienen licencia.")).toEqual(["tienen licencia"]);
    expect(check("Pastón anuncia licencia de la DGOJ.")).toEqual([]);
    // «Comparamos…», «Compara los casinos…»: a sentence about the casinos the site compares.
    expect(written("Comparamos casinos online con licencia de la DGOJ.")).toEqual(["con licencia"]);
    expect(written("Aquí tienes qué casinos con licencia en España lo ofrecen.")).toEqual(["con licencia"]);
    // A general rule of the law names no operator.
    expect(check("Los operadores con licencia de la DGOJ deben usar un dominio .es.")).toEqual([]);
  });

  it("refuses the site's own work described where no check record says who read it", () => {
    expect(written("Cada reseña muestra los plazos, con la fecha en que los leímos.")).toEqual(["con la fecha en que", "leímos"]);
    expect(written("analysis:\n  support: >-\n    Su horario está en sus datos, con su fuente.", "betway")).toEqual(["con su fuente"]);
    expect(check("analysis:\n  support: >-\n    Su horario está en sus datos, con su fuente.", "luckia")).toEqual([]);
    expect(check("Todavía no hemos comprobado estos datos.")).toEqual([]);
  });

  it("checks loyalty, app, live casino, withdrawal times and studios against the sheet", () => {
    expect(written("cons:\n  - Programa de fidelidad poco visible", "betway")).toEqual(["Programa de fidelidad"]);
    expect(check("description: Su programa de fidelidad tiene niveles.", "luckia")).toEqual([]);
    expect(written("Pastón tiene casino en vivo con crupieres.")).toEqual(["casino en vivo"]);
    expect(check("Pastón no tiene casino en vivo.")).toEqual([]);
    expect(written("Betway paga las retiradas a tarjeta en 24-48 h.")).toEqual(["24-48 h"]);
    expect(check("Betway paga las retiradas a tarjeta en 3-5 días.")).toEqual([]);
    expect(written("Betway tiene juegos de Wazdan.")).toEqual(["Wazdan"]);
    expect(written("Pastón tiene tragaperras de estudios españoles como MGA, R. Franco y Wazdan.")).toEqual(["Wazdan"]);
    expect(check("Pastón tiene tragaperras de estudios españoles como MGA y R. Franco.")).toEqual([]);
  });

  it("checks what a text says of the criteria's weights and of the market's typical contributions", () => {
    expect(written("La nota es su media ponderada: pesan más la licencia y la seguridad de los pagos que el catálogo.")).toEqual([
      "pesan más la licencia y la seguridad de los pagos que el catálogo",
    ]);
    expect(check("La nota es su media ponderada: pesa más la licencia que los pagos.")).toEqual([]);
    expect(written("Las tragaperras contribuyen al 100 % y los juegos de mesa solo entre un 10 % y un 20 %.")).toEqual(["20 %"]);
    expect(check("Divide por la contribución del juego (100 % tragaperras, 10 % blackjack, 5 % ruleta).")).toEqual([]);
  });

  it("in an operator's own file, reads only its prose: its data fields are what the rest is checked against", () => {
    expect(check("paymentMethods:\n  - method: Skrill\n    withdrawal: no\nfacts:\n  - key: retirada-tarjeta\n    value: 24-48 h", "betway")).toEqual([]);
  });

  it("never reads a value filled from the data as a hand-typed claim", () => {
    expect(check("Compara los casinos {{ranking.conLicencia}}: {{operador.betway.oferta}}.")).toEqual([]);
  });
});
