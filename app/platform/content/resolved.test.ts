/**
 * The resolved form of a definition (resolved.ts) is the type a component reads: it follows the definition —
 * a field added, removed or marked there changes it. Checked by the type checker (`npm run typecheck`: the
 * `expectTypeOf` lines and each `@ts-expect-error`, which fails when the line below it stops being an error);
 * the run itself checks that the marks leave the fields as they were (the validator, the editor read them).
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import { list, object, optional, select, text, withDefault, type Output } from "./fields.ts";
import { picksOne, serverOnly, type Resolved } from "./resolved.ts";

const line = (label: string) => text({ label, min: 1 });

const plain = {
  title: line("Título"),
  note: optional(line("Nota")),
  links: list(object({ label: line("Texto"), href: line("Dirección") }, { label: "Enlace" }), { label: "Enlaces" }),
  box: object({ title: line("Título"), text: line("Texto") }, { label: "Recuadro" }),
} as const;

const when = () => serverOnly(withDefault(select({ label: "Cuándo", options: ["siempre", "app"] }), "siempre"));
const withVariants = {
  title: picksOne(list(line("Título"), { label: "Títulos", min: 1 })),
  description: picksOne(object({ cuando: when(), text: line("Texto"), textNo: serverOnly(optional(line("Si no"))) }, { label: "Descripción" })),
  faq: list(object({ question: line("Pregunta"), cuando: when(), answer: line("Respuesta"), answerNo: serverOnly(optional(line("Si no"))) }, { label: "Pregunta" }), {
    label: "Preguntas",
  }),
} as const;

describe("Resolved<definition>", () => {
  it("is the file's validated shape where the server changes nothing", () => {
    expectTypeOf<Resolved<typeof plain>>().toEqualTypeOf<Output<typeof plain>>();
    expectTypeOf<Resolved<typeof plain>>().toEqualTypeOf<{
      title: string;
      note?: string | undefined;
      links: { label: string; href: string }[];
      box: { title: string; text: string };
    }>();
  });

  it("follows a change to the definition: a field added, or removed", () => {
    const _added = { ...plain, subtitle: line("Subtítulo") } as const;
    expectTypeOf<Resolved<typeof _added>["subtitle"]>().toEqualTypeOf<string>();
    const { box: _box, ..._removed } = plain;
    expectTypeOf<Resolved<typeof _removed>>().not.toHaveProperty("box");
    const r: Resolved<typeof _removed> = { title: "Uno", links: [] };
    // @ts-expect-error — the field is gone from the definition, so from what the component reads.
    void r.box;
  });

  it("drops what only the server reads and hands over one value where the server picks one", () => {
    expectTypeOf<Resolved<typeof withVariants>>().toEqualTypeOf<{ title: string; description: string; faq: { question: string; answer: string }[] }>();
    const r: Resolved<typeof withVariants> = { title: "Uno", description: "El texto que vale", faq: [{ question: "¿Sí?", answer: "Sí." }] };
    // @ts-expect-error — a variant's condition never reaches a component.
    void r.faq[0]!.cuando;
    // @ts-expect-error — nor the text for the operators that do not meet it.
    void r.faq[0]!.answerNo;
  });

  it("leaves the marked fields as they were for the validator and the editor", () => {
    const unmarked = list(line("Título"), { label: "Títulos", min: 1 });
    expect(Object.keys(withVariants.title).sort()).toEqual(Object.keys(unmarked).sort());
    expect(withVariants.title.schema.safeParse([]).success).toBe(false);
    expect(withVariants.description.schema.parse({ text: "Hola" })).toEqual({ cuando: "siempre", text: "Hola" });
  });
});
