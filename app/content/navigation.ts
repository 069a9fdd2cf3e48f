export interface NavLink {
  label: string;
  href: string;
}

export const MAIN_LINKS: NavLink[] = [
  { label: "Inicio", href: "/" },
  { label: "Comparativa", href: "/comparacion" },
  { label: "Blog", href: "/blog" },
];

/**
 * What the header and footer need from the content collections (operators, featured posts). The
 * root loader builds it on the server (app/lib/site-nav.server.ts), so the client never reads the
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

/** 'Juegos' dropdown: the game and topic guides. */
export const GAME_LINKS: NavLink[] = [
  { label: "Slots online", href: "/slots-online" },
  { label: "Tragaperras gratis", href: "/tragaperras-gratis" },
  { label: "Ruleta online", href: "/ruleta-online" },
  { label: "Guía de ruleta gratis", href: "/ruleta-casino-online-gratis" },
  { label: "Blackjack online", href: "/blackjack-online" },
  { label: "Póker Texas Hold'em", href: "/poker-texas-holdem" },
  { label: "Baccarat online", href: "/baccarat-online" },
  { label: "Casino en directo", href: "/casino-en-directo" },
  { label: "Juegos de mesa", href: "/juegos-mesa" },
  { label: "Plinko", href: "/plinko" },
  { label: "Apuestas online", href: "/apuestas-online" },
  { label: "Bono de bienvenida", href: "/bono-bienvenida-casino" },
];

/** Footer sections with fixed links; the operator and article sections come from SiteNav. */
export const FOOTER_SECTIONS: { title: string; links: NavLink[] }[] = [
  {
    title: "Explora",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Experiencia Premium", href: "/experiencia-premium" },
      { label: "Slots Premium", href: "/slots-premium" },
      { label: "Ruleta Clásica", href: "/ruleta-clasica" },
    ],
  },
  {
    title: "Información",
    links: [
      { label: "Juego responsable", href: "/guia-juego-responsable" },
      { label: "Centro de ayuda", href: "/ayuda" },
      { label: "Términos y condiciones", href: "/terminos-condiciones" },
      { label: "Política de privacidad", href: "/politica-privacidad" },
      { label: "Aviso legal", href: "/aviso-legal" },
    ],
  },
];
