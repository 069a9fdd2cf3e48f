/**
 * The site's fixed copy as data: one YAML file per area in content/copy/ (compliance texts,
 * menus, newsletter, home, comparison…), each a collection of one file with its own zod schema,
 * checked by `npm run content:check` like every other collection (unknown or missing field, and
 * every `{{variable}}` must exist).
 *
 * Values that come from the site config or the ranking are written as `{{variables}}`
 * (app/features/pages/page-variables.ts) and resolved here, on the server: loaders hand components plain
 * strings, and only the ones the page shows. A few fields also take a *local* variable that only
 * the component knows (the operator's name on a play button, `{{operador}}`); the server leaves
 * those in place and the component fills them (fillCopy in app/features/copy/shell-copy.ts).
 *
 * Server and build only (zod, fs): components never import this (docs/decisions/0040 and 0105).
 */
import { z } from "zod";
import { fillTemplate, templateVariables } from "../../platform/text.ts";
import { type Collection, type Reference, defineCollection, loadOrThrow } from "../../platform/content/collection.ts";
import { toZod } from "../../platform/content/fields.ts";
import {
  authorsCopyDefinition,
  blogCopyDefinition,
  calculatorCopyDefinition,
  emailsCopyDefinition,
  errorsCopyDefinition,
  newsletterCopyDefinition,
} from "./definition.ts";
import { pageVariables } from "../pages/index.server.ts";
import {
  type AuthorPageCopy,
  type AuthorsIndexCopy,
  type BlogCopy,
  type CalculatorCopy,
  type ConfirmView,
  type LinkViewCopy,
  type NotFoundCopy,
  type UnsubscribeView,
} from "./shell-copy.ts";

/* ---------- field types: in definition.ts ---------- */

/* ---------- variables ---------- */

/** Every string in a value, with its field path. */
function* strings(value: unknown, at: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (typeof value === "string") yield [value, at];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...at, i]);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) yield* strings(v, [...at, k]);
}

/**
 * A copy file: one YAML file in copy/, a schema, and the local variables a field may use besides
 * the site's ones (field path joined with "." → names).
 */
