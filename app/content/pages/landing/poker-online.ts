import type { ContentPageInput } from "../../blocks";

export const pokerOnlinePage: ContentPageInput = {
  path: "/poker-online",
  h1: "Póker online en España: formatos, salas y primeros pasos",
  title: "Póker online en España: formatos, salas y cómo empezar",
  description:
    "Cómo funciona el póker online en las salas con licencia española: partidas de cash, torneos y Sit & Go, la comisión de la sala y consejos para empezar con buen pie.",
  keywords: ["póker online", "salas de póker España", "torneos de póker", "cash games", "Sit & Go"],
  breadcrumb: "Póker online",
  intro:
    "El póker es el único juego del casino en el que compites contra otros jugadores y no contra la banca. Eso cambia casi todo: la habilidad cuenta, la sala cobra una comisión en lugar de tener ventaja y elegir bien el formato es la mitad del trabajo.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/poker-online.svg",
    alt: "Ilustración de una mesa de póker vista desde arriba con cartas comunitarias boca arriba",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "Contra otros jugadores, no contra el casino" },
    {
      type: "paragraph",
      text: "En la ruleta o el blackjack juegas contra la casa, que tiene una ventaja matemática fija. En el póker, el dinero pasa de unos jugadores a otros y la sala se queda con una pequeña comisión, el **rake**, que descuenta de cada bote en las partidas de cash o suma a la inscripción de cada torneo. A la larga ganan los jugadores que toman mejores decisiones que sus rivales por un margen mayor que esa comisión; el resto pierde poco a poco, aunque tenga buenas noches.",
    },
    {
      type: "paragraph",
      text: "En las salas con licencia española solo pueden sentarse jugadores con la identidad verificada. Algunas salas comparten mesas con jugadores registrados en Francia y Portugal gracias a la liquidez compartida, lo que aumenta el número de partidas abiertas a cualquier hora.",
    },
    { type: "heading", level: 2, text: "Formatos de juego" },
    {
      type: "table",
      caption: "Formatos habituales de póker online",
      headers: ["Formato", "Cómo funciona", "Para quién"],
      rowHeaders: true,
      rows: [
        ["Partidas de cash", "Te sientas con fichas que equivalen a dinero real y puedes levantarte cuando quieras. La sala cobra un porcentaje de cada bote.", "Quien prefiere sesiones de duración libre y decidir cuándo parar."],
        ["Torneos (MTT)", "Pagas una inscripción fija, recibes fichas de torneo y juegas hasta quedarte sin ellas o ganar. Cobran premio los mejores clasificados.", "Quien acepta sesiones largas a cambio de un riesgo limitado a la inscripción."],
        ["Sit & Go", "Torneos de una o dos mesas que empiezan en cuanto se completan las plazas.", "Quien quiere la estructura de un torneo en menos de una hora."],
        ["Torneos rápidos de tres jugadores", "Sit & Go muy cortos con ciegas que suben deprisa y un premio que se sortea antes de empezar.", "Solo para quien tiene claro que la varianza es muy alta."],
        ["Freerolls", "Torneos sin cuota de inscripción con un premio garantizado que pone la sala.", "Para aprender la dinámica de los torneos sin arriesgar saldo."],
      ],
    },
    { type: "heading", level: 2, text: "Variantes más jugadas" },
    {
      type: "paragraph",
      text: "La gran mayoría de mesas son de **Texas Hold'em sin límite**: dos cartas propias, cinco comunitarias y cuatro rondas de apuestas. Si empiezas, es la variante que te recomendamos aprender primero; nuestra [guía de Texas Hold'em](/poker-texas-holdem) explica las manos, las posiciones y la gestión del saldo paso a paso. Después suele venir el **Omaha**, en el que recibes cuatro cartas y debes usar exactamente dos: las manos son más fuertes y los botes, más grandes.",
    },
    { type: "heading", level: 2, text: "Qué mirar al elegir una sala" },
    {
      type: "list",
      items: [
        "**Licencia española** de la DGOJ: sin ella, la sala no puede operar en España ni te ofrece las garantías de la ley.",
        "**Tráfico** en las horas en las que sueles jugar y en los límites que te interesan.",
        "**Comisión**: cuánto rake se descuenta y si hay un tope por bote.",
        "**Estructura de los torneos**: duración de los niveles y fichas iniciales; más tiempo por nivel significa menos azar.",
        "**Herramientas de control**: límites de depósito, recordatorios de sesión y autoexclusión fáciles de encontrar.",
      ],
    },
    { type: "heading", level: 2, text: "Cinco consejos para empezar" },
    {
      type: "steps",
      items: [
        { title: "Empieza por los límites más bajos", text: "La diferencia entre jugadores es enorme en los niveles altos; aprende donde los errores salen baratos." },
        { title: "Juega pocas manos", text: "La mayoría de las manos iniciales se tiran. Jugar demasiadas es el error más caro y más habitual." },
        { title: "Respeta la posición", text: "Actuar el último te da información. Juega más manos en el botón que en las primeras posiciones." },
        { title: "Separa un saldo para el póker", text: "No arriesgues en una sola partida o torneo más de una pequeña parte de ese saldo." },
        { title: "Revisa tus manos", text: "Dedicar unos minutos a repasar las jugadas dudosas mejora más que jugar horas en piloto automático." },
      ],
    },
    {
      type: "paragraph",
      text: "[PokerStars](/pokerstars) es el operador de nuestro ranking más centrado en el póker; [Bwin](/bwin) también tiene sala de póker junto a su casino y sus apuestas deportivas. Consulta en cada análisis qué formatos ofrece cada operador.",
    },
    {
      type: "callout",
      tone: "warning",
      title: "La habilidad no elimina el riesgo",
      body: [
        "Incluso los buenos jugadores pasan rachas largas de pérdidas. Si te encuentras jugando más para recuperar lo perdido, para y consulta nuestra [guía de juego responsable](/guia-juego-responsable).",
      ],
    },
    {
      type: "cta",
      text: "Compara las salas con licencia en España por tráfico, comisiones y condiciones.",
      href: "/comparacion",
      label: "Ver la comparación de casinos",
    },
    { type: "responsibleGambling" },
  ],
};
