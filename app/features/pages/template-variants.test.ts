/**
 * Every template of the site's texts rendered with every variant of its data (issue 49, Spanish): the
 * operators as they are, every offer «sin requisito» (or only the last one), every operator with one
 * payment method, and with none. A value that fits one variant and reads wrong in another («con un requisito de Sin
 * requisito de apuesta», «+1y 1 métodos más», «Cómo funciona Visa y Mastercard», «aceptan Transferencia
 * bancaria») fails here whatever today's data happens to be.
 */
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import matter from "gray-matter";
import { fillTemplate } from "../../platform/text.ts";
import { getOperators } from "../operators/index.server.ts";
import { methodInSentence, morePaymentMethods, offerTexts, paymentMethodsClaim, spanishList, type Offer, type Operator } from "../operators/index.ts";
import { misplacedLabels, pageVariables } from "./page-variables.ts";
import { reviewPageCopy } from "../reviews/review-copy.server.ts";
import { getPaymentMethodsTexts, paymentMethodPages } from "../payment-methods/payment-methods.server.ts";
import { ComparisonItem } from "../comparison/comparison-item.tsx";

const CONTENT = path.resolve(import.meta.dirname, "../../../content");

/* ---------- the variants of the data ---------- */

const base = getOperators();

function withOffer(o: Operator, offer: Offer): Operator {
  return { ...o, offer, ...offerTexts(offer, o.minDeposit) };
}

const noWagering = (o: Operator): Operator =>
  withOffer(o, {
    ...o.offer,
    kind: "sin-requisito",
    withdrawable: true,
    wagering: { base: "ninguno", multiple: 0 },
    contributions: undefined,
    maxBetWhileWagering: undefined,
  } as Offer);

const VARIANTS: Record<string, readonly Operator[]> = {
  "los datos de hoy": base,
  "todas las ofertas sin requisito": base.map(noWagering),
  "un solo método de pago cada uno": base.map((o) => ({ ...o, paymentMethods: o.paymentMethods.slice(0, 1) })),
  "ningún método de pago": base.map((o) => ({ ...o, paymentMethods: [] })),
  "uno sin requisito y los demás con": base.map((o, i) => (i === base.length - 1 ? noWagering(o) : o)),
};

/* ---------- what reads wrong in Spanish ---------- */

/** Values that are labels starting with a capital: wrong right after a lower-case word. */
const LABELS = ["Sin requisito de apuesta", "Transferencia bancaria", "Efectivo en salones", "Sin dato", "Sin comprobar"];

function spanishProblems(text: string): string[] {
  const found: string[] = [];
  const flag = (re: RegExp, why: string) => {
    for (const m of text.matchAll(re)) found.push(`${why}: «${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 20)}»`);
  };
  flag(/requisito de (?:apuesta )?[Ss]in requisito/g, "requisito dentro de un requisito");
  flag(/\bcon un requisito de [A-Z]/g, "etiqueta tras «requisito de»");
  flag(/(?<![\d.,])\b1 (?:métodos|casinos|operadores|días|opiniones|criterios|veces|juegos|guías|artículos)\b/g, "plural tras 1");
  flag(/\+\d+[a-záéíóúñ]/g, "«+N» pegado al texto");
  flag(/\b(?:[Ff]unciona|[Aa]cepta|[Tt]iene) [A-Z][\wáéíóú]* y [A-Z]/g, "verbo en singular con dos nombres");
  flag(/\b(?:[Aa]ceptan?|[Aa]cepte|con) (?:Transferencia bancaria|Efectivo en salones)/g, "nombre común en mayúscula dentro de una frase");
  for (const label of LABELS) flag(new RegExp(`[a-záéíóúñ] ${label}`, "g"), `«${label}» tras una palabra`);
  flag(/\p{L} \.(?=\s|$)/gu, "espacio antes de punto");
  flag(/(?<!\p{L})(\p{L}+) \1(?!\p{L})/gu, "palabra repetida");
  return found;
}

/* ---------- the templates ---------- */

/** Every string of a YAML file, or of a Markdown file's frontmatter plus its body, with where it is. */
function templates(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const strings = (v: unknown, where: string) => {
    if (typeof v === "string") out.push({ where, text: v });
    else if (Array.isArray(v)) v.forEach((x, i) => strings(x, `${where}[${i}]`));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) strings(x, `${where}.${k}`);
  };
  for (const dir of ["copy", "pages", "blog/posts", "methodology", "site"]) {
    for (const f of fs.readdirSync(path.join(CONTENT, dir))) {
      const file = path.join(CONTENT, dir, f);
      const raw = fs.readFileSync(file, "utf8");
      if (f.endsWith(".yaml")) strings(parse(raw), `${dir}/${f}`);
      else if (f.endsWith(".md")) {
        const { data, content } = matter(raw);
        strings(data, `${dir}/${f}`);
        out.push({ where: `${dir}/${f} (texto)`, text: content });
      }
    }
  }
  return out.filter((t) => t.text.includes("{{"));
}

