import type { ContentPageInput } from "../../blocks";

export const slotsPremiumPage: ContentPageInput = {
  path: "/slots-premium",
  h1: "Slots premium: tragaperras de vídeo con más funciones",
  title: "Slots premium: mecánicas, RTP y volatilidad explicados",
  description:
    "Qué distingue a las slots de vídeo más elaboradas: Megaways, cascadas, multiplicadores y rondas de bonificación, y cómo leer su RTP y su volatilidad antes de jugar.",
  keywords: ["slots premium", "tragaperras de vídeo", "megaways", "RTP", "volatilidad"],
  breadcrumb: "Slots premium",
  intro:
    "Las tragaperras de vídeo más elaboradas combinan animaciones cuidadas con mecánicas que cambian la forma de ganar: rodillos en cascada, miles de combinaciones, multiplicadores y rondas especiales. Te contamos cómo funcionan y qué datos conviene leer antes de pulsar el botón de girar.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/slots-premium.svg",
    alt: "Ilustración de una pantalla de tragaperras de cinco rodillos con estrellas y gemas de colores",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "Qué hace «premium» a una slot" },
    {
      type: "paragraph",
      text: "No hay una definición oficial. Llamamos slots premium a las tragaperras de vídeo de los grandes estudios que cuidan tres cosas a la vez: una producción audiovisual trabajada, mecánicas de juego que van más allá de las líneas de pago fijas y una información clara sobre su RTP y su volatilidad. Suelen tener cinco o seis rodillos, varias funciones especiales y una tabla de pagos detallada dentro del propio juego.",
    },
    {
      type: "paragraph",
      text: "Que una slot sea vistosa no la hace más generosa. El resultado de cada giro lo decide un generador de números aleatorios certificado, y lo que determina cuánto devuelve a largo plazo es su configuración matemática, no la calidad de los gráficos. Por eso te recomendamos mirar siempre los datos antes que la portada.",
    },
    { type: "heading", level: 2, text: "Mecánicas que encontrarás" },
    {
      type: "table",
      caption: "Mecánicas habituales en las slots de vídeo",
      headers: ["Mecánica", "Cómo funciona", "Qué conviene saber"],
      rowHeaders: true,
      rows: [
        ["Líneas de pago fijas", "Solo pagan las combinaciones que caen sobre las líneas indicadas en la tabla.", "Es el sistema más fácil de seguir; comprueba cuántas líneas están activas."],
        ["Megaways", "Cada rodillo muestra un número variable de símbolos en cada giro, hasta 117.649 formas de ganar.", "Más combinaciones no significa más RTP: suelen ser de volatilidad alta."],
        ["Cascadas", "Los símbolos ganadores desaparecen y caen otros nuevos, que pueden formar más premios en el mismo giro.", "Un giro puede encadenar varios pagos; el coste de la apuesta no cambia."],
        ["Multiplicadores", "Multiplican el premio de una combinación o de toda una ronda.", "Concentran el valor del juego en momentos poco frecuentes."],
        ["Ronda de bonificación", "Una fase especial que se activa con símbolos de dispersión (scatter).", "Buena parte del RTP puede depender de ella; entre rondas puede haber rachas largas sin premio."],
        ["Comodines expansivos", "El comodín (wild) ocupa todo el rodillo y sustituye a otros símbolos.", "Aumentan la frecuencia de combinaciones, no la ventaja del casino."],
      ],
    },
    { type: "heading", level: 2, text: "RTP y volatilidad: los dos datos que importan" },
    {
      type: "paragraph",
      text: "El **RTP** (retorno al jugador) indica qué parte de lo apostado devuelve el juego de media a lo largo de millones de giros. Una slot con un RTP del 96 % devuelve, en teoría, 96 € por cada 100 € apostados, pero solo en el muy largo plazo: en una sesión concreta puedes perder mucho más o ganar. La **volatilidad** describe cómo se reparten esos pagos: con volatilidad baja hay premios pequeños y frecuentes; con volatilidad alta, largas rachas sin premio y pagos grandes muy de vez en cuando.",
    },
    {
      type: "paragraph",
      text: "Un detalle poco conocido: algunos estudios ofrecen el mismo juego con varias configuraciones de RTP, y cada casino elige cuál instala. Por eso el dato que vale es el que aparece en el panel de información de la slot dentro del casino en el que juegas, no el que leas en otro sitio.",
    },
    { type: "heading", level: 2, text: "Cómo elegir una slot premium" },
    {
      type: "list",
      ordered: true,
      items: [
        "Abre la tabla de pagos o el botón de información y busca el RTP y la volatilidad declarados.",
        "Ajusta la apuesta por giro a tu presupuesto: con volatilidad alta, tu saldo tiene que aguantar rachas largas sin premio.",
        "Lee cómo se activa la ronda de bonificación y qué parte de los premios depende de ella.",
        "Prueba el juego en modo demostración si el casino lo permite; tienes más opciones en nuestra página de [tragaperras gratis](/tragaperras-gratis).",
        "Antes de empezar, fija el límite de tiempo y de gasto de la sesión que te piden los casinos con licencia española.",
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Las animaciones no cambian las probabilidades",
      body: [
        "Los «casi premios», los sonidos de celebración y los símbolos que se detienen justo fuera de la línea forman parte del diseño del juego. No indican que un premio esté cerca: cada giro es independiente del anterior.",
      ],
    },
    { type: "heading", level: 2, text: "Slots premium, clásicas y con bote" },
    {
      type: "cards",
      items: [
        { title: "Slots clásicos", text: "Tres rodillos, pocas líneas y símbolos de siempre, para quien prefiere reglas sencillas.", href: "/slots-clasicos", linkLabel: "Ver slots clásicos" },
        { title: "Jackpots progresivos", text: "Juegos con un bote que crece con cada apuesta, a cambio de un juego base menos generoso.", href: "/jackpots-millonarios", linkLabel: "Ver jackpots" },
        { title: "Guía de slots online", text: "Todo lo que conviene saber sobre las tragaperras online en España, de las reglas a los bonos.", href: "/slots-online", linkLabel: "Leer la guía" },
      ],
    },
    {
      type: "paragraph",
      text: "Los operadores de nuestro ranking trabajan con los principales estudios del sector. Puedes revisar el catálogo y las condiciones de cada uno en los análisis de [Betway](/betway), [Bwin](/bwin) o [Luckia](/luckia).",
    },
    {
      type: "cta",
      text: "Compara qué casinos con licencia española ofrecen más slots de vídeo y con qué condiciones.",
      href: "/comparacion",
      label: "Comparar casinos",
    },
    { type: "responsibleGambling" },
  ],
};
