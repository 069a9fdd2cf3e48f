import type { ContentPageInput } from "../../blocks";

export const blackjackOnlinePage: ContentPageInput = {
  path: "/blackjack-online",
  h1: "Blackjack online: reglas, pagos y estrategia básica",
  title: "Blackjack online: reglas, pagos y estrategia básica",
  description:
    "Blackjack online: valor de las cartas, pagos (blackjack 3:2, seguro 2:1), reglas que cambian la ventaja, estrategia básica y un RTP de hasta el 99,5 %.",
  keywords: ["blackjack online", "estrategia básica blackjack", "pagos blackjack", "reglas blackjack", "RTP blackjack"],
  breadcrumb: "Blackjack online",
  intro:
    "El blackjack es el juego de mesa en el que tus decisiones más influyen en el resultado. Con las reglas adecuadas y la estrategia básica, la ventaja de la casa queda por debajo del 1 %. Aquí tienes las reglas, los pagos, las variantes y una tabla de estrategia que puedes tener abierta mientras juegas.",
  updated: "2026-11-21",
  schemaType: "Article",
  hero: {
    src: "/images/pages/blackjack-online.svg",
    alt: "Ilustración de dos cartas, un as y una jota, que forman un blackjack sobre un tapete",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "El objetivo y el valor de las cartas" },
    {
      type: "paragraph",
      text: "En el blackjack juegas contra el crupier, no contra los demás jugadores. El objetivo es terminar con una mano más cercana a 21 que la suya sin pasarte. Las cartas del 2 al 10 valen su número; la jota, la reina y el rey valen 10, y el as vale 1 u 11, lo que más te convenga. Una mano con un as que cuenta como 11 se llama **blanda** (por ejemplo, as y 6 es un 17 blando), porque puedes pedir carta sin riesgo de pasarte.",
    },
    {
      type: "paragraph",
      text: "Recibes dos cartas boca arriba y el crupier muestra una de las suyas. Tú decides primero; después, el crupier juega su mano siguiendo reglas fijas: pide carta hasta sumar 17 o más. Si te pasas de 21 pierdes aunque el crupier se pase después: esa es la ventaja de la casa en el blackjack.",
    },
    { type: "heading", level: 2, text: "Pagos del blackjack" },
    {
      type: "table",
      caption: "Pagos del blackjack con una apuesta de ejemplo de 10 €",
      headers: ["Resultado", "Pago", "Ejemplo con 10 € apostados"],
      rowHeaders: true,
      rows: [
        ["Blackjack natural (as y carta de valor 10 en las dos primeras cartas)", "3:2", "Ganas 15 € y recuperas tus 10 €"],
        ["Mano ganadora", "1:1", "Ganas 10 € y recuperas tus 10 €"],
        ["Seguro (cuando el crupier muestra un as)", "2:1", "Pagas 5 € de seguro; si el crupier tiene blackjack, cobras 10 €"],
        ["Empate", "Se devuelve la apuesta", "Recuperas tus 10 €"],
        ["Rendición (si la mesa la permite)", "Recuperas la mitad", "Recuperas 5 €"],
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Evita las mesas que pagan el blackjack 6:5",
      body: [
        "Algunas mesas pagan el blackjack natural 6:5 en lugar de 3:2: con 10 € cobrarías 12 € en vez de 15 €. Parece un detalle, pero añade alrededor de 1,4 puntos a la ventaja de la casa, más que todas las demás reglas juntas.",
      ],
    },
    { type: "heading", level: 2, text: "Tus decisiones en cada mano" },
    {
      type: "definitions",
      items: [
        { term: "Pedir", definition: "Recibir otra carta. Puedes pedir tantas como quieras mientras no te pases de 21." },
        { term: "Plantarse", definition: "Quedarte con la mano que tienes y ceder el turno." },
        { term: "Doblar", definition: "Duplicar la apuesta a cambio de recibir una sola carta más. Es la jugada que más valor aporta cuando el crupier muestra una carta débil." },
        { term: "Dividir", definition: "Separar una pareja en dos manos independientes, con una apuesta igual a la inicial en cada una." },
        { term: "Rendirse", definition: "Abandonar la mano antes de jugarla y recuperar la mitad de la apuesta. No todas las mesas lo permiten." },
        { term: "Seguro", definition: "Apuesta lateral de la mitad de tu apuesta cuando el crupier muestra un as; paga 2:1 si tiene blackjack." },
      ],
    },
    { type: "heading", level: 2, text: "RTP del blackjack: hasta el 99,5 %" },
    {
      type: "paragraph",
      text: "El blackjack tiene uno de los retornos más altos del casino: con reglas favorables y estrategia básica, el RTP llega hasta el 99,5 %, es decir, una ventaja de la casa en torno al 0,5 %. Pero ese dato supone jugar cada mano de forma correcta. Quien juega «por intuición» suele perder varias veces más, y las reglas de la mesa también mueven la cifra.",
    },
    {
      type: "table",
      caption: "Reglas de mesa que cambian la ventaja de la casa",
      headers: ["Regla", "Efecto para el jugador"],
      rowHeaders: true,
      rows: [
        ["El blackjack paga 3:2", "Favorable: es el pago estándar que debes exigir"],
        ["El blackjack paga 6:5", "Muy desfavorable: unos 1,4 puntos más de ventaja para la casa"],
        ["El crupier se planta con 17 blando", "Favorable frente a las mesas en las que pide carta con 17 blando"],
        ["Se puede doblar después de dividir", "Favorable"],
        ["Se permite la rendición", "Favorable si se usa en las manos correctas"],
        ["Menos barajas en el mazo", "Ligeramente favorable"],
      ],
    },
    { type: "heading", level: 2, text: "Tabla de estrategia básica" },
    {
      type: "paragraph",
      text: "La estrategia básica es el conjunto de decisiones que, a largo plazo, pierde menos dinero en cada situación. La calcularon matemáticos a partir de todas las combinaciones posibles y no depende de corazonadas. Este resumen sirve para mesas de varias barajas en las que el crupier se planta con 17 blando y se permite doblar después de dividir:",
    },
    {
      type: "table",
      caption: "Resumen de estrategia básica (varias barajas, el crupier se planta con 17 blando)",
      headers: ["Tu mano", "Qué hacer"],
      rowHeaders: true,
      rows: [
        ["17 o más (dura)", "Plantarse siempre"],
        ["De 13 a 16 (dura)", "Plantarse si el crupier muestra de 2 a 6; pedir si muestra de 7 a as"],
        ["12 (dura)", "Plantarse si el crupier muestra 4, 5 o 6; pedir en los demás casos"],
        ["11", "Doblar si el crupier muestra de 2 a 10; pedir contra un as"],
        ["10", "Doblar si el crupier muestra de 2 a 9; pedir contra 10 o as"],
        ["9", "Doblar si el crupier muestra de 3 a 6; pedir en los demás casos"],
        ["8 o menos", "Pedir siempre"],
        ["19 o más blando", "Plantarse siempre"],
        ["18 blando (as y 7)", "Doblar contra 3 a 6; plantarse contra 2, 7 u 8; pedir contra 9, 10 o as"],
        ["17 blando o menos", "Pedir o doblar según la carta del crupier; no plantarse nunca"],
        ["Pareja de ases o de ochos", "Dividir siempre"],
        ["Pareja de dieces o de cincos", "No dividir nunca (con dos cincos, juega la mano como un 10)"],
      ],
    },
    { type: "heading", level: 2, text: "¿Merece la pena el seguro?" },
    {
      type: "paragraph",
      text: "Casi nunca. El seguro paga 2:1, pero el crupier solo tiene blackjack cuando su carta oculta vale 10, y en un mazo hay menos de una carta de valor 10 por cada dos del resto. El pago no compensa esa probabilidad, así que es una apuesta desfavorable a largo plazo, incluso cuando tú tienes blackjack y el crupier te ofrece «dinero par». La estrategia básica recomienda rechazarlo siempre.",
    },
    { type: "heading", level: 2, text: "Variantes y apuestas adicionales" },
    {
      type: "list",
      items: [
        "**Blackjack clásico**: el crupier recibe su segunda carta al principio y comprueba si tiene blackjack cuando muestra un as o un 10.",
        "**Blackjack europeo**: el crupier no recibe su segunda carta hasta que terminas; si doblas o divides y él tiene blackjack, puedes perder también lo añadido.",
        "**Blackjack en vivo**: mesas reales de siete asientos; cuando están llenas, a menudo puedes apostar detrás de otro jugador. Lo encontrarás en nuestra página de [casino en vivo](/casino-en-vivo).",
        "**Apuestas adicionales** como parejas perfectas o 21+3: pagan mucho cuando aciertan, pero su ventaja para la casa es muy superior a la del juego principal.",
      ],
    },
    {
      type: "paragraph",
      text: "¿Y contar cartas? En el blackjack digital el mazo se baraja antes de cada mano, así que no hay nada que contar. En las mesas en vivo se usan varias barajas que se renuevan mucho antes de agotarse. No esperes que ningún método cambie la ventaja del casino a tu favor.",
    },
    {
      type: "faq",
      title: "Preguntas frecuentes sobre el blackjack online",
      items: [
        {
          question: "¿Cuánto paga un blackjack?",
          answer: "En las mesas estándar, un blackjack natural paga 3:2: con 10 € apostados ganas 15 €. Una mano ganadora normal paga 1:1 y el seguro, 2:1.",
        },
        {
          question: "¿Cuál es el RTP del blackjack online?",
          answer: "Con reglas favorables y estrategia básica, hasta el 99,5 %. Con reglas peores (por ejemplo, blackjack pagado 6:5) o decisiones por intuición, el retorno baja bastante.",
        },
        {
          question: "¿Es legal usar una tabla de estrategia mientras juego online?",
          answer: "Sí. Consultar una tabla de estrategia básica no infringe ninguna norma; solo te ayuda a tomar la decisión matemáticamente correcta en cada mano.",
        },
        {
          question: "¿El blackjack online está amañado?",
          answer: "En los casinos con licencia de la DGOJ, los juegos digitales usan generadores de números aleatorios certificados por laboratorios independientes y las mesas en vivo están supervisadas. Juega solo en operadores con licencia española.",
        },
        {
          question: "¿Cuánto debería apostar por mano?",
          answer: "Una cantidad pequeña respecto al presupuesto de la sesión, para aguantar las rachas negativas. Decide el presupuesto antes de empezar y fija límites de depósito en tu cuenta.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Puedes jugar al blackjack en los casinos de nuestro ranking, como [Bet365](/bet365), [William Hill](/williamhill) o [Paf](/paf). Compara sus condiciones en la [comparación de casinos](/comparacion) y, si en algún momento el juego deja de ser un entretenimiento, consulta nuestra [guía de juego responsable](/guia-juego-responsable).",
    },
    { type: "responsibleGambling" },
  ],
};
