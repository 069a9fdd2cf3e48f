import type { ContentPageInput } from "../../blocks";

export const pokerTexasHoldemPage: ContentPageInput = {
  path: "/poker-texas-holdem",
  h1: "Póker Texas Hold'em: reglas, manos y gestión del saldo",
  title: "Póker Texas Hold'em online: reglas, manos y estrategia",
  description:
    "Guía de Texas Hold'em: cómo se juega una mano, ranking de manos, posiciones, torneos y freerolls con 1.000 € garantizados, y la regla del 5 % para gestionar tu saldo.",
  keywords: ["Texas Hold'em", "reglas póker", "ranking de manos póker", "freeroll", "gestión de bankroll"],
  breadcrumb: "Texas Hold'em",
  intro:
    "El Texas Hold'em se aprende en una tarde y se tarda años en dominar. Esta guía reúne lo necesario para sentarte a tu primera mesa online con criterio: el desarrollo de una mano, el orden de las jugadas, la importancia de la posición, los tipos de torneo y cómo proteger tu saldo con una regla sencilla.",
  updated: "2026-11-21",
  schemaType: "Article",
  hero: {
    src: "/images/pages/poker-texas-holdem.svg",
    alt: "Ilustración de dos cartas propias junto a cinco cartas comunitarias sobre una mesa de póker",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "Cómo se juega una mano" },
    {
      type: "paragraph",
      text: "Cada jugador recibe dos cartas privadas y en el centro de la mesa se descubren hasta cinco cartas comunitarias, que todos comparten. Gana el bote quien forme la mejor combinación de cinco cartas usando cualquier mezcla de sus dos cartas y las cinco de la mesa, o quien consiga que todos los demás se retiren antes. Antes de repartir, los dos jugadores a la izquierda del botón ponen las **ciegas** (una pequeña y otra grande), apuestas obligatorias que dan a cada mano algo por lo que jugar.",
    },
    {
      type: "steps",
      items: [
        { title: "Preflop", text: "Cada jugador ve sus dos cartas y decide si juega. Habla primero el jugador a la izquierda de la ciega grande." },
        { title: "Flop", text: "Se descubren tres cartas comunitarias y hay una segunda ronda de apuestas, que empieza el primer jugador activo a la izquierda del botón." },
        { title: "Turn", text: "Se descubre la cuarta carta comunitaria y se apuesta de nuevo." },
        { title: "River", text: "Se descubre la quinta y última carta y se abre la última ronda de apuestas." },
        { title: "Enfrentamiento", text: "Si quedan dos o más jugadores, se muestran las cartas y gana la mejor combinación de cinco." },
      ],
    },
    {
      type: "definitions",
      items: [
        { term: "Pasar", definition: "No apostar cuando nadie ha apostado antes en esa ronda." },
        { term: "Apostar", definition: "Poner fichas en el bote cuando nadie lo ha hecho aún en esa ronda." },
        { term: "Igualar", definition: "Poner la misma cantidad que la última apuesta para seguir en la mano." },
        { term: "Subir", definition: "Aumentar la apuesta vigente; los demás tendrán que igualar la nueva cantidad o retirarse." },
        { term: "Retirarse", definition: "Abandonar la mano y renunciar a lo que ya hayas puesto en el bote." },
      ],
    },
    { type: "heading", level: 2, text: "Ranking de manos" },
    {
      type: "table",
      caption: "Manos de póker de mayor a menor valor",
      headers: ["Mano", "Ejemplo", "Qué es"],
      rowHeaders: true,
      rows: [
        ["Escalera real", "A K Q J 10 de picas", "As, rey, reina, jota y diez del mismo palo"],
        ["Escalera de color", "9 8 7 6 5 de corazones", "Cinco cartas consecutivas del mismo palo"],
        ["Póker", "Cuatro reyes", "Cuatro cartas del mismo valor"],
        ["Full", "Tres ochos y dos cincos", "Un trío y una pareja"],
        ["Color", "Cinco tréboles cualesquiera", "Cinco cartas del mismo palo, no consecutivas"],
        ["Escalera", "10 9 8 7 6 de palos distintos", "Cinco cartas consecutivas de varios palos"],
        ["Trío", "Tres sietes", "Tres cartas del mismo valor"],
        ["Doble pareja", "Dos jotas y dos cuatros", "Dos parejas distintas"],
        ["Pareja", "Dos ases", "Dos cartas del mismo valor"],
        ["Carta alta", "As como carta más alta", "Ninguna de las anteriores"],
      ],
    },
    { type: "heading", level: 2, text: "La posición y las manos iniciales" },
    {
      type: "paragraph",
      text: "Actuar después que tus rivales es una ventaja enorme: sabes qué han hecho antes de decidir. Por eso el **botón**, la última posición en hablar después del flop, es el mejor asiento de la mesa, y las primeras posiciones tras las ciegas, las más incómodas. Una regla útil para empezar: juega muy pocas manos desde las primeras posiciones (parejas altas, as-rey, as-reina) y amplía el abanico a medida que te acercas al botón. La mayoría de las manos iniciales se deben tirar sin pensarlo dos veces.",
    },
    {
      type: "paragraph",
      text: "Para calcular si merece la pena seguir en una mano con proyecto, cuenta tus **outs**, las cartas que la mejorarían. La regla del 4 y del 2 da una aproximación rápida: en el flop, multiplica los outs por 4 para estimar el porcentaje de ligar hasta el river; en el turn, multiplícalos por 2. Con un proyecto de color tienes 9 outs, alrededor de un 35 % desde el flop.",
    },
    { type: "heading", level: 2, text: "Torneos y freerolls" },
    {
      type: "table",
      caption: "Tipos de torneo habituales en las salas online",
      headers: ["Tipo de torneo", "Inscripción", "Premio", "Qué tener en cuenta"],
      rowHeaders: true,
      rows: [
        ["Freeroll", "Sin cuota de inscripción", "1.000 € garantizados", "Muchos inscritos; el premio se reparte entre los mejores clasificados"],
        ["Torneo garantizado", "Cuota fija", "Un mínimo que la sala asegura aunque haya pocos inscritos", "Comprueba la duración de los niveles de ciegas"],
        ["Sit & Go", "Cuota fija", "Se reparte entre los primeros de una o dos mesas", "Empieza al completarse las plazas"],
        ["Satélite", "Cuota reducida", "Una plaza para un torneo mayor", "El premio es la inscripción, no dinero en efectivo"],
      ],
    },
    {
      type: "paragraph",
      text: "Un freeroll con **1.000 € garantizados** reparte como mínimo esa cantidad entre los mejores clasificados sin que pagues inscripción. Es una buena escuela para aprender cómo cambia el juego cuando suben las ciegas, pero ten expectativas realistas: suele haber miles de inscritos, la mayoría de los premios son pequeños y las condiciones de acceso (registro, puntos o depósito previo) varían según la sala. Léelas antes de inscribirte.",
    },
    { type: "heading", level: 2, text: "Gestión del saldo: la regla del 5 %" },
    {
      type: "paragraph",
      text: "Separa un saldo exclusivo para el póker, que puedas permitirte perder sin que afecte a tus gastos, y no arriesgues más del **5 % de ese saldo** en una sola apuesta, mesa o inscripción de torneo. Así una mala racha, que llegará, no te deja fuera del juego ni te empuja a subir de límite para recuperar.",
    },
    {
      type: "table",
      caption: "Apuesta o inscripción máxima según la regla del 5 %",
      headers: ["Saldo dedicado al póker", "Máximo por apuesta o inscripción (5 %)"],
      rowHeaders: true,
      rows: [
        ["100 €", "5 €"],
        ["200 €", "10 €"],
        ["500 €", "25 €"],
        ["1.000 €", "50 €"],
      ],
    },
    {
      type: "list",
      items: [
        "**Baja de límite** si tu saldo cae por debajo del nivel en el que juegas; no subas para recuperar.",
        "**No mezcles** el saldo del póker con el dinero de tus gastos habituales.",
        "**Ten en cuenta la comisión** de la sala (rake): en los límites bajos pesa mucho sobre tus resultados.",
        "**Fija límites de depósito** en tu cuenta; en los operadores con licencia española están disponibles en el área de juego responsable.",
      ],
    },
    { type: "heading", level: 2, text: "Errores habituales al empezar" },
    {
      type: "list",
      items: [
        "Jugar demasiadas manos por aburrimiento.",
        "Igualar apuestas grandes con manos mediocres «para ver qué pasa».",
        "Jugar varias mesas a la vez antes de dominar una.",
        "Seguir jugando enfadado después de perder una mano importante.",
      ],
    },
    {
      type: "faq",
      title: "Preguntas frecuentes sobre el Texas Hold'em",
      items: [
        {
          question: "¿Es legal jugar al póker online en España?",
          answer: "Sí, en salas con licencia de la Dirección General de Ordenación del Juego (DGOJ). Necesitas ser mayor de 18 años y verificar tu identidad.",
        },
        {
          question: "¿Qué gana, un color o una escalera?",
          answer: "El color. Cinco cartas del mismo palo están por encima de cinco cartas consecutivas de palos distintos. Por encima del color están el full, el póker y las escaleras de color.",
        },
        {
          question: "¿Qué es un freeroll?",
          answer: "Un torneo sin cuota de inscripción en el que la sala pone el premio, por ejemplo 1.000 € garantizados. Las condiciones de acceso varían según la sala.",
        },
        {
          question: "¿Cuánto debo arriesgar en cada partida?",
          answer: "Como norma, no más del 5 % del saldo que dedicas al póker en una sola apuesta, mesa o inscripción. Con 200 € de saldo, eso significa un máximo de 10 €.",
        },
        {
          question: "¿El póker es un juego de habilidad o de azar?",
          answer: "De las dos cosas. La habilidad decide a largo plazo, pero en una sesión o un torneo el azar pesa mucho, y la comisión de la sala hace que muchos jugadores pierdan aunque jueguen razonablemente bien.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "¿Buscas sala? Lee nuestra página de [póker online](/poker-online) y los análisis de [PokerStars](/pokerstars) y [Bwin](/bwin), o compara todos los operadores en la [comparación de casinos](/comparacion). Si el juego empieza a preocuparte, tienes recursos y teléfonos de ayuda en la [guía de juego responsable](/guia-juego-responsable).",
    },
    { type: "responsibleGambling" },
  ],
};