export function copyCollection<S extends z.ZodType>(label: string, file: string, schema: S, local: Record<string, readonly string[]> = {}) {
  return defineCollection({
    label,
    dir: "copy",
    file,
    format: "yaml",
    schema,
    // Every link to a page of the site (a menu's href, or [texto](/ruta) inside a text) must exist.
    references(entry) {
      const refs: Reference[] = [];
      for (const [value, at] of strings(entry.data)) {
        const key = at.at(-1);
        // The page must exist; an anchor (#…) after it is the page's business (tests check the guide's).
        if (key === "href" || key === "link") refs.push({ kind: "page", value: value.replace(/#.*$/, ""), path: at });
        if (key === "src") refs.push({ kind: "image", value, path: at });
        for (const m of value.matchAll(/\]\((\/[^)\s]*)\)/g)) refs.push({ kind: "page", value: m[1]!.replace(/#.*$/, ""), path: at });
      }
      return refs;
    },
    check(entries, report) {
      const known = pageVariables();
      for (const entry of entries) {
        for (const [value, at] of strings(entry.data)) {
          const allowed = local[at.filter((s) => typeof s === "string").join(".")] ?? local["*"] ?? [];
          for (const { name } of templateVariables(value)) {
            if (known[name] !== undefined || allowed.includes(name)) continue;
            const hint = allowed.length ? `; aquí puedes usar ${allowed.map((a) => `{{${a}}}`).join(", ")}` : "";
            report(entry, at, `la variable {{${name}}} no existe (lista en docs/editing-content.md)${hint}`);
          }
        }
      }
    },
  });
}

/* ---------- the files ---------- */

/** The compliance texts, the menus and the newsletter's texts: the fields of definition.ts. */
export const newsletterCopySchema = toZod(newsletterCopyDefinition);




/** The blog's texts: the fields of definition.ts. */
export const blogCopySchema = toZod(blogCopyDefinition);

/** The error pages' texts: the fields of definition.ts. */
export const errorsCopySchema = toZod(errorsCopyDefinition);


/** The figures the calculator's texts quote (local variables of calculator.yaml, filled as the visitor types). */
export const CALCULATOR_VARIABLES = [
  "deposito",
  "porcentaje",
  "bonoMaximo",
  "bono",
  "saldo",
  "multiplicador",
  "base",
  "importeBase",
  "requisito",
  "aportacion",
  "aApostar",
  "rtp",
  "margen",
  "costeEsperado",
  "valorMedio",
  "tope",
  "conclusion",
] as const;

/** The calculator's texts: the fields of definition.ts. */
export const calculatorCopySchema = toZod(calculatorCopyDefinition);

/** The author's values that authors.yaml quotes (local variables, filled per author page). */
export const AUTHOR_VARIABLES = ["autor", "autor.cargo", "autor.cargoMinusculas"] as const;
/** The author pages' texts: the fields of definition.ts. */
export const authorsCopySchema = toZod(authorsCopyDefinition);

/** The emails' texts: the fields of definition.ts. */
export const emailsCopySchema = toZod(emailsCopyDefinition);



export const newsletterCopy = copyCollection("textos del boletín", "newsletter.yaml", newsletterCopySchema);
export const blogCopy = copyCollection("textos del blog", "blog.yaml", blogCopySchema);
export const calculatorCopy = copyCollection("textos de la calculadora de bonos", "calculator.yaml", calculatorCopySchema, {
  "*": CALCULATOR_VARIABLES,
  operatorIntro: [...CALCULATOR_VARIABLES, "operador"],
});
export const authorsCopy = copyCollection("textos de las páginas de autor", "authors.yaml", authorsCopySchema, { "*": AUTHOR_VARIABLES });
export const errorsCopy = copyCollection("textos de las páginas de error", "errors.yaml", errorsCopySchema, { "notFound.text": ["ruta"], "pairNotFound.text": ["ruta"] });
export const emailsCopy = copyCollection("textos de los correos del boletín", "emails.yaml", emailsCopySchema, {
  "confirmation.intro": ["fecha", "email"],
  "confirmation.action": ["enlaceConfirmacion"],
  "confirmation.notYou.text": ["enlaceBaja"],
  "issue.unsubscribe": ["enlaceBaja"],
});

/** The copy files of this feature (the layout's, the comparison's and the reviews' are in those features; all of them: app/composition/copy-files.server.ts). */
export const COPY_COLLECTIONS: Collection[] = [newsletterCopy, blogCopy, errorsCopy, calculatorCopy, authorsCopy, emailsCopy] as unknown as Collection[];


/* ---------- reading, with the variables resolved ---------- */

/** Replaces the site's `{{variables}}` in every string; local ones (`{{operador}}`) stay for the component. */
export function resolve<T>(value: T, vars: Record<string, string>): T {
  if (typeof value === "string") return fillTemplate(value, vars) as T;
  if (Array.isArray(value)) return value.map((v) => resolve(v, vars)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, vars)])) as T;
  return value;
}

const cache = new Map<Collection, unknown>();

/** A copy file's data with the site's variables resolved (read and validated once per process). */
export function readCopy<S extends z.ZodType>(col: Collection<S>): z.output<S> {
  if (!cache.has(col as unknown as Collection)) {
    const [entry] = loadOrThrow(col);
    cache.set(col as unknown as Collection, resolve(entry!.data, pageVariables()));
  }
  return cache.get(col as unknown as Collection) as z.output<S>;
}


/**
 * The blog list's copy (its route loader, its head and the RSS feed). The empty-state sentence
 * only when there is no post to list: loader data is repeated in the page's HTML.
 */
export function blogPageCopy(postCount: number): BlogCopy {
  const { empty, ...rest } = readCopy(blogCopy);
  return postCount === 0 ? { ...rest, empty } : rest;
}

/** Title and description of the blog (its head, its structured data and the RSS channel). */
export function blogMeta(): { title: string; description: string } {
  const { title, description } = readCopy(blogCopy).meta;
  return { title, description };
}

/** The not-found page's copy (`{{ruta}}` left for the page); `pair` for an unknown /comparar/<a>-vs-<b>. */
export function notFoundCopy(kind: "page" | "pair" = "page"): NotFoundCopy {
  const { notFound, pairNotFound } = readCopy(errorsCopy);
  return kind === "page" ? notFound : { ...notFound, ...pairNotFound };
}


/** The bonus calculator's texts (its figures left as `{{variables}}` for the calculator to fill). */
export function bonusCalculatorCopy(): CalculatorCopy {
  return readCopy(calculatorCopy);
}

/**
 * A page's Markdown nodes with the calculator's texts on each ::bonus-calculator block: a page
 * without one carries none of them.
 */
export function withCalculatorCopy<T>(nodes: T): T {
  if (Array.isArray(nodes)) return nodes.map((n) => withCalculatorCopy(n)) as T;
  if (nodes && typeof nodes === "object") {
    const out = Object.fromEntries(Object.entries(nodes).map(([k, v]) => [k, withCalculatorCopy(v)])) as Record<string, unknown>;
    return (out.t === "bonusCalculator" ? { ...out, copy: bonusCalculatorCopy() } : out) as T;
  }
  return nodes;
}

/** Title and description of a newsletter link page (its `meta`). */
export function newsletterLinkMeta(page: "confirm" | "unsubscribe"): { title: string; description: string } {
  const { title, description } = readCopy(newsletterCopy)[page];
  return { title, description };
}

/** The text of one outcome of a newsletter link page: only that one goes to the browser. */
export function newsletterLinkView(page: "confirm", view: ConfirmView): LinkViewCopy;
export function newsletterLinkView(page: "unsubscribe", view: UnsubscribeView): LinkViewCopy;
export function newsletterLinkView(page: "confirm" | "unsubscribe", view: ConfirmView | UnsubscribeView): LinkViewCopy {
  const nl = readCopy(newsletterCopy);
  if (view === "unavailable") return nl.unavailable;
  return (nl[page] as unknown as Record<string, LinkViewCopy>)[view]!;
}

/** The unsubscribe page's label before the mailbox address. */
export function unsubscribeMailboxLabel(): string {
  return readCopy(newsletterCopy).unsubscribe.mailboxLabel;
}

/** An author page's copy, resolved for that author (their name and role). */
export function authorPageCopy(author: { name: string; role: string }): AuthorPageCopy {
  const { index: _index, ...one } = readCopy(authorsCopy);
  return resolve(one, { autor: author.name, "autor.cargo": author.role, "autor.cargoMinusculas": author.role.toLowerCase() });
}

/** The texts of /autores, the list of every author. */
export function authorsIndexCopy(): AuthorsIndexCopy {
  return readCopy(authorsCopy).index;
}

/* ---------- the newsletter's emails ---------- */

/** The emails' texts, site variables resolved; their own ({{fecha}}, {{enlaceBaja}}…) left for app/features/newsletter/mail/templates.server.ts. */
export function emailCopy(): z.output<typeof emailsCopySchema> {
  return readCopy(emailsCopy);
}
