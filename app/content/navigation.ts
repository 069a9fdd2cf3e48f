export interface NavLink {
  label: string;
  href: string;
}

export const MAIN_LINKS: NavLink[] = [
  { label: "Inicio", href: "/" },
  { label: "Comparativa", href: "/comparacion" },
  { label: "Blog", href: "/blog" },
];

/** 'Casinos' dropdown: the ten review pages, in ranking order. */
export const CASINO_LINKS: NavLink[] = [
  { label: "Bet365", href: "/bet365" },
  { label: "Codere", href: "/codere" },
  { label: "Betway", href: "/betway" },
  { label: "William Hill", href: "/williamhill" },
  { label: "Bwin", href: "/bwin" },
  { label: "PokerStars", href: "/pokerstars" },
  { label: "Luckia", href: "/luckia" },
  { label: "Paf", href: "/paf" },
  { label: "Marca Apuestas", href: "/marca" },
  { label: "Pastón", href: "/paston" },
];

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

/** The three featured blog articles linked from the footer (set by the blog content). */
export const FEATURED_ARTICLE_LINKS: NavLink[] = [
  { label: "Artículos destacados del blog", href: "/blog" },
];

export const FOOTER_SECTIONS: { title: string; links: NavLink[] }[] = [
  {
    title: "Casinos destacados",
    links: [
      { label: "Bet365", href: "/bet365" },
      { label: "Betway", href: "/betway" },
      { label: "William Hill", href: "/williamhill" },
      { label: "PokerStars", href: "/pokerstars" },
      { label: "Marca Apuestas", href: "/marca" },
    ],
  },
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
