/**
 * Shapes of the shell's texts that the root loader hands to the header, the footer and the blocks on every
 * page (compliance.yaml and navigation.yaml through shell-copy.server.ts, with the newsletter boxes and the
 * error texts of the copy feature's files). Types and constants only: client components import them.
 */
import type { Output } from "../../platform/content/fields.ts";
import { ERROR_HEADING, type ErrorCopy } from "../copy/index.ts";
import type { complianceCopyDefinition, navigationCopyDefinition } from "./definition.ts";

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

/** The root loader's `copy`: what the header, the footer and the blocks on every page show. */
export interface ShellCopy {
  compliance: ComplianceCopy;
  navigation: NavigationCopy;
  newsletter: { box: { title: string; text: string; consent: string }; article: { title: string; text: string }; dialog: { title: string; text: string } };
  error: ErrorCopy;
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
