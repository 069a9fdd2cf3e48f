/**
 * Shapes of the copy that loaders hand to components (the data is in content/copy/*.yaml, read
 * and resolved by copy.server.ts). Types and one tiny helper only: client components import this
 * module, so it must never hold copy itself.
 */
import { fillTemplate } from "../../platform/text.ts";
import type { Output } from "../../platform/content/fields.ts";
import type { authorsCopyDefinition, errorsCopyDefinition } from "./definition.ts";

export type { CalculatorCopy } from "../bonus-calculator/index.ts";






/** The error page's copy (the root ErrorBoundary): part of the shell, since no route loader ran. */
export type ErrorCopy = Output<typeof errorsCopyDefinition>["error"];


/**
 * The not-found and error headings where no copy is at hand (the server's own short 404 page, the error
 * page before the shell copy is read). Spanish, like errors.yaml's: the spec's English «Oops! Page not
 * found» and «Unexpected Application Error!» give way to the site's language (docs/decisions/0241).
 */
export const NOT_FOUND_HEADING = "Página no encontrada";
export const ERROR_HEADING = "Error inesperado";

/** content/copy/errors.yaml's not-found texts; `text` holds `{{ruta}}` for the page to fill. */
export type NotFoundCopy = Output<typeof errorsCopyDefinition>["notFound"];

/** content/copy/blog.yaml, resolved. `empty` only when there is no post. */
export interface BlogCopy {
  meta: PageMeta;
  h1: string;
  intro: string;
  empty?: string;
}

export type ConfirmView = "valid" | "confirmed" | "already" | "expired" | "unsubscribed" | "invalid" | "unavailable";
export type UnsubscribeView = "valid" | "unsubscribed" | "already" | "expired" | "invalid" | "unavailable";

/** The text of one outcome of a newsletter link page. */
export interface LinkViewCopy {
  heading: string;
  text: string;
  button?: string;
  note?: string;
}

export interface ImageLink {
  src: string;
  alt: string;
  title: string;
  link: string;
  width: number;
  height: number;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}




/** content/copy/authors.yaml resolved for one author. */
/** content/copy/authors.yaml `index`: the texts of /autores. */
export type AuthorsIndexCopy = Output<typeof authorsCopyDefinition>["index"];

export interface AuthorPageCopy {
  meta: { title: string; description: string };
  areasTitle: string;
  reviews: { title: string; empty: string };
  posts: { title: string; empty: string };
}







/**
 * A not-found text (errors.yaml) cut at its `{{ruta}}`: the text before and after the requested
 * address, which the page shows as code, as text (never as HTML).
 */
export function splitAtPath(text: string): [string, string] {
  const at = text.indexOf("{{ruta}}");
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + "{{ruta}}".length)];
}

/** Fills a copy string's local variables (`{{operador}}`), the ones only the component knows. */
export function fillCopy(template: string, values: Record<string, string>): string {
  return fillTemplate(template, values);
}



