import type { ContentPageInput } from "../../blocks";

export const jackpotsMillonariosPage: ContentPageInput = {
  path: "/jackpots-millonarios",
  h1: "Jackpots millonarios: cómo funcionan los botes progresivos",
  title: "Jackpots progresivos: cómo funcionan y qué debes saber",
  description:
    "Qué es un jackpot progresivo, de dónde sale el bote, por qué el juego base devuelve menos y qué probabilidades reales hay de ganarlo.",
  keywords: ["jackpots millonarios", "jackpot progresivo", "botes acumulados", "slots con bote"],
  breadcrumb: "Jackpots millonarios",
  intro:
    "Los botes que superan el millón de euros existen, pero detrás de cada cifra llamativa hay millones de apuestas y una probabilidad mínima de acertarla. Te explicamos cómo se forman los jackpots progresivos y qué implica jugar a ellos, para que decidas con la información completa.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/jackpots-millonarios.svg",
    alt: "Ilustración de un indicador de bote que se llena por niveles junto a unos rodillos de tragaperras",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "De dónde sale el bote" },
    {
      type: "paragraph",
      text: "Un jackpot progresivo aparta una pequeña fracción de cada apuesta para alimentar un premio que crece hasta que alguien lo gana. Cuando eso ocurre, el bote vuelve a un importe inicial (la «semilla») y empieza a crecer otra vez. Cuantos más jugadores y casinos aporten al mismo bote, más rápido sube y más grande puede llegar a ser.",
    },
    {
      type: "paragraph",
      text: "Ese dinero no aparece de la nada: sale del RTP del propio juego. Por eso, en muchas slots con bote el juego base devuelve menos que una tragaperras normal. Si el RTP total de una slot es del 96 % y una parte va al bote, el resto de premios reparte algo menos. Para la gran mayoría de jugadores, que nunca ganarán el premio mayor, el juego resulta en la práctica menos generoso.",
    },
    { type: "heading", level: 2, text: "Tipos de jackpot" },
    {
      type: "table",
      caption: "Tipos de jackpot y qué implican para el jugador",
      headers: ["Tipo", "De dónde sale el bote", "Qué implica para ti"],
      rowHeaders: true,
      rows: [
        ["Fijo", "Un premio de importe fijo que forma parte de la tabla de pagos.", "Sabes desde el principio cuánto pagará; no crece."],
        ["Progresivo local", "Una parte de las apuestas de un solo juego o de un solo casino.", "Bote más modesto, pero con menos jugadores compitiendo por él."],
        ["Progresivo en red", "Las apuestas de un mismo juego en muchos casinos conectados.", "Es el que alcanza cifras millonarias, con probabilidades mínimas."],
        ["Con fecha o importe límite", "Un bote que debe entregarse antes de una hora o al llegar a un tope.", "Tiene reglas más transparentes; léelas en el propio juego."],
      ],
    },
    { type: "heading", level: 2, text: "La probabilidad, en perspectiva" },
    {
      type: "paragraph",
      text: "Los proveedores no suelen publicar la probabilidad exacta del premio mayor, pero en los botes en red se cuenta en una entre muchos millones de giros. Para hacerse una idea: aunque jugaras todos los días durante años, lo más probable es que no lo vieras nunca. Eso no hace que el juego sea un engaño; significa que hay que tratarlo como lo que es, un entretenimiento con un premio muy improbable, y no como un plan para ganar dinero.",
    },
    {
      type: "callout",
      tone: "warning",
      title: "Un bote alto no está «a punto de caer»",
      body: [
        "Salvo en los jackpots con fecha o importe límite, el bote no tiene más probabilidades de entregarse porque sea grande o porque lleve mucho tiempo sin salir. Cada giro tiene la misma probabilidad que el anterior.",
      ],
    },
    { type: "heading", level: 2, text: "Qué comprobar antes de jugar" },
    {
      type: "list",
      ordered: true,
      items: [
        "**Si hace falta la apuesta máxima** para optar al bote. En algunos juegos, con apuestas menores solo puedes ganar premios secundarios.",
        "**El RTP del juego base** y qué parte corresponde al bote; suele figurar en la ayuda de la slot.",
        "**Si el bote es local o en red**, y cuál es su importe inicial.",
        "**Cómo se paga un premio grande**: los casinos con licencia española verifican tu identidad antes de pagar y pueden abonar los premios elevados por transferencia.",
        "**Tu presupuesto**: decide cuánto vas a jugar en la sesión y no lo aumentes porque el bote haya subido.",
      ],
    },
    { type: "heading", level: 2, text: "Impuestos" },
    {
      type: "paragraph",
      text: "En España, las ganancias netas del juego online se declaran en el IRPF: cuentan las ganancias menos las pérdidas del mismo periodo. Si algún día obtienes un premio importante, consulta la información de la Agencia Tributaria o a un asesor fiscal antes de hacer la declaración.",
    },
    {
      type: "paragraph",
      text: "Si prefieres juegos con premios más frecuentes, echa un vistazo a las [slots clásicas](/slots-clasicos) o a nuestra [guía de slots online](/slots-online), donde explicamos el RTP y la volatilidad con ejemplos. Para conocer el catálogo de cada operador, revisa nuestros análisis de [Bet365](/bet365) o [William Hill](/williamhill).",
    },
    {
      type: "cta",
      text: "Compara los casinos con licencia en España que ofrecen slots con jackpot progresivo.",
      href: "/comparacion",
      label: "Ver la comparación de casinos",
    },
    { type: "responsibleGambling" },
  ],
};
