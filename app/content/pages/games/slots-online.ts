import type { ContentPageInput } from "../../blocks";

export const slotsOnlinePage: ContentPageInput = {
  path: "/slots-online",
  h1: "Slots online: guía de las tragaperras en casinos con licencia",
  title: "Slots online: cómo funcionan, RTP, volatilidad y consejos",
  description:
    "Todo sobre las slots online en España: cómo decide un giro el generador aleatorio, qué significan el RTP y la volatilidad, cómo cuentan para los bonos y cómo elegir.",
  keywords: ["slots online", "tragaperras online", "RTP slots", "volatilidad slots", "tragaperras España"],
  breadcrumb: "Slots online",
  intro:
    "Las tragaperras son el juego con más títulos de cualquier casino online y también el que más malentendidos genera. En esta guía te explicamos cómo se decide cada giro, qué datos conviene mirar antes de jugar, cómo cuentan para los bonos y qué normas protegen a los jugadores en España.",
  updated: "2026-11-21",
  schemaType: "Article",
  hero: {
    src: "/images/pages/slots-online.svg",
    alt: "Ilustración de una tragaperras de cinco rodillos en la pantalla de un móvil",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "Qué es una slot online" },
    {
      type: "paragraph",
      text: "Una slot, o tragaperras, muestra varios rodillos con símbolos. Eliges cuánto apuestas por giro, pulsas el botón y, cuando los rodillos se detienen, cobras si los símbolos forman alguna de las combinaciones de la tabla de pagos. Las hay con tres rodillos y una línea, como las máquinas de siempre, y con seis rodillos y miles de formas de ganar. Todas comparten el mismo principio: el resultado es aleatorio y el juego tiene una ventaja matemática para el casino.",
    },
    { type: "heading", level: 2, text: "Cómo se decide un giro" },
    {
      type: "paragraph",
      text: "El resultado lo decide un **generador de números aleatorios** (RNG) en el instante en que pulsas el botón. La animación de los rodillos solo muestra un resultado que ya está fijado. Por eso no influye cuándo pulses, cuánto tiempo lleves jugando ni si el último giro estuvo «a punto» de dar premio. En los casinos con licencia de la DGOJ, el generador y la configuración de cada juego están certificados por laboratorios independientes.",
    },
    { type: "heading", level: 2, text: "RTP: cuánto devuelve una slot" },
    {
      type: "paragraph",
      text: "El **RTP** (retorno al jugador) es el porcentaje de lo apostado que una slot devuelve en premios a lo largo de millones de giros. Lo contrario del RTP es la ventaja de la casa. No describe lo que te va a pasar en una sesión concreta, sino el promedio a muy largo plazo:",
    },
    {
      type: "table",
      caption: "RTP y pérdida esperada a largo plazo por cada 100 € apostados",
      headers: ["RTP", "Devuelve de media por cada 100 € apostados", "Pérdida esperada por cada 100 € apostados"],
      rowHeaders: true,
      rows: [
        ["94 %", "94 €", "6 €"],
        ["96 %", "96 €", "4 €"],
        ["97 %", "97 €", "3 €"],
      ],
    },
    {
      type: "paragraph",
      text: "Ojo con un matiz: los 100 € de la tabla son el total apostado, no tu depósito. Si depositas 50 € y juegas giros de 1 €, en una hora puedes apostar varios cientos de euros en total, porque vuelves a apostar lo que ganas. Cuantos más giros haces, más se acerca tu resultado a la pérdida esperada. El RTP de cada juego figura en su tabla de pagos o en el botón de información; consúltalo en el casino donde juegas, porque algunos estudios ofrecen el mismo título con varias configuraciones.",
    },
    { type: "heading", level: 2, text: "Volatilidad: cómo se reparten los premios" },
    {
      type: "table",
      caption: "Niveles de volatilidad de las slots",
      headers: ["Volatilidad", "Cómo se comporta", "Para quién encaja"],
      rowHeaders: true,
      rows: [
        ["Baja", "Premios pequeños y frecuentes; el saldo sube y baja poco a poco.", "Quien quiere sesiones largas con un presupuesto ajustado."],
        ["Media", "Equilibrio entre premios frecuentes y alguno más alto de vez en cuando.", "Quien busca algo de emoción sin grandes sobresaltos."],
        ["Alta", "Largas rachas sin premio y pagos grandes muy de vez en cuando.", "Quien acepta perder el presupuesto de la sesión rápidamente."],
      ],
    },
    {
      type: "paragraph",
      text: "Dos slots con el mismo RTP pueden dar experiencias muy distintas según su volatilidad. Si tu presupuesto es pequeño, una volatilidad alta te dejará sin saldo muchas más veces antes de ver un premio relevante.",
    },
    { type: "heading", level: 2, text: "Tipos de slots" },
    {
      type: "cards",
      items: [
        { title: "Slots clásicos", text: "Tres rodillos, pocas líneas y símbolos de frutas: reglas que se entienden de un vistazo.", href: "/slots-clasicos", linkLabel: "Ver slots clásicos" },
        { title: "Slots premium", text: "Slots de vídeo con cascadas, Megaways, multiplicadores y rondas de bonificación.", href: "/slots-premium", linkLabel: "Ver slots premium" },
        { title: "Jackpots progresivos", text: "Un bote que crece con cada apuesta, a cambio de un juego base menos generoso.", href: "/jackpots-millonarios", linkLabel: "Ver jackpots" },
        { title: "Modo demostración", text: "Prueba las mecánicas de una slot sin apostar dinero antes de decidir si te interesa.", href: "/tragaperras-gratis", linkLabel: "Probar en modo demostración" },
      ],
    },
    { type: "heading", level: 2, text: "Normas que te protegen en España" },
    {
      type: "list",
      items: [
        "**Solo operadores con licencia** de la Dirección General de Ordenación del Juego pueden ofrecer slots a jugadores en España.",
        "**Solo mayores de 18 años**: el casino verifica tu identidad y tu edad al registrarte.",
        "**Límites de sesión**: antes de empezar a jugar a las slots, el casino te pide fijar cuánto tiempo y cuánto dinero quieres dedicar a la sesión; al alcanzarlos, la sesión termina.",
        "**Límites de depósito** diarios, semanales y mensuales configurables en tu cuenta.",
        "**Autoexclusión** a través del RGIAJ, el registro nacional que impide el acceso a todos los operadores con licencia.",
      ],
    },
    { type: "heading", level: 2, text: "Slots y bonos" },
    {
      type: "paragraph",
      text: "Las slots suelen contar al 100 % para cumplir los requisitos de apuesta de un bono, mientras que los juegos de mesa cuentan mucho menos. Antes de aceptar una promoción, haz la cuenta: un bono de 100 € con un requisito de 35 veces obliga a apostar 3.500 € antes de poder retirar, y con un RTP del 96 % la pérdida esperada de esas apuestas ronda los 140 €. Revisa también el plazo, la apuesta máxima permitida y los juegos excluidos. Lo explicamos con más detalle en nuestra guía del [bono de bienvenida](/bono-bienvenida-casino).",
    },
    { type: "heading", level: 2, text: "Cómo elegir una slot" },
    {
      type: "list",
      ordered: true,
      items: [
        "Busca el RTP en la información del juego y prefiere los títulos que lo muestran con claridad.",
        "Elige la volatilidad según tu presupuesto y la duración de sesión que quieres.",
        "Fija la apuesta por giro para que tu presupuesto cubra muchos giros, no unos pocos.",
        "Lee cómo se activan las rondas especiales y si el premio máximo exige la apuesta máxima.",
        "Pruébala en modo demostración si el casino lo permite.",
      ],
    },
    { type: "heading", level: 2, text: "Mitos que conviene olvidar" },
    {
      type: "list",
      items: [
        "**«Esta slot está caliente»**: no hay rachas programadas; cada giro es independiente.",
        "**«Después de tanto perder, toca ganar»**: lo perdido no aumenta la probabilidad del siguiente premio.",
        "**«A cierta hora pagan más»**: el RTP no cambia con la hora ni con el número de jugadores conectados.",
        "**«Si paro ahora, el siguiente se llevará mi premio»**: el resultado depende del instante exacto de cada giro; nadie «hereda» premios.",
      ],
    },
    {
      type: "faq",
      title: "Preguntas frecuentes sobre las slots online",
      items: [
        {
          question: "¿Qué RTP es bueno en una slot?",
          answer: "Como referencia, muchas slots de vídeo rondan el 96 %. Por encima es mejor para el jugador y por debajo, peor. Recuerda que el RTP es un promedio a largo plazo, no una promesa para tu sesión.",
        },
        {
          question: "¿Se puede saber cuándo va a dar premio una tragaperras?",
          answer: "No. El resultado lo decide un generador de números aleatorios en el momento del giro. Ningún patrón, hora o secuencia permite anticiparlo.",
        },
        {
          question: "¿Son fiables las slots de los casinos con licencia española?",
          answer: "Sí. La DGOJ exige que los juegos estén certificados por laboratorios independientes, que comprueban el generador aleatorio y que el RTP anunciado sea el real.",
        },
        {
          question: "¿Por qué me piden un límite antes de jugar a las slots?",
          answer: "Es una medida de protección obligatoria en España: fijas el tiempo y el gasto máximos de la sesión y, al alcanzarlos, la sesión se cierra. Te ayuda a jugar solo lo que habías decidido.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Los casinos de nuestro ranking, como [Bet365](/bet365), [Codere](/codere) o [Luckia](/luckia), tienen amplios catálogos de slots. Compara sus bonos y condiciones en la [comparación de casinos](/comparacion) y consulta la [guía de juego responsable](/guia-juego-responsable) si necesitas herramientas de control o ayuda.",
    },
    { type: "responsibleGambling" },
  ],
};
