/**
 * Shapes of the copy that loaders hand to components (the data is in content/copy/*.yaml, read
 * and resolved by copy.server.ts). Types and one tiny helper only: client components import this
 * module, so it must never hold copy itself.
 */
import { fillTemplate } from "../../platform/text.ts";
import type { Output } from "../../platform/content/fields.ts";
import type { authorsCopyDefinition, complianceCopyDefinition, errorsCopyDefinition, homeCopyDefinition, navigationCopyDefinition } from "./definition.ts";

export type { CalculatorCopy } from "../bonus-calculator/index.ts";

export interface NavLink {
  label: string;
  href: string;
}

/**
 * What the header and footer need from the content collections (operators, featured posts). The
 * root loader builds it on the server (app/composition/site-nav.server.ts), so the client never reads the
 * content files and a new operator or featured post shows up in the menus by itself.
 */
export interface SiteNav {
  /** 'Casinos' dropdown: every review page, in ranking order. */
  casinos: NavLink[];
  /** Footer 'Casinos destacados': the operators whose file says `footer: true`. */
  footerCasinos: NavLink[];
  /** Footer 'Artículos destacados': the posts whose file says `featured: true`. */
  featuredArticles: NavLink[];
}

export const EMPTY_NAV: SiteNav = { casinos: [], footerCasinos: [], featuredArticles: [] };

export type ComplianceCopy = Output<typeof complianceCopyDefinition>;

export type NavigationCopy = Output<typeof navigationCopyDefinition>;

/** The error page's copy (the root ErrorBoundary): part of the shell, since no route loader ran. */
export type ErrorCopy = Output<typeof errorsCopyDefinition>["error"];

/** The root loader's `copy`: what the header, the footer and the blocks on every page show. */
export interface ShellCopy {
  compliance: ComplianceCopy;
  navigation: NavigationCopy;
  newsletter: { box: { title: string; text: string; consent: string }; article: { title: string; text: string }; dialog: { title: string; text: string } };
  error: ErrorCopy;
}

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

/** content/copy/home.yaml, resolved. Inline text may use [label](/ruta) and **bold**. */
export type HomeCopy = Output<typeof homeCopyDefinition>;



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



/**
 * What the shell shows when the root loader has no data (its own error): no copy rather than a
 * second copy of the texts in the bundle. Never seen on a built page, whose root loader always has data.
 */
export const EMPTY_SHELL_COPY: ShellCopy = {
  compliance: {
    advertisingLabel: "",
    ageLabel: "",
    ageText: "",
    responsibleMessage: "",
    helpShort: "",
    playButton: "{{operador}}",
    termsLink: "",
    affiliateDisclosure: "",
    selfExclusion: "",
    methodologyLink: "",
    offerNotice: { text: "", linkLabel: "", href: "/" },
    riskMessages: [],
    responsibleBox: { title: "", text: "", help: "", guideLink: "" },
    cookies: { title: "", text: "", accepted: "", rejected: "" },
  },
  navigation: {
    mainLinks: [],
    casinosMenu: "",
    gamesMenu: { label: "", links: [] },
    footer: { about: "", casinosTitle: "", articlesTitle: "", sections: [], responsibleTitle: "", responsibleText: "", legalLink: "" },
  },
  newsletter: { box: { title: "", text: "", consent: "" }, article: { title: "", text: "" }, dialog: { title: "", text: "" } },
  error: { h1: ERROR_HEADING, text: "", unknown: "" },
};
