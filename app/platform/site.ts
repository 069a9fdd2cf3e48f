/**
 * Site-wide configuration: one place for the name, the canonical host, the publisher's legal
 * details and the help lines. Nothing here is secret: it all ends up in public pages.
 */

declare const __SITE_URL__: string;
declare const __PUBLISHER__: string;
declare const __SITE_IDENTITY__: string;
declare const __EXAMPLE_DATA__: string[];

/** The site's own name and addresses: content/site/identity.yaml (app/platform/site-identity.server.ts). */
export interface SiteIdentity {
  name: string;
  /** Public host, no scheme: «www.midominio.es». */
  domain: string;
  helpEmail: string;
  privacyEmail: string;
  /** The address every mail is sent from (MAIL_FROM overrides it on the server). */
  mailFrom: string;
}

/**
 * The shipped identity (`example: true` in content/site/identity.yaml): the fallback outside a build (unit
 * tests; the owner's commands without SITE_IDENTITY_JSON). The build fixes the file's values into
 * `__SITE_IDENTITY__`; a build or start for a public SITE_URL refuses the example (decision 0237).
 */
export const EXAMPLE_SITE_IDENTITY: SiteIdentity = {
  name: "Ranking Casinos España",
  domain: "www.rankingcasinos.es",
  helpEmail: "ayuda@rankingcasinos.es",
  privacyEmail: "privacidad@rankingcasinos.es",
  mailFrom: "boletin@rankingcasinos.es",
};

const identityJson: string | undefined = typeof __SITE_IDENTITY__ === "string" ? __SITE_IDENTITY__ : globalThis.process?.env?.SITE_IDENTITY_JSON;

export const SITE_IDENTITY: SiteIdentity = identityJson ? { ...EXAMPLE_SITE_IDENTITY, ...(JSON.parse(identityJson) as Partial<SiteIdentity>) } : EXAMPLE_SITE_IDENTITY;

/** Canonical origin, without a trailing slash: SITE_URL at build time, else https://<the identity's domain>. */
export const SITE_URL: string = (
  typeof __SITE_URL__ === "string"
    ? __SITE_URL__
    : // Outside the Vite build (tests, config loading) read the same variable directly.
      (globalThis.process?.env?.SITE_URL ?? `https://${SITE_IDENTITY.domain}`)
).replace(/\/+$/, "");

export const SITE_NAME = SITE_IDENTITY.name;
export const MIN_AGE = 18;
/** Default share image: a live casino table drawn by the project (public/og/mesa-casino-en-vivo.jpg). */
export const DEFAULT_OG_IMAGE = {
  path: "/og/mesa-casino-en-vivo.jpg",
  width: 1200,
  height: 630,
  alt: "Mesa de ruleta en vivo con fichas sobre el tapete verde",
};

export interface Publisher {
  name: string;
  address: string;
  nif: string;
  email: string;
  registry: string;
}

/**
 * LSSI art. 10 requires the publisher's identity on every commercial site. The owner edits it in
 * content/site/publisher.yaml (or overrides it with `PUBLISHER_JSON` at build time); the build
 * fixes it into `__PUBLISHER__` and refuses example data for a public SITE_URL
 * (app/platform/publisher.server.ts). These EXAMPLE values are only the fallback outside a build
 * (unit tests, and the owner's commands run through tsx without PUBLISHER_JSON set).
 */
export const EXAMPLE_PUBLISHER: Publisher = {
  name: "Editorial Ejemplo Comparativas S.L. (datos de ejemplo)",
  address: "Calle Ejemplo 1, 2.º B, 28001 Madrid (España)",
  nif: "B00000000",
  email: "legal@rankingcasinos.es",
  registry: "Registro Mercantil de Madrid, tomo 00000, folio 0, hoja M-000000 (datos de ejemplo)",
};

// Outside the Vite build (the operator commands run through tsx, e.g. `newsletter send` renders
// the email footer) read the same variable directly, as SITE_URL does.
const publisherJson: string | undefined =
  typeof __PUBLISHER__ === "string" ? __PUBLISHER__ : globalThis.process?.env?.PUBLISHER_JSON;

export const PUBLISHER: Publisher =
  publisherJson
    ? { ...EXAMPLE_PUBLISHER, ...(JSON.parse(publisherJson) as Partial<Publisher>) }
    : EXAMPLE_PUBLISHER;

/**
 * Default deposit limits every licensed operator applies to every player (Real Decreto 1614/2011,
 * art. 36): a player may lower them at once; raising them takes effect only after a waiting period.
 * Stated here once; pages quote them as {{limits.daily}}, {{limits.weekly}}, {{limits.monthly}}.
 */
export const DEPOSIT_LIMITS = { daily: 600, weekly: 1500, monthly: 3000, source: "Real Decreto 1614/2011, art. 36" } as const;

/** How often the newsletter goes out: stated once, quoted everywhere ({{newsletter.cadence}}). */
export const NEWSLETTER_CADENCE = { phrase: "una vez al mes", adjective: "mensual" } as const;

/**
 * The newsletter's double opt-in, as the server applies it and as the pages, the privacy policy and
 * the emails state it (`{{newsletter.confirmDays}}` …): one figure each, written here.
 */
