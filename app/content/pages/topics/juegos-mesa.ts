import type { ContentPageInput } from "../../blocks";

/** Table games hub: one card per family (roulette, blackjack, baccarat, dice, poker, others) and the house edge of each. */
export const juegosMesaPage: ContentPageInput = {
  path: "/juegos-mesa",
  h1: "Juegos de mesa de casino: ruleta, blackjack, baccarat, dados y póker",
  title: "Juegos de mesa de casino online: reglas y ventaja de la casa",
  description:
    "Juegos de mesa del casino online explicados: ruleta, blackjack, baccarat, dados (craps y sic bo), póker y más, con la ventaja de la casa de cada apuesta.",
  keywords: ["juegos de mesa casino", "ruleta", "blackjack", "baccarat", "craps", "sic bo", "póker"],
  breadcrumb: "Juegos de mesa",
  intro:
    "Los juegos de mesa son el corazón de cualquier casino: reglas que se aprenden en minutos, rondas cortas y, en varios de ellos, una **ventaja de la casa** bastante más baja que la de las tragaperras. Aquí tienes qué ofrece cada familia, qué apuestas convienen y cuáles es mejor dejar pasar.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/juegos-mesa.svg",
    alt: "Ilustración de un tapete verde con una rueda de ruleta, cartas y dos dados",
    width: 1200,
    height: 600,
  },
  blocks: [
    {
      type: "imageCards",
      title: "Elige un juego de mesa",
      items: [
        { src: "/images/pages/juegos-mesa/ruleta.svg", alt: "Rueda de ruleta europea vista desde arriba con la bola en una casilla", title: "Ruleta", link: "/ruleta-online" },
        { src: "/images/pages/juegos-mesa/blackjack.svg", alt: "Un as y una figura sobre el tapete formando un blackjack", title: "Blackjack", link: "/blackjack-online" },
        { src: "/images/pages/juegos-mesa/baccarat.svg", alt: "Cartas de baccarat junto a las casillas de jugador, banca y empate", title: "Baccarat", link: "/baccarat-online" },
        { src: "/images/pages/juegos-mesa/dados.svg", alt: "Tres dados blancos que muestran caras distintas", title: "Dados: craps y sic bo", link: "/juegos-mesa#dados" },
        { src: "/images/pages/juegos-mesa/poker.svg", alt: "Cinco cartas de póker abiertas en abanico", title: "Póker", link: "/poker-texas-holdem" },
        { src: "/images/pages/juegos-mesa/otros.svg", alt: "Tapete con casillas de apuesta de varios juegos de cartas", title: "Otros juegos de mesa", link: "/juegos-mesa#otros-juegos" },
      ],
    },
    { type: "heading", level: 2, text: "Ruleta", id: "ruleta" },
    {
      type: "paragraph",
      text: "Una bola, una rueda y decenas de formas de apostar: a un número, a un color, a una docena. La variante decide cuánto te cuesta jugar. La **ruleta europea** tiene 37 números (del 0 al 36) y una ventaja de la casa del 2,7 %; la **americana** añade un doble cero, llega a 38 números y eleva la ventaja al 5,26 %. Con las mismas apuestas, la americana casi duplica el coste.",
    },
    {
      type: "paragraph",
      text: "Tienes las reglas y los tipos de apuesta en nuestra guía de [ruleta online](/ruleta-online) y una guía larga para practicar sin dinero en [ruleta online gratis](/ruleta-casino-online-gratis).",
    },
    { type: "heading", level: 2, text: "Blackjack", id: "blackjack" },
    {
      type: "paragraph",
      text: "El objetivo es sumar más que el crupier sin pasarte de 21. Es el juego de mesa en el que tus decisiones más pesan: pedir, plantarse, doblar o separar según la **estrategia básica** deja la ventaja de la casa en torno al 0,5 %, es decir, un RTP de hasta el 99,5 %. Jugar a corazonadas puede multiplicar ese coste.",
    },
    {
      type: "paragraph",
      text: "Antes de sentarte, comprueba que el blackjack natural (un as y una carta de valor 10) paga 3:2. Algunas mesas lo pagan 6:5, una diferencia pequeña en apariencia que encarece mucho el juego. Más detalles en [blackjack online](/blackjack-online).",
    },
    { type: "heading", level: 2, text: "Baccarat", id: "baccarat" },
    {
      type: "paragraph",
      text: "También conocido como punto y banca. Solo decides a qué apuestas: al jugador, a la banca o al empate. Después, las cartas se reparten según reglas fijas. La apuesta a la banca tiene la ventaja de la casa más baja (1,06 %) aunque paga 0,95:1 por la comisión; la del jugador paga 1:1 con un 1,24 %. El empate paga 8:1, pero su ventaja de la casa es del 14,4 %: es la apuesta que conviene evitar.",
    },
    {
      type: "paragraph",
      text: "Encontrarás variantes y consejos en [baccarat online](/baccarat-online).",
    },
    { type: "heading", level: 2, text: "Dados: craps y sic bo", id: "dados" },
    {
      type: "paragraph",
      text: "El **craps** se juega con dos dados. La apuesta básica, la línea de pase, se decide en la primera tirada si sale 7 u 11 (ganas) o 2, 3 o 12 (pierdes); con cualquier otro número, ese número pasa a ser el «punto» y hay que repetirlo antes de que salga un 7. La línea de pase tiene una ventaja de la casa del 1,41 %, pero la mesa está llena de apuestas de un solo lanzamiento con ventajas muy superiores.",
    },
    {
      type: "paragraph",
      text: "El **sic bo** usa tres dados. Las apuestas a «grande» (suma de 11 a 17) o «pequeño» (de 4 a 10) pagan 1:1 y pierden si sale un triple; su ventaja de la casa es del 2,78 %. Las apuestas a un triple concreto pagan mucho, pero son de las más caras del casino. En los casinos online españoles los dados aparecen con menos frecuencia que la ruleta o el blackjack; el sic bo se encuentra sobre todo en las mesas de [casino en directo](/casino-en-directo).",
    },
    { type: "heading", level: 2, text: "Póker", id: "poker" },
    {
      type: "paragraph",
      text: "El póker es diferente del resto: en una sala de póker juegas **contra otros jugadores**, no contra la casa. El operador no gana con tus pérdidas sino con una comisión (el «rake») sobre cada bote o con una cuota de inscripción en los torneos. La habilidad cuenta de verdad, y también la varianza. El Texas Hold'em es la variante más popular; la explicamos en [póker Texas Hold'em](/poker-texas-holdem).",
    },
    {
      type: "paragraph",
      text: "Los casinos también ofrecen póker contra la banca, como el Casino Hold'em o el póker de tres cartas. Ahí no hay rivales: comparas tu mano con la del crupier y la casa tiene una ventaja fija, como en cualquier otro juego de mesa.",
    },
    { type: "heading", level: 2, text: "Otros juegos de mesa", id: "otros-juegos" },
    {
      type: "list",
      items: [
        "**Casino Hold'em**: recibes dos cartas, ves el flop y decides si sigues jugando; tu mano se compara con la del crupier. Su ventaja de la casa ronda el 2,16 % sobre la apuesta inicial.",
        "**Póker de tres cartas**: rondas muy rápidas con tres cartas por jugador y una apuesta opcional a la propia mano con pagos escalonados.",
        "**Caribbean Stud**: cinco cartas contra la mano del crupier, que debe «calificar» con al menos as y rey. Su ventaja de la casa ronda el 5,2 %, más alta que la del blackjack o el baccarat.",
        "**Variantes con apuestas laterales**: pares, combinaciones de colores o botes. Pagan mucho y rara vez; su ventaja de la casa es casi siempre mayor que la del juego principal.",
      ],
    },
    { type: "heading", level: 2, text: "Qué cuesta cada apuesta: la ventaja de la casa" },
    {
      type: "table",
      caption: "Ventaja de la casa de las apuestas principales de los juegos de mesa",
      headers: ["Juego y apuesta", "Pago", "Ventaja de la casa"],
      rows: [
        ["Blackjack con estrategia básica", "1:1 (blackjack natural 3:2)", "En torno al 0,5 %"],
        ["Baccarat, apuesta a la banca", "0,95:1", "1,06 %"],
        ["Baccarat, apuesta al jugador", "1:1", "1,24 %"],
        ["Craps, línea de pase", "1:1", "1,41 %"],
        ["Ruleta europea, cualquier apuesta", "De 1:1 a 35:1", "2,7 %"],
        ["Sic bo, grande o pequeño", "1:1", "2,78 %"],
        ["Ruleta americana, cualquier apuesta salvo la de cinco números", "De 1:1 a 35:1", "5,26 %"],
        ["Baccarat, empate", "8:1", "14,4 %"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "La ventaja de la casa es lo que el juego retiene de media de cada euro apostado a largo plazo. Un 2,7 % significa que, apostando 100 € en total en ruleta europea, el coste esperado es de 2,70 €. No te dice qué pasará en una sesión, pero sí qué juego te sale más caro con el tiempo.",
    },
    { type: "heading", level: 2, text: "Cómo empezar con los juegos de mesa" },
    {
      type: "steps",
      items: [
        { title: "Aprende las reglas sin dinero", text: "Las versiones automáticas de ruleta, blackjack y baccarat suelen tener modo demo. Úsalas hasta que no tengas que pensar cómo se coloca una apuesta." },
        { title: "Escoge la variante barata", text: "Ruleta europea o francesa antes que americana; blackjack que pague 3:2; baccarat apostando a banca o jugador, no al empate." },
        { title: "Mira los límites de la mesa", text: "Elige una apuesta mínima que te permita jugar muchas rondas con tu presupuesto." },
        { title: "Pon tus propios límites", text: "Fija un presupuesto y un tiempo máximo para la sesión y actívalos en tu cuenta antes de jugar." },
      ],
    },
    {
      type: "faq",
      title: "Preguntas frecuentes sobre juegos de mesa",
      items: [
        {
          question: "¿Cuál es el juego de mesa con menor ventaja de la casa?",
          answer: "El blackjack jugado con estrategia básica, con una ventaja en torno al 0,5 %. Le siguen las apuestas a banca y jugador del baccarat (1,06 % y 1,24 %) y la línea de pase del craps (1,41 %).",
        },
        {
          question: "¿Los juegos de mesa online usan cartas reales?",
          answer: "Depende: las versiones automáticas usan un generador de números aleatorios certificado, y las de casino en directo usan cartas, ruedas y dados reales retransmitidos en vídeo.",
        },
        {
          question: "¿Existe algún sistema para ganar siempre a la ruleta o al baccarat?",
          answer: "No. Ningún sistema de apuestas cambia la ventaja de la casa de un juego de azar; como mucho cambia cómo se reparten las ganancias y las pérdidas a lo largo de la sesión.",
        },
        {
          question: "¿Por qué conviene evitar la apuesta al empate en el baccarat?",
          answer: "Porque, aunque paga 8:1, su ventaja de la casa es del 14,4 %, más de diez veces la de las apuestas a banca o jugador.",
        },
      ],
    },
    { type: "responsibleGambling" },
    {
      type: "cta",
      text: "¿Quieres saber qué casinos con licencia en España tienen el mejor catálogo de mesas?",
      href: "/comparacion",
      label: "Ver la comparación de casinos",
    },
  ],
};