describe("the site's templates with every variant of their data", () => {
  const all = templates();

  it("finds templates to render (the content is where the test expects it)", () => {
    expect(all.length).toBeGreaterThan(50);
  });

  for (const [variant, ops] of Object.entries(VARIANTS)) {
    it(`read right with ${variant}`, () => {
      const vars = pageVariables(ops);
      const problems = all.flatMap(({ where, text }) => spanishProblems(fillTemplate(text, vars)).map((p) => `${where}: ${p}`));
      expect(problems).toEqual([]);
    });
  }

  for (const [variant, ops] of Object.entries(VARIANTS)) {
    it(`review copy reads right with ${variant}`, () => {
      const problems = ops.flatMap((op) => {
        const copy = reviewPageCopy(op);
        const texts: string[] = [];
        const collect = (v: unknown) => {
          if (typeof v === "string") texts.push(fillTemplate(v, { operador: op.name }));
          else if (Array.isArray(v)) v.forEach(collect);
          else if (v && typeof v === "object") Object.values(v).forEach(collect);
        };
        collect(copy);
        return texts.flatMap((t) => spanishProblems(t).map((p) => `${op.id}: ${p}`));
      });
      expect(problems).toEqual([]);
    });
  }
});

describe("the payment-method pages' texts with every method", () => {
  const t = getPaymentMethodsTexts();
  const guides = paymentMethodPages();

  it("reads right for every guide: one method, two methods, a common noun", () => {
    expect(guides.some((g) => g.methods.length > 1)).toBe(true);
    const problems = guides.flatMap((g) => {
      const vars = { metodo: g.name, "metodo.frase": spanishList(g.methods.map(methodInSentence)) };
      return Object.entries(t)
        .filter((e): e is [string, string] => typeof e[1] === "string")
        .flatMap(([k, v]) => spanishProblems(fillTemplate(v, vars)).map((p) => `${g.slug} ${k}: ${p}`));
    });
    expect(problems).toEqual([]);
  });

  it("writes a common noun in lower case inside a sentence, a brand as it is", () => {
    expect(methodInSentence("Transferencia bancaria")).toBe("transferencia bancaria");
    expect(methodInSentence("Efectivo en salones")).toBe("efectivo en salones");
    expect(methodInSentence("Apple Pay")).toBe("Apple Pay");
  });
});

describe("«+N» and the payment-method claims with 0, 1 and several methods", () => {
  it("says «método» for one and «métodos» for more", () => {
    expect(morePaymentMethods(1)).toBe("y 1 método más");
    expect(morePaymentMethods(4)).toBe("y 4 métodos más");
    expect(paymentMethodsClaim([1, 3], 1)).toMatch(/^Acepta 1 método;/);
    expect(paymentMethodsClaim([0, 3], 0)).not.toMatch(/\b0 métodos\b/);
  });

  const render = (op: Operator) => {
    const router = createMemoryRouter([{ path: "/", element: createElement(ComparisonItem, { operator: op }) }]);
    return renderToStaticMarkup(createElement(RouterProvider, { router }))
      .replace(/<[^>]+>/g, "")
      .replace(/&nbsp;/g, " ");
  };

  for (const extra of [0, 1, 5]) {
    it(`a comparison card with ${extra} method(s) beyond the four shown`, () => {
      const op = base.find((o) => o.paymentMethods.length >= 4)!;
      const methods = [...op.paymentMethods.slice(0, 4), ...Array.from({ length: extra }, () => op.paymentMethods[0]!)];
      const text = render({ ...op, paymentMethods: methods });
      expect(spanishProblems(text)).toEqual([]);
      if (extra) expect(text).toContain(`+${extra} ${morePaymentMethods(extra)}`);
      else expect(text).not.toContain("métodos más");
    });
  }

  it("a comparison card with no method says so", () => {
    const text = render({ ...base[0]!, paymentMethods: [] });
    expect(text).toContain("Sin dato: su ficha no recoge métodos de pago");
  });
});

describe("a label written after a word is a content problem (content:check and the editor)", () => {
  it("flags «con un requisito de {{….requirement}}» and says what to write", () => {
    const text = "Más fácil:\nel de Paf, con un requisito de {{ranking.lowestWagering.requirement}}, depósito…";
    expect(misplacedLabels(text)).toEqual([expect.objectContaining({ name: "ranking.lowestWagering.requirement", line: 2, message: expect.stringContaining("{{ranking.lowestWagering.condicion}}") })]);
    expect(misplacedLabels("con {{operador.bet365.requisito}}")[0]?.message).toContain("{{operador.bet365.condicion}}");
  });

  it("leaves a label at the start, after «:» or between «»", () => {
    expect(misplacedLabels("{{ranking.lowestWagering.requirement}}. Y: {{operador.paf.requisito}}, «{{operador.requisito}}»")).toEqual([]);
  });
});