export const NEWSLETTER_OPT_IN = {
  /** Days a confirmation link works. */
  confirmDays: 7,
  /** Days an address that never confirmed is kept, then deleted with its tokens and mail. */
  pendingRetentionDays: 30,
  /** A pending address that signs up again gets the confirmation again, at most once per this many minutes. */
  resendMinutes: 10,
  /** Days an unsubscribed address is kept (proof that the request was honoured), then erased. */
  unsubscribedRetentionDays: 30,
  /** Days the date and result of a sent email are kept (its text and links are emptied once sent). */
  mailLogRetentionDays: 30,
} as const;

export const CONTACT = {
  email: SITE_IDENTITY.helpEmail,
  privacyEmail: SITE_IDENTITY.privacyEmail,
  /** Help centre hours (spec section 9). */
  hours: [
    { days: "Lunes a viernes", time: "9:00-21:00" },
    { days: "Sábado", time: "10:00-14:00" },
    { days: "Domingo", time: "Cerrado" },
  ],
  chatHours: "9:00-21:00",
  emailReply: "24h",
} as const;

export interface Helpline {
  id: string;
  name: string;
  /** Number as printed. */
  display: string;
  /** Value for the tel: link, digits only. */
  tel: string;
  description: string;
  url: string;
  /** Where the number was checked. */
  source: string;
}

/**
 * Help lines shown across the site (spec section 9 asks for a free and confidential line, a
 * self-exclusion line and a 24 h line). Only numbers published by the organisations themselves.
 */
export const HELPLINES: Helpline[] = [
  {
    id: "fejar",
    name: "FEJAR – Federación Española de Jugadores de Azar Rehabilitados",
    display: "900 200 225",
    tel: "900200225",
    description: "Línea gratuita y confidencial de orientación para jugadores y familiares.",
    url: "https://www.fejar.org",
    source: "fejar.org, página de contacto de la federación (teléfono gratuito 900 200 225).",
  },
  {
    id: "esperanza",
    name: "Teléfono de la Esperanza",
    display: "717 003 717",
    tel: "717003717",
    description: "Atención emocional en crisis, 24 horas, todos los días del año.",
    url: "https://telefonodelaesperanza.org",
    source: "telefonodelaesperanza.org, línea nacional de atención en crisis (24 h).",
  },
  {
    id: "024",
    name: "Línea 024 de atención a la conducta suicida",
    display: "024",
    tel: "024",
    description: "Línea pública, gratuita y confidencial del Ministerio de Sanidad, 24 horas.",
    url: "https://www.sanidad.gob.es/linea024/home.htm",
    source: "sanidad.gob.es, Línea 024 (gratuita, 24 h, desde mayo de 2022).",
  },
];

/** The main help line, used by the footer and the responsible-gambling boxes. */
export const PRIMARY_HELPLINE = HELPLINES[0]!;

/**
 * Self-exclusion in Spain is done through the RGIAJ, run by the regulator, online at any hour
 * with a digital certificate or Cl@ve. There is no dedicated phone line we could verify, so the
 * site links the official procedure instead of printing an invented number.
 */
export const SELF_EXCLUSION = {
  name: "RGIAJ – Registro General de Interdicciones de Acceso al Juego",
  url: "https://www.ordenacionjuego.es/participantes-juego/juego-seguro/rgiaj",
  availability: "Trámite en línea disponible 24 horas en la sede electrónica de la DGOJ",
  source: "ordenacionjuego.es: la inscripción es indefinida y puede cancelarse a partir de los 6 meses.",
};

export const RESPONSIBLE_GAMBLING_PORTAL = {
  name: "Jugar Bien",
  url: "https://www.jugarbien.es",
  description: "Portal de juego responsable de la Dirección General de Ordenación del Juego",
};

export const REGULATOR = {
  name: "Dirección General de Ordenación del Juego (DGOJ)",
  shortName: "DGOJ",
  url: "https://www.ordenacionjuego.es",
  law: "Ley 13/2011, de 27 de mayo, de regulación del juego",
  /**
   * The DGOJ's public search of licensed operators, linked from every review as «Consultar en el registro
   * de la DGOJ». Source of the address: the guide at registerUrlSource, which links it (read in this
   * project's stored reference pages; not opened from here, there is no internet). `npm run fuentes`
   * (the source watch) flags it if it moves; correct it here.
   */
  registerUrl: "https://www.ordenacionjuego.es/es/operadores/buscar",
  registerUrlSource: "https://www.comuniazo.com/apuestas/67/8-como-identificar-operadores-legales-en-espana-para-apuestas-",
  registerLinkLabel: "Consultar en el registro de la DGOJ",
};

/**
 * Version of the newsletter consent text (the form's 18+ box, NEWSLETTER_CONSENT_LABEL in
 * app/features/newsletter/newsletter-client.ts); stored with every subscription as proof of consent.
 * 2026-12-v2: the 18+ confirmation, and no cookie choice asked (decision 0365).
 */
export const NEWSLETTER_CONSENT_VERSION = "2026-12-v2";

/** Absolute URL on the canonical host: no trailing slash except for the root. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const clean = path === "/" ? "/" : path.replace(/\/+$/, "");
  return clean === "/" ? `${SITE_URL}/` : `${SITE_URL}${clean.startsWith("/") ? "" : "/"}${clean}`;
}

/**
 * The content files this build was made with that still hold example data (`example: true`: the
 * publisher, author personas), fixed by vite.config.ts. A production start for a public SITE_URL
 * refuses a build that has any (server/index.ts; decision 0237).
 */
export const EXAMPLE_DATA_FILES: readonly string[] = typeof __EXAMPLE_DATA__ !== "undefined" ? __EXAMPLE_DATA__ : [];
