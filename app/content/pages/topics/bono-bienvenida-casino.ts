import type { ContentPageInput } from "../../blocks";

/**
 * Welcome-bonus guide. Advertising rules (RD 958/2020): a bonus is never "gratis"; every bonus
 * shown states minimum deposit, wagering, deadline and that it is bonus balance, next to a
 * "Publicidad" / +18 notice. The comparison rows and the fixed calculator are spec section 9.
 */
export const bonoBienvenidaCasinoPage: ContentPageInput = {
  path: "/bono-bienvenida-casino",
  h1: "Bono de bienvenida de casino: cómo leer las condiciones antes de aceptarlo",
  title: "Bono de bienvenida de casino: comparativa, rollover y condiciones",
  description:
    "Compara bonos de bienvenida de casino y calcula el requisito de apuesta: depósito mínimo, rollover, plazo, contribución de los juegos y apuesta máxima.",
  keywords: ["bono de bienvenida casino", "rollover", "requisito de apuesta", "bonos casino España", "comparativa bonos"],
  breadcrumb: "Bono de bienvenida",
  intro:
    "Un bono de bienvenida no es dinero regalado: es **saldo promocional** que el casino te da a cambio de un depósito y que solo puedes retirar después de apostar una cantidad determinada dentro de un plazo. Esta guía te enseña a leer esas condiciones y a calcular, antes de aceptar, cuánto tendrás que apostar de verdad.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/bono-bienvenida-casino.svg",
    alt: "Ilustración de una lupa sobre un documento de condiciones con una calculadora y un calendario",
    width: 1200,
    height: 600,
  },
  blocks: [
    { type: "heading", level: 2, text: "Qué es un bono de bienvenida" },
    {
      type: "paragraph",
      text: "Es la promoción que un operador ofrece a quien abre una cuenta y hace su primer depósito. Lo más habitual es un **bono de depósito**: el casino añade un porcentaje de lo que ingresas, hasta un máximo, como saldo de bono. Muchas ofertas suman además **giros** en tragaperras concretas, con su propio valor por giro y sus propias condiciones.",
    },
    {
      type: "paragraph",
      text: "Tras las sentencias del Tribunal Supremo de 2024, los operadores con licencia en España pueden volver a ofrecer bonos a los nuevos clientes, pero siguen obligados a informar con claridad de las condiciones: depósito mínimo, requisito de apuesta, plazo y si lo que recibes es saldo retirable o saldo de bono.",
    },
    {
      type: "callout",
      tone: "warning",
      title: "Publicidad · +18",
      body: [
        "La comparativa siguiente menciona ofertas de operadores con licencia en España. Los bonos exigen un depósito mínimo, tienen un requisito de apuesta y caducan; no son gratis. Juega con responsabilidad. Prohibido a menores de 18 años.",
      ],
    },
    { type: "heading", level: 2, text: "Comparativa de bonos de bienvenida" },
    {
      type: "table",
      caption: "Condiciones de bonos de bienvenida de ejemplo para comparar (el requisito de apuesta se calcula sobre el importe del bono)",
      headers: ["Operador", "Oferta", "Requisito de apuesta", "Depósito mínimo", "Validez", "Tipo de saldo"],
      rows: [
        ["Bet365", "100 € + 50 giros", "30x", "10 €", "30 días", "Saldo de bono, no retirable hasta cumplir el requisito"],
        ["Betway", "200 € + 100 giros", "35x", "20 €", "7 días", "Saldo de bono, no retirable hasta cumplir el requisito"],
        ["PokerStars", "150 € + 75 giros", "25x", "15 €", "21 días", "Saldo de bono, no retirable hasta cumplir el requisito"],
        ["Bwin", "100 € + 25 giros", "20x", "10 €", "45 días", "Saldo de bono, no retirable hasta cumplir el requisito"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "Las ofertas de los operadores cambian a menudo y pueden ser distintas para casino y para apuestas deportivas. Antes de depositar, consulta la oferta vigente y sus términos completos (apuesta máxima, ganancias máximas, juegos excluidos y métodos de pago admitidos) en la web del operador y en nuestras reseñas de [Bet365](/bet365), [Betway](/betway), [PokerStars](/pokerstars) y [Bwin](/bwin).",
    },
    { type: "heading", level: 2, text: "Cuánto tienes que apostar: la calculadora" },
    {
      type: "paragraph",
      text: "El número que más importa de un bono es el **requisito de apuesta** (o rollover): cuántas veces tienes que apostar el importe del bono antes de poder retirar lo que hayas ganado con él. Este ejemplo muestra un caso típico: depósito de 100 €, bono del 100 % y requisito de 30x.",
    },
    { type: "bonusCalculator", deposit: 100, bonusPercent: 100, rollover: 30 },
    {
      type: "paragraph",
      text: "Aunque juegues con 200 €, el requisito se calcula sobre los 100 € del bono: 30 veces 100 € son **3.000 € en apuestas** antes de que el bono y lo ganado con él pasen a ser saldo retirable. No es dinero que tengas que ingresar, sino la suma de todas tus apuestas; aun así, cada euro apostado soporta la ventaja de la casa del juego. Algunos operadores calculan el requisito sobre el depósito más el bono: con las mismas cifras serían 6.000 €. Comprueba siempre sobre qué se aplica.",
    },
    { type: "heading", level: 2, text: "Contribución de cada juego" },
    {
      type: "paragraph",
      text: "No todos los juegos cuentan igual para cumplir el requisito. Lo típico es que las tragaperras contribuyan al 100 % y los juegos de mesa solo entre un 10 % y un 20 %. Algunos juegos, como ciertas tragaperras de RTP muy alto o las mesas en directo, pueden estar excluidos del todo.",
    },
    {
      type: "table",
      caption: "Contribución típica de cada tipo de juego y apuesta real necesaria para cumplir un requisito de 3.000 €",
      headers: ["Tipo de juego", "Contribución típica", "Apuestas reales necesarias"],
      rows: [
        ["Tragaperras (slots)", "100 %", "3.000 €"],
        ["Juegos de mesa (ruleta, blackjack…)", "10–20 %", "Entre 15.000 € y 30.000 €"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "Por eso un bono de casino casi nunca tiene sentido si lo que te gusta es la ruleta o el blackjack: con una contribución del 10 %, cada 10 € apostados en la mesa cuentan como 1 € para el requisito.",
    },
    { type: "heading", level: 2, text: "La apuesta máxima con bono activo" },
    {
      type: "paragraph",
      text: "Mientras el bono está activo, casi todos los operadores limitan la apuesta por tirada o por mano; un límite típico es de **5 €**. Si lo superas, aunque sea una vez, el casino puede anular el bono y las ganancias obtenidas con él. Comprueba el límite en los términos antes de empezar y, si juegas a tragaperras con apuesta ajustable, revisa el importe antes de cada sesión.",
    },
    { type: "heading", level: 2, text: "¿Compensa? Haz la cuenta del coste esperado" },
    {
      type: "paragraph",
      text: "Para saber si un bono te conviene, multiplica el requisito por la ventaja de la casa del juego que vas a usar. En una tragaperras con un RTP del 96 %, la casa retiene de media el 4 % de lo apostado: apostar 3.000 € para liberar un bono de 100 € tiene un coste teórico de 120 €, más que el propio bono. Cuanto más bajo sea el requisito y más largo el plazo, mejor para ti.",
    },
    {
      type: "table",
      caption: "Cálculo ilustrativo con las ofertas de la comparativa, jugando a tragaperras con un RTP del 96 % (sin contar los giros)",
      headers: ["Operador", "Apuestas exigidas", "Apuestas por día para cumplir el plazo", "Coste teórico de cumplirlo"],
      rows: [
        ["Bet365", "3.000 € (100 € × 30)", "100 €", "120 €"],
        ["Betway", "7.000 € (200 € × 35)", "1.000 €", "280 €"],
        ["PokerStars", "3.750 € (150 € × 25)", "179 €", "150 €"],
        ["Bwin", "2.000 € (100 € × 20)", "44 €", "80 €"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "La tabla enseña dos cosas que la cifra del bono oculta. Primero, el bono más grande no es el mejor: el de 200 € exige las apuestas más altas y el plazo más corto, 1.000 € en apuestas cada día durante una semana. Segundo, el requisito más bajo, 20x, es el único en el que el coste teórico queda por debajo del importe del bono. Ninguno de estos cálculos garantiza un resultado: en una sesión concreta puedes perder el depósito entero antes de cumplir nada.",
    },
    { type: "heading", level: 2, text: "Lista de comprobación antes de aceptar un bono" },
    {
      type: "list",
      items: [
        "**Depósito mínimo**: ¿cuánto tienes que ingresar para activarlo?",
        "**Requisito de apuesta**: ¿cuántas veces y sobre qué importe, solo el bono o depósito más bono?",
        "**Plazo**: ¿cuántos días tienes? Divide las apuestas exigidas entre los días y mira si es realista.",
        "**Contribución de los juegos**: ¿cuentan tus juegos favoritos? ¿Hay juegos excluidos?",
        "**Apuesta máxima** con bono activo: el límite típico es de 5 €.",
        "**Ganancias máximas**: algunos bonos limitan lo que puedes retirar de lo ganado con ellos.",
        "**Métodos de pago**: ciertos monederos electrónicos pueden quedar excluidos de la promoción.",
        "**Renuncia**: ¿puedes rechazar el bono y jugar solo con tu dinero? Normalmente sí, y a veces es la mejor opción.",
      ],
    },
    { type: "heading", level: 2, text: "Bonos y juego responsable" },
    {
      type: "paragraph",
      text: "Un bono nunca debería hacerte depositar más de lo que habías previsto ni jugar más tiempo del que querías. Si notas que juegas para «no perder el bono» antes de que caduque, renuncia a él: el saldo que pierdes es menor que el coste de seguir jugando sin ganas. Ajusta tus límites de depósito antes de aceptar cualquier promoción y consulta nuestra [guía de juego responsable](/guia-juego-responsable) si necesitas ayuda.",
    },
    {
      type: "faq",
      title: "Preguntas Frecuentes",
      items: [
        {
          question: "¿Un bono de bienvenida es dinero gratis?",
          answer: "No. Es saldo promocional que exige un depósito mínimo y que solo se puede retirar después de cumplir un requisito de apuesta dentro de un plazo. Hasta entonces no es dinero retirable.",
        },
        {
          question: "¿Cómo se calcula el requisito de apuesta?",
          answer: "Multiplicando el importe sobre el que se aplica por el rollover. Con un bono de 100 € y un requisito de 30x tienes que apostar 3.000 €. Si se aplica a depósito más bono (200 €), serían 6.000 €.",
        },
        {
          question: "¿Puedo cumplir el rollover jugando a la ruleta?",
          answer: "Normalmente sí, pero los juegos de mesa suelen contribuir solo entre un 10 % y un 20 %. Para un requisito de 3.000 € tendrías que apostar entre 15.000 € y 30.000 € en la mesa.",
        },
        {
          question: "¿Qué pasa si supero la apuesta máxima con el bono activo?",
          answer: "El operador puede anular el bono y las ganancias obtenidas con él. El límite típico es de 5 € por tirada o por mano; compruébalo en los términos de cada oferta.",
        },
        {
          question: "¿Puedo rechazar un bono de bienvenida?",
          answer: "En la mayoría de operadores, sí: puedes no activarlo o renunciar a él desde tu cuenta. Si renuncias a mitad del requisito, normalmente pierdes el saldo de bono y lo ganado con él, y conservas lo que quede de tu dinero real.",
        },
        {
          question: "¿Qué bono de la comparativa tiene el requisito más bajo?",
          answer: "El de Bwin: 100 € + 25 giros con un requisito de 20x, depósito mínimo de 10 € y 45 días de validez. Consulta siempre la oferta vigente en la web del operador antes de depositar.",
        },
      ],
    },
    { type: "responsibleGambling" },
    {
      type: "cta",
      text: "Compara los diez operadores con licencia que analizamos, con sus condiciones y valoraciones.",
      href: "/comparacion",
      label: "Ver la comparación de casinos",
    },
  ],
};
