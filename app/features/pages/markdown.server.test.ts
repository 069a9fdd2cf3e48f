import { describe, expect, it } from "vitest";
import { parseInlineMarkdown, parseMarkdown } from "./markdown.server";

describe("the Markdown pipeline", () => {
  it("turns plain Markdown into nodes with heading ids (custom {#id} or from the text)", () => {
    const { nodes, problems } = parseMarkdown("## Señales de alerta\n\n## Autoexclusión en el RGIAJ {#autoexclusion}\n\nTexto con **negrita** y [enlace](/ayuda).\n");
    expect(problems).toEqual([]);
    expect(nodes).toEqual([
      { t: "h", level: 2, id: "senales-de-alerta", c: ["Señales de alerta"] },
      { t: "h", level: 2, id: "autoexclusion", c: ["Autoexclusión en el RGIAJ"] },
      { t: "p", c: ["Texto con ", { t: "strong", c: ["negrita"] }, " y ", { t: "a", href: "/ayuda", c: ["enlace"] }, "."] },
    ]);
  });

  it("reads a captioned table with row headers, cards, definitions and a calculator as directives", () => {
    const md = [
      ':::table{caption="Pagos" row-headers}',
      "| Apuesta | Pago |",
      "| --- | --- |",
      "| Pleno | 35:1 |",
      ":::",
      "",
      ":::cards",
      "### Chat",
      "",
      "De 9:00 a 21:00.",
      ":::",
      "",
      ":::definitions",
      "- **La Partage:** recuperas la mitad.",
      ":::",
      "",
      "::bonus-calculator{deposit=100 bonus-percent=100 rollover=30}",
    ].join("\n");
    const { nodes, problems } = parseMarkdown(md);
    expect(problems).toEqual([]);
    expect(nodes).toEqual([
      { t: "table", caption: "Pagos", rowHeaders: true, align: [null, null], head: [["Apuesta"], ["Pago"]], rows: [[["Pleno"], ["35:1"]]] },
      { t: "cards", items: [{ title: ["Chat"], c: [{ t: "p", c: ["De 9:00 a 21:00."] }] }] },
      { t: "definitions", items: [{ term: ["La Partage"], c: ["recuperas la mitad."] }] },
      { t: "bonusCalculator", deposit: 100, bonusPercent: 100, rollover: 30 },
    ]);
  });

  it("keeps a host or an e-mail address written in the text as text (no bare autolinks)", () => {
    expect(parseInlineMarkdown("Escribe a ayuda@ejemplo.es o visita www.ejemplo.es.").inline).toEqual(["Escribe a ayuda@ejemplo.es o visita www.ejemplo.es."]);
  });

  it("reports problems with the line they are on", () => {
    const { problems } = parseMarkdown("Uno.\n\n# Título\n\n![foto](/images/x.png)\n\n:::table\n| a | b |\n| - | - |\n| 1 | 2 |\n:::\n");
    expect(problems.map((p) => [p.line, p.message.slice(0, 30)])).toEqual([
      [3, "solo se admiten títulos ## a #"],
      [5, "las imágenes («/images/x.png»)"],
      [7, "«table»: falta el atributo «ca"],
    ]);
  });
});

describe("::operador in a page", () => {
  it("becomes an operator node with the operator's card data, and refuses an unknown id on its line", async () => {
    const { configBlocks } = await import("./page-variables");
    const { getOperators } = await import("../operators/operators");
    const op = getOperators()[0]!;
    const ok = parseMarkdown(`Texto.\n\n::operador{id="${op.id}"}\n`, { expand: configBlocks });
    expect(ok.problems).toEqual([]);
    expect(ok.nodes[1]).toMatchObject({ t: "operator", op: { id: op.id, name: op.name, rating: op.rating, bonus: op.bonus } });
    const bad = parseMarkdown(`Texto.\n\n::operador{id="no-existe"}\n`, { expand: configBlocks });
    expect(bad.problems).toEqual([expect.objectContaining({ line: 3, message: expect.stringMatching(/«::operador»: no existe el operador «no-existe»/) })]);
  });
});
