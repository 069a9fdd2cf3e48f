/**
 * Shapes of the shell's texts that the root loader hands to the header, the footer and the blocks on every
 * page (compliance.yaml, navigation.yaml and errors.yaml through shell-copy.server.ts, with the slices other
 * features add: the newsletter's boxes), derived from the definitions. Types, constants and one plain
 * function: client components import them.
 */
import type { Resolved } from "../../platform/content/resolved.ts";
import type { complianceCopyDefinition, errorsCopyDefinition, navigationCopyDefinition } from "./definition.ts";

/** A link of a menu (navigation.yaml's shape; the operators' and articles' links are built in it). */
export type NavLink = NavigationCopy["mainLinks"][number];

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

export type ComplianceCopy = Resolved<typeof complianceCopyDefinition>;

export type NavigationCopy = Resolved<typeof navigationCopyDefinition>;

/** The error page's copy (the root ErrorBoundary): part of the shell, since no route loader ran. */
export type ErrorCopy = Resolved<typeof errorsCopyDefinition>["error"];

/** content/copy/errors.yaml's not-found texts; `text` holds `{{ruta}}` for the page to fill. */
export type NotFoundCopy = Resolved<typeof errorsCopyDefinition>["notFound"];

/** An unknown /comparar/<a>-vs-<b>: the not-found texts with the pair's own description, text and button. */
export type PairNotFoundCopy = NotFoundCopy & Resolved<typeof errorsCopyDefinition>["pairNotFound"];

/**
 * The not-found and error headings where no copy is at hand (the server's own short 404 page, the error
 * page before the shell copy is read). Spanish, like errors.yaml's: the spec's English «Oops! Page not
 * found» and «Unexpected Application Error!» give way to the site's language (docs/decisions/0241).
 */
export const NOT_FOUND_HEADING = "Página no encontrada";
export const ERROR_HEADING = "Error inesperado";

/**
 * A not-found text (errors.yaml) cut at its `{{ruta}}`: the text before and after the requested
 * address, which the page shows as code, as text (never as HTML).
 */
export function splitAtPath(text: string): [string, string] {
  const at = text.indexOf("{{ruta}}");
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + "{{ruta}}".length)];
}

/** The layout's own texts in the root loader's `copy`: what the header, the footer and the error page show. */
export interface ShellCopy {
  compliance: ComplianceCopy;
  navigation: NavigationCopy;
  error: ErrorCopy;
}

/**
 * The root loader's `copy`: the layout's texts and the slices other features add for blocks any page may
 * show (`newsletter`: the signup boxes), which each reads with useShellSlice (use-site-nav.ts) — the layout
 * imports none of them.
 */
export type RootCopy = ShellCopy & { readonly [slice: string]: unknown };

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
    homeLink: "",
    casinosMenu: "",
    gamesMenu: { label: "", links: [] },
    footer: { about: "", casinosTitle: "", articlesTitle: "", sections: [], responsibleTitle: "", responsibleText: "", legalLink: "" },
  },
  error: { h1: ERROR_HEADING, text: "", unknown: "" },
};
