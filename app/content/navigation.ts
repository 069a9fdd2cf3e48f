import { OPERATOR_INDEX, detailPath, type OperatorId } from "./operator-utils";

export interface NavLink {
  label: string;
  href: string;
}

export const MAIN_LINKS: NavLink[] = [
  { label: "Inicio", href: "/" },
  { label: "Comparativa", href: "/comparacion" },
  { label: "Blog", href: "/blog" },
];

/** 'Casinos' dropdown: the ten review pages, in ranking order, straight from the operator data. */
export const CASINO_LINKS: NavLink[] = OPERATOR_INDEX.map((o) => ({ label: o.name, href: detailPath(o.id) }));

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

/**
 * The three featured blog articles linked from the footer. The footer renders on the client too,
 * so it cannot read the Markdown files: these mirror the posts marked `featured: true`, and a
 * unit test (app/content/blog.server.test.ts) fails if the two ever drift apart.
 */
export const FEATURED_ARTICLE_LINKS: NavLink[] = [
  {
    label: "Apuestas deportivas para principiantes: cuotas, mercados y gestión del bankroll",
    href: "/blog/apuestas-deportivas-guia-principiantes",
  },
  {
    label: "Requisitos de apuesta (rollover): cómo calcular lo que cuesta de verdad un bono",
    href: "/blog/requisitos-de-apuesta-rollover-explicado",
  },
  {
    label: "El mercado del juego online en España en 2026: jugadores, licencias y deportes",
    href: "/blog/mercado-juego-online-espana-2026",
  },
];

export const FOOTER_SECTIONS: { title: string; links: NavLink[] }[] = [
  {
    title: "Casinos destacados",
    // The footer's operator links of spec section 2, labelled from the operator data.
    links: (["bet365", "betway", "williamhill", "pokerstars", "marca"] as OperatorId[]).map((id) => ({
      label: OPERATOR_INDEX.find((o) => o.id === id)!.name,
      href: detailPath(id),
    })),
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
