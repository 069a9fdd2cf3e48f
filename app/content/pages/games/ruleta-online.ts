import type { ContentPageInput } from "../../blocks";

export const ruletaOnlinePage: ContentPageInput = {
  path: "/ruleta-online",
  h1: "Ruleta online: reglas, pagos y probabilidades",
  title: "Ruleta online: reglas, tabla de pagos y probabilidades",
  description:
    "Guía completa de la ruleta online: ruleta europea de 37 números y americana de 38, ventaja de la casa, tabla de pagos de cada apuesta, sistemas de apuesta y consejos.",
  keywords: ["ruleta online", "tabla de pagos ruleta", "ruleta europea", "ruleta americana", "probabilidades ruleta"],
  breadcrumb: "Ruleta online",
  intro:
    "La ruleta es el juego de casino más fácil de aprender y uno de los más fáciles de malinterpretar. En esta guía tienes las reglas, la tabla completa de pagos con la probabilidad de cada apuesta, las diferencias entre variantes y lo que las matemáticas dicen sobre los sistemas que prometen ganar siempre.",
  updated: "2026-11-21",
  schemaType: "Article",
  hero: {
    src: "/images/pages/ruleta-online.svg",
    alt: "Ilustración del tapete de la ruleta con los números del 0 al 36 y una rueda al lado",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "Cómo funciona la ruleta online" },
    {
      type: "paragraph",
      text: "Una ronda de ruleta tiene siempre la misma estructura: apuestas sobre el tapete, la bola gira, cae en una casilla y se pagan las apuestas que incluían ese número. En los casinos online hay dos formatos. En la **ruleta digital**, un generador de números aleatorios (RNG) decide el resultado y una animación lo muestra; en la **ruleta en vivo**, una rueda real con crupier se retransmite desde un estudio. Los pagos y la ventaja de la casa son idénticos en ambos casos si la variante es la misma.",
    },
    {
      type: "paragraph",
      text: "Los operadores con licencia de la Dirección General de Ordenación del Juego (DGOJ) deben usar juegos certificados por laboratorios independientes, que comprueban que los resultados son aleatorios y que el juego paga lo que anuncia. Es una de las razones para jugar solo en casinos con licencia española.",
    },
    { type: "heading", level: 2, text: "Ruleta europea, francesa y americana" },
    {
      type: "table",
      caption: "Variantes de la ruleta: casillas y ventaja de la casa",
      headers: ["Variante", "Casillas", "Ceros", "Ventaja de la casa", "Pérdida esperada por cada 100 € apostados"],
      rowHeaders: true,
      rows: [
        ["Ruleta europea", "37 números (0 a 36)", "Uno", "2,7 %", "2,70 €"],
        ["Ruleta francesa", "37 números (0 a 36)", "Uno", "2,7 % (1,35 % en suertes sencillas con La Partage)", "2,70 € (1,35 € en suertes sencillas)"],
        ["Ruleta americana", "38 números (0, 00 y 1 a 36)", "Dos", "5,26 %", "5,26 €"],
      ],
    },
    {
      type: "paragraph",
      text: "La ventaja de la casa sale de una cuenta sencilla. En la ruleta europea, un pleno paga 35 a 1, pero hay 37 casillas: si apostaras 1 € a cada número, ganarías 35 € en uno y perderías 36 € en los demás, una pérdida de 1 € de cada 37, es decir, un **2,7 %**. En la americana el doble cero añade una casilla más: pierdes 2 € de cada 38, un **5,26 %**. La regla **La Partage** de la ruleta francesa devuelve la mitad de las apuestas a suertes sencillas cuando sale el cero, y en esas apuestas la ventaja baja al 1,35 %.",
    },
    { type: "heading", level: 2, text: "Tabla de pagos de la ruleta" },
    {
      type: "table",
      caption: "Pagos y probabilidad de acierto de cada apuesta en la ruleta europea",
      headers: ["Apuesta", "Números cubiertos", "Pago", "Probabilidad de acierto"],
      rowHeaders: true,
      rows: [
        ["Pleno (straight)", "1", "35:1", "2,70 %"],
        ["Caballo (split)", "2", "17:1", "5,41 %"],
        ["Transversal (street)", "3", "11:1", "8,11 %"],
        ["Cuadro (corner)", "4", "8:1", "10,81 %"],
        ["Seisena (six line)", "6", "5:1", "16,22 %"],
        ["Docena o columna", "12", "2:1", "32,43 %"],
        ["Suertes sencillas: rojo o negro, par o impar, falta o pasa", "18", "1:1", "48,65 %"],
      ],
    },
    {
      type: "paragraph",
      text: "Fíjate en que ninguna apuesta de la rueda europea es mejor que otra: todas tienen la misma ventaja del 2,7 %. Lo que cambia es la **varianza**. Un pleno acierta una vez de cada 37 de media y paga mucho; una suerte sencilla acierta casi la mitad de las veces y paga lo mismo que apostaste. Elegir entre ellas es elegir cómo quieres que se mueva tu saldo, no cuánto vas a perder a largo plazo. En la americana hay una excepción que conviene evitar: la apuesta a cinco números (0, 00, 1, 2 y 3), que paga 6:1 y tiene una ventaja del 7,89 %.",
    },
    { type: "heading", level: 2, text: "Apuestas anunciadas de la ruleta francesa" },
    {
      type: "paragraph",
      text: "En las mesas francesas y en muchas europeas online puedes hacer apuestas que cubren sectores de la rueda, no del tapete. Se llaman apuestas anunciadas y se componen de varios caballos y plenos, así que pagan como esas apuestas individuales:",
    },
    {
      type: "definitions",
      items: [
        { term: "Vecinos del cero", definition: "Los 17 números que rodean al cero en la rueda, del 22 al 25; se cubren con 9 fichas." },
        { term: "Tercio del cilindro", definition: "Los 12 números del lado opuesto al cero, del 27 al 33; se cubren con 6 fichas." },
        { term: "Huérfanos", definition: "Los 8 números que no entran en las dos apuestas anteriores; se cubren con 5 fichas." },
        { term: "Juego del cero", definition: "Los 7 números más cercanos al cero; se cubren con 4 fichas." },
      ],
    },
    { type: "heading", level: 2, text: "Sistemas de apuesta: lo que dicen las matemáticas" },
    {
      type: "paragraph",
      text: "La **Martingala** propone doblar la apuesta después de cada pérdida en una suerte sencilla, para recuperar todo con el primer acierto. Funciona muchas veces con ganancias pequeñas, y falla de vez en cuando con pérdidas enormes: empezando con 1 €, tras ocho pérdidas seguidas habrás perdido 255 € y la siguiente apuesta tendría que ser de 256 € para ganar, en total, 1 €. Ocho rojos o negros seguidos no son raros en una tarde de juego, y el límite máximo de la mesa suele cortar la progresión antes de que llegue el acierto.",
    },
    {
      type: "paragraph",
      text: "Lo mismo vale para el D'Alembert, el Fibonacci o el Labouchère: reordenan el tamaño de las apuestas, pero cada una de ellas sigue teniendo una ventaja del 2,7 % en contra. Ningún sistema puede convertir una serie de apuestas desfavorables en una favorable. Tampoco sirve apuntar los números que «salen poco»: la rueda no tiene memoria y cada giro es independiente de los anteriores.",
    },
    { type: "heading", level: 2, text: "Consejos prácticos" },
    {
      type: "list",
      items: [
        "**Elige siempre un solo cero** y, si la encuentras, la ruleta francesa con La Partage para las suertes sencillas.",
        "**Fija un presupuesto y un tiempo máximo** antes de empezar y configúralos como límites en tu cuenta.",
        "**Vigila el ritmo**: la ruleta digital permite decenas de giros en pocos minutos; más giros por hora significan más pérdida esperada por hora.",
        "**Evita las variantes con apuestas adicionales** si no conoces su ventaja; suele ser mayor que la de las apuestas clásicas.",
        "**No persigas pérdidas**: subir la apuesta para recuperar lo perdido es exactamente la lógica de la Martingala.",
      ],
    },
    {
      type: "paragraph",
      text: "Si buscas una introducción más breve, tienes nuestra página de [ruleta clásica](/ruleta-clasica); para practicar sin apostar, la [guía de ruleta online gratis](/ruleta-casino-online-gratis); y para jugar con crupier real, la de [casino en vivo](/casino-en-vivo).",
    },
    {
      type: "faq",
      title: "Preguntas frecuentes sobre la ruleta online",
      items: [
        {
          question: "¿Qué ruleta tiene menos ventaja para la casa?",
          answer: "La francesa con la regla La Partage: 2,7 % en general y 1,35 % en las suertes sencillas. Después va la europea, con un 2,7 %. La americana, con 38 casillas, llega al 5,26 %.",
        },
        {
          question: "¿Es fiable la ruleta online?",
          answer: "En los casinos con licencia de la DGOJ, sí: sus juegos están certificados por laboratorios independientes y el regulador supervisa al operador. Fuera de los operadores con licencia española no tienes esas garantías.",
        },
        {
          question: "¿Hay alguna estrategia para ganar siempre a la ruleta?",
          answer: "No. Todas las apuestas tienen ventaja para la casa y ningún sistema de progresión la cambia. La única estrategia sensata es decidir cuánto quieres gastar en entretenimiento y no superarlo.",
        },
        {
          question: "¿Qué diferencia hay entre la ruleta en vivo y la digital?",
          answer: "Las reglas y los pagos son los mismos. En la digital el resultado lo decide un generador de números aleatorios certificado y las rondas son más rápidas; en la [ruleta en vivo](/casino-en-vivo) ves una rueda real y cada giro tarda más.",
        },
        {
          question: "¿Cuánto paga un pleno?",
          answer: "Un pleno paga 35:1: si apuestas 1 € a un número y sale, recibes 35 € de premio más tu euro apostado.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Los diez operadores de nuestro ranking tienen sección de casino con licencia española. Revisa los análisis de [Bet365](/bet365), [Codere](/codere), [Betway](/betway) o [Bwin](/bwin), o compáralos todos en la [comparación de casinos](/comparacion). Y recuerda que tienes herramientas y teléfonos de ayuda en nuestra [guía de juego responsable](/guia-juego-responsable).",
    },
    { type: "responsibleGambling" },
  ],
};
