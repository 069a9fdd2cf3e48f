import type { ContentPageInput } from "../../blocks";

/**
 * Sports betting guide. The market claims (2,1 M users, 45 licences, 35+ sports, sport shares) are
 * the spec's editorial figures, labelled as reference figures and pointed to the regulator's own
 * quarterly data; the shares appear both as a table and as an accessible bar chart.
 */
export const apuestasOnlinePage: ContentPageInput = {
  path: "/apuestas-online",
  h1: "Apuestas online en España: cómo funcionan, mercados y gestión del bankroll",
  title: "Apuestas online en España: cuotas, mercados y bankroll",
  description:
    "Apuestas deportivas online en España: cifras del mercado, deportes más apostados, cómo leer una cuota y por qué no arriesgar más del 5 % por apuesta.",
  keywords: ["apuestas online", "apuestas deportivas", "cuotas", "bankroll", "casas de apuestas España"],
  breadcrumb: "Apuestas online",
  intro:
    "Apostar online en España es legal siempre que lo hagas en un operador con licencia de la Dirección General de Ordenación del Juego y seas mayor de 18 años. Esta guía explica cómo está repartido el mercado, cómo se leen las cuotas, qué tipos de apuesta existen y cómo organizar tu dinero para que las apuestas sigan siendo un entretenimiento.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/apuestas-online.svg",
    alt: "Ilustración de un balón de fútbol junto a un gráfico de barras y un boleto con cuotas",
    width: 1200,
    height: 600,
  },
  blocks: [
    { type: "heading", level: 2, text: "El mercado de apuestas online en cifras" },
    {
      type: "stats",
      items: [
        { value: "2,1 millones", label: "de usuarios de apuestas online" },
        { value: "45", label: "licencias de operadores de juego" },
        { value: "35+", label: "deportes con apuestas disponibles" },
      ],
    },
    {
      type: "paragraph",
      text: "Son las cifras de referencia que usamos en nuestras guías: unos **2,1 millones de usuarios**, **45 licencias** de operadores y más de **35 deportes** con mercados de apuestas. Los datos oficiales y actualizados los publica cada trimestre la Dirección General de Ordenación del Juego en [ordenacionjuego.es](https://www.ordenacionjuego.es), junto con el registro de operadores autorizados.",
    },
    { type: "heading", level: 2, text: "Qué deportes concentran las apuestas" },
    {
      type: "paragraph",
      text: "El fútbol domina con mucha diferencia: la liga, las competiciones europeas y las selecciones generan la mayor parte del volumen. Detrás quedan el baloncesto, el tenis y la Fórmula 1, y el resto se reparte entre decenas de deportes con menos seguimiento.",
    },
    {
      type: "table",
      caption: "Reparto de las apuestas deportivas por deporte (porcentaje del total)",
      headers: ["Deporte", "Cuota del total"],
      rows: [
        ["Fútbol", "68 %"],
        ["Baloncesto", "12 %"],
        ["Tenis", "8 %"],
        ["Fórmula 1", "6 %"],
        ["Otros deportes", "6 %"],
      ],
      rowHeaders: true,
    },
    {
      type: "barChart",
      title: "Reparto de las apuestas deportivas por deporte",
      items: [
        { label: "Fútbol", value: 68 },
        { label: "Baloncesto", value: 12 },
        { label: "Tenis", value: 8 },
        { label: "Fórmula 1", value: 6 },
        { label: "Otros deportes", value: 6 },
      ],
    },
    {
      type: "paragraph",
      text: "Que el fútbol reúna el 68 % del volumen tiene una consecuencia práctica: es el deporte con más mercados y cuotas más ajustadas en los partidos grandes, pero también aquel en el que más fácil es apostar por impulso, porque siempre hay un partido en juego.",
    },
    { type: "heading", level: 2, text: "Cómo funcionan las cuotas" },
    {
      type: "paragraph",
      text: "En España las cuotas se muestran en formato **decimal**. La cuota indica cuánto cobras por cada euro apostado si aciertas, incluido el propio euro: 10 € a cuota 2,00 devuelven 20 € (10 € de ganancia); 10 € a cuota 1,50 devuelven 15 €.",
    },
    {
      type: "paragraph",
      text: "Cada cuota esconde una **probabilidad implícita**: 1 dividido entre la cuota. Una cuota de 2,00 equivale a un 50 %; una de 1,50, a un 66,7 %. Si sumas las probabilidades implícitas de todos los resultados posibles, el total pasa del 100 %: ese exceso es el **margen** del operador. En un partido de tenis con cuota 1,90 para cada jugador, las probabilidades implícitas suman 105,3 %, y el margen ronda el 5 % de lo apostado.",
    },
    {
      type: "callout",
      tone: "info",
      title: "Por qué el margen importa",
      body: [
        "El margen funciona como la ventaja de la casa de un casino: no decide una apuesta concreta, pero a largo plazo se lleva una parte de todo lo apostado. Comparar cuotas del mismo evento entre operadores con licencia es la forma más sencilla de pagar menos margen.",
      ],
    },
    { type: "heading", level: 2, text: "Tipos de apuesta" },
    {
      type: "definitions",
      items: [
        { term: "Apuesta simple", definition: "Un solo pronóstico. Es la más fácil de entender y la que menos margen acumula." },
        {
          term: "Apuesta combinada",
          definition: "Varios pronósticos en un mismo boleto; las cuotas se multiplican y basta un fallo para perderlo todo. El margen también se multiplica: tres selecciones a cuota 1,90 pagan 6,86, cuando sin margen pagarían 8.",
        },
        { term: "Apuesta de sistema", definition: "Un conjunto de combinadas a partir de las mismas selecciones, para cobrar algo aunque falle alguna. Multiplica el número de apuestas y, con ello, lo que arriesgas." },
        { term: "Apuesta en directo", definition: "Se hace con el evento en curso y las cuotas cambian a cada jugada. Es la que más invita a apostar por impulso." },
        { term: "Hándicap", definition: "Da una ventaja o desventaja virtual a un equipo para igualar un partido desequilibrado." },
        { term: "Más/menos", definition: "Se apuesta a si el total de goles, puntos o juegos superará o no una cifra." },
        { term: "Apuesta a largo plazo", definition: "Pronósticos que se resuelven al final de una competición, como el campeón de liga." },
        { term: "Cerrar apuesta (cash out)", definition: "El operador te ofrece liquidar la apuesta antes de que termine el evento por una cantidad que incluye su margen." },
      ],
    },
    { type: "heading", level: 2, text: "Gestión del bankroll: como máximo el 5 % por apuesta" },
    {
      type: "paragraph",
      text: "El bankroll es el dinero que dedicas a las apuestas y que puedes perder sin que afecte a tus gastos. La regla que recomendamos es sencilla: **no apostar nunca más del 5 % del bankroll en una sola apuesta**. Con 100 €, eso son 5 € por apuesta; si el bankroll baja a 80 €, la apuesta máxima baja a 4 €.",
    },
    {
      type: "table",
      caption: "Apuesta máxima según el bankroll con la regla del 5 %",
      headers: ["Bankroll", "Apuesta máxima (5 %)", "Apuestas perdidas seguidas hasta agotarlo (con apuesta fija)"],
      rows: [
        ["100 €", "5 €", "20"],
        ["200 €", "10 €", "20"],
        ["500 €", "25 €", "20"],
      ],
      rowHeaders: true,
    },
    {
      type: "list",
      items: [
        "**Apuesta la misma cantidad** en cada pronóstico en lugar de subirla tras una racha, buena o mala.",
        "**No persigas las pérdidas**: si has perdido la cantidad que te fijaste para el día o la semana, para.",
        "**Apunta cada apuesta**: fecha, cuota, importe y resultado. Al cabo de un mes sabrás de verdad cuánto te cuestan las apuestas.",
        "**Separa el bankroll** de tu dinero del día a día y no lo recargues con dinero destinado a otras cosas.",
      ],
    },
    { type: "heading", level: 2, text: "Cómo elegir una casa de apuestas con licencia" },
    {
      type: "list",
      ordered: true,
      items: [
        "Comprueba la licencia de la DGOJ: el sello aparece en el pie de página y el operador figura en el registro público del regulador.",
        "Compara las cuotas de los partidos que más sigues: la diferencia de margen se nota con el tiempo.",
        "Revisa los límites de depósito y las herramientas de control, y ajústalos antes de apostar.",
        "Si te interesa un bono, lee el requisito de apuesta, la cuota mínima y el plazo antes de aceptarlo.",
        "Comprueba los métodos de pago y los plazos de retirada.",
      ],
    },
    {
      type: "paragraph",
      text: "Nuestra [comparación de casinos](/comparacion) incluye a los operadores con apuestas deportivas que analizamos. Puedes leer las reseñas de [Bet365](/bet365), [Codere](/codere), [Betway](/betway), [William Hill](/williamhill) o [Bwin](/bwin), y antes de aceptar cualquier promoción, nuestra guía del [bono de bienvenida](/bono-bienvenida-casino).",
    },
    { type: "heading", level: 2, text: "Errores frecuentes" },
    {
      type: "list",
      items: [
        "**Creer que saber de fútbol basta**: las cuotas ya incorporan la información pública, y el margen juega en tu contra.",
        "**Abusar de las combinadas**: las cuotas altas atraen, pero cada selección añade margen y probabilidad de fallo.",
        "**Apostar en directo por impulso**: el ritmo del partido empuja a decidir en segundos, sin pensar en el bankroll.",
        "**Ver las apuestas como un ingreso**: son un gasto de entretenimiento. Si empiezas a contar con ganar, es momento de parar.",
      ],
    },
    {
      type: "faq",
      title: "Preguntas Frecuentes",
      items: [
        {
          question: "¿Es legal apostar online en España?",
          answer: "Sí, en operadores con licencia de la Dirección General de Ordenación del Juego y solo para mayores de 18 años. El regulador publica en su web el registro de operadores autorizados.",
        },
        {
          question: "¿Cuánto debo apostar en cada apuesta?",
          answer: "Recomendamos no superar el 5 % de tu bankroll por apuesta. Con 100 € dedicados a las apuestas, la apuesta máxima sería de 5 €.",
        },
        {
          question: "¿Qué deporte recibe más apuestas?",
          answer: "El fútbol, con el 68 % del volumen según nuestras cifras de referencia. Le siguen el baloncesto (12 %), el tenis (8 %), la Fórmula 1 (6 %) y el resto de deportes (6 %).",
        },
        {
          question: "¿Qué es la probabilidad implícita de una cuota?",
          answer: "Es 1 dividido entre la cuota: una cuota de 2,00 equivale a un 50 % y una de 4,00, a un 25 %. Si crees que la probabilidad real es menor, la cuota no compensa.",
        },
        {
          question: "¿Conviene usar el cash out?",
          answer: "Puede servir para limitar una pérdida, pero la cantidad ofrecida incluye el margen del operador. Usarlo de forma habitual suele salir más caro que dejar correr la apuesta.",
        },
        {
          question: "¿Dónde encuentro ayuda si las apuestas se me van de las manos?",
          answer: "En nuestra [guía de juego responsable](/guia-juego-responsable) tienes las líneas de ayuda y cómo inscribirte en el registro de autoexclusión. La ayuda es gratuita y confidencial.",
        },
      ],
    },
    { type: "responsibleGambling" },
  ],
};
