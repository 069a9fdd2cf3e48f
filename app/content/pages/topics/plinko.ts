import type { ContentPageInput } from "../../blocks";

/**
 * Plinko: rules, the binomial maths behind the multipliers and bankroll advice. Figures from spec
 * section 9 (0,5x–1000x, RTP 97–99 %, 0,10 €, 16 rows, autoplay 50, 2 % per round). The
 * 'Suscribirse Gratis' button opens the newsletter form: the copy says it is email tips, not a bonus.
 */
export const plinkoPage: ContentPageInput = {
  path: "/plinko",
  h1: "Plinko online: cómo funciona, RTP y cómo gestionar tu saldo",
  title: "Plinko online: reglas, multiplicadores, RTP y gestión del saldo",
  description:
    "Plinko online: 16 filas, multiplicadores de 0,5x a 1000x, RTP del 97–99 %, apuesta mínima de 0,10 € y por qué no arriesgar más del 2 % del saldo por ronda.",
  keywords: ["plinko", "plinko online", "plinko casino", "plinko RTP", "multiplicadores plinko"],
  breadcrumb: "Plinko",
  intro:
    "El Plinko es un juego de casino de reglas mínimas: sueltas una bola en lo alto de una pirámide de clavijas, rebota fila a fila y cae en una casilla con un multiplicador. Su atractivo es el **1000x** de los extremos; su realidad, que la bola cae casi siempre en el centro. Aquí tienes las cifras para entender las dos cosas.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/plinko.svg",
    alt: "Ilustración de un tablero de Plinko: pirámide de clavijas, una bola cayendo y casillas de multiplicadores en la base",
    width: 1200,
    height: 600,
  },
  blocks: [
    {
      type: "stats",
      items: [
        { value: "0,5x – 1000x", label: "Multiplicadores posibles" },
        { value: "97–99 %", label: "RTP teórico según la versión" },
        { value: "0,10 €", label: "Apuesta mínima" },
        { value: "16", label: "Filas de clavijas como máximo" },
        { value: "50", label: "Rondas de juego automático" },
        { value: "2 %", label: "Máximo recomendado del saldo por ronda" },
      ],
    },
    { type: "heading", level: 2, text: "Qué es el Plinko" },
    {
      type: "paragraph",
      text: "El juego se inspira en un conocido concurso de televisión. En la versión de casino, el tablero es una pirámide de clavijas: la bola entra por arriba, en cada fila choca con una clavija y se desvía a la izquierda o a la derecha, y al final cae en una de las casillas de la base. Cada casilla tiene un multiplicador que se aplica a tu apuesta: desde **0,5x** en las casillas centrales, que te devuelven la mitad de lo apostado, hasta **1000x** en las de los extremos.",
    },
    {
      type: "paragraph",
      text: "No hay decisiones durante la ronda: eliges la apuesta, el número de filas y el nivel de riesgo, sueltas la bola y esperas. Una ronda dura un par de segundos, y ese ritmo es lo primero que hay que tener en cuenta al hablar de saldo.",
    },
    { type: "heading", level: 2, text: "Reglas y opciones de juego" },
    {
      type: "list",
      items: [
        "**Apuesta**: desde 0,10 € por bola. El máximo depende del operador.",
        "**Filas**: según la versión, puedes jugar con menos filas o con el máximo de 16. Con 16 filas hay 17 casillas en la base y los multiplicadores de los extremos son los más altos.",
        "**Nivel de riesgo**: bajo, medio o alto. Con más riesgo, los extremos pagan más y el centro paga menos; el RTP se mantiene, lo que cambia es la volatilidad.",
        "**Juego automático**: lanza hasta 50 rondas seguidas con la misma apuesta. Úsalo siempre con un límite de pérdidas configurado.",
      ],
    },
    { type: "heading", level: 2, text: "La matemática: por qué el 1000x es tan raro" },
    {
      type: "paragraph",
      text: "En el modelo habitual del juego, en cada fila la bola tiene la misma probabilidad de ir a la izquierda que a la derecha. Con 16 filas hay 65.536 recorridos posibles, y solo uno lleva a cada extremo: la probabilidad de que la bola caiga en una casilla extrema concreta es de **1 entre 65.536**, y de 1 entre 32.768 para cualquiera de las dos. En cambio, casi uno de cada cinco lanzamientos cae justo en el centro.",
    },
    {
      type: "table",
      caption: "Probabilidad de cada casilla en un tablero de 16 filas (hay una casilla igual a cada lado del centro)",
      headers: ["Posición de la casilla", "Recorridos que llegan a ella", "Probabilidad"],
      rows: [
        ["Centro", "12.870", "19,64 %"],
        ["1 casilla desde el centro", "11.440", "17,46 %"],
        ["2 casillas desde el centro", "8.008", "12,22 %"],
        ["3 casillas desde el centro", "4.368", "6,67 %"],
        ["4 casillas desde el centro", "1.820", "2,78 %"],
        ["5 casillas desde el centro", "560", "0,85 %"],
        ["6 casillas desde el centro", "120", "0,18 %"],
        ["7 casillas desde el centro", "16", "0,024 %"],
        ["Extremo", "1", "0,0015 %"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "Traducido a tu saldo: con la apuesta mínima de 0,10 €, un 1000x son 100 €, pero para verlo una vez tendrías que lanzar de media decenas de miles de bolas. Mientras tanto, la mayoría de rondas caen en casillas centrales con multiplicadores por debajo de 1x, y tu saldo baja poco a poco.",
    },
    { type: "heading", level: 2, text: "RTP del 97–99 %: qué significa aquí" },
    {
      type: "paragraph",
      text: "El RTP del Plinko se sitúa entre el 97 % y el 99 % según la versión y la configuración que elige el operador. Significa que, de cada 100 € apostados en total, el juego retiene de media entre 1 € y 3 € a muy largo plazo. Es un RTP alto comparado con muchas tragaperras, pero el ritmo de juego compensa esa ventaja: a una ronda cada dos segundos, en diez minutos puedes lanzar 300 bolas, y 300 bolas de 1 € son 300 € apostados.",
    },
    {
      type: "paragraph",
      text: "El RTP sale directamente de la tabla de multiplicadores: se multiplica cada multiplicador por la probabilidad de su casilla y se suman los resultados. En el tablero de nuestra ilustración (0,5x en las siete casillas centrales y 3x, 10x, 26x, 130x y 1000x hacia cada extremo), esa suma da un RTP del 98,83 %. Más del 92 % de las bolas cae en las siete casillas centrales y devuelve la mitad de la apuesta.",
    },
    {
      type: "paragraph",
      text: "Consulta el RTP exacto en la ayuda del juego dentro del casino donde juegues. Y recuerda que el nivel de riesgo no cambia el RTP: solo decide si pierdes poco a poco con algún premio pequeño o si pasas largas rachas sin nada esperando un extremo.",
    },
    { type: "heading", level: 2, text: "Gestión del saldo: no más del 2 % por ronda" },
    {
      type: "paragraph",
      text: "Nuestra recomendación es no apostar más del **2 % de tu saldo** en cada ronda. Así, una racha de treinta bolas en el centro no te deja sin saldo en un minuto. Como la apuesta mínima es de 0,10 €, para respetar esa regla necesitas un saldo de al menos 5 €.",
    },
    {
      type: "table",
      caption: "Apuesta máxima recomendada según el saldo (2 % por ronda) y lo que mueven 50 rondas automáticas",
      headers: ["Saldo de la sesión", "Apuesta máxima por ronda (2 %)", "Total apostado en 50 rondas automáticas"],
      rows: [
        ["20 €", "0,40 €", "20 €"],
        ["50 €", "1 €", "50 €"],
        ["100 €", "2 €", "100 €"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "La última columna es la que conviene mirar dos veces: aun respetando el 2 %, una sola tanda de 50 rondas automáticas hace circular una cantidad igual a todo tu saldo. Por eso el juego automático debe ir siempre acompañado de un límite de pérdidas que detenga la tanda antes de terminar.",
    },
    { type: "heading", level: 2, text: "Consejos prácticos" },
    {
      type: "list",
      items: [
        "**Prueba la demo primero** si el casino la ofrece: verás cuántas bolas caen en el centro antes de ver un extremo.",
        "**Empieza con riesgo bajo** y pocas filas hasta que conozcas el ritmo del juego.",
        "**Configura el juego automático** con límite de pérdidas y de ganancias; si el casino no lo permite, lanza las bolas a mano.",
        "**Haz pausas**: la velocidad del Plinko hace que se pierda la noción del tiempo. Activa recordatorios de sesión en tu cuenta.",
        "**No persigas el 1000x**: subir la apuesta tras una mala racha no cambia la probabilidad de la siguiente bola.",
      ],
    },
    { type: "heading", level: 2, text: "Dónde jugar al Plinko en España" },
    {
      type: "paragraph",
      text: "Juega solo en operadores con licencia de la Dirección General de Ordenación del Juego: el sello aparece en el pie de página de su web y el operador figura en el registro público del regulador. Fuera de ese circuito encontrarás versiones con RTP desconocido y sin herramientas de control. En nuestra [comparación de casinos](/comparacion) tienes los operadores con licencia que analizamos, y en [slots online](/slots-online) otros juegos de ritmo rápido explicados con el mismo detalle.",
    },
    { type: "heading", level: 2, text: "Consejos por email" },
    {
      type: "newsletterButton",
      label: "Suscribirse Gratis",
      text: "Recibe por email nuestros consejos para gestionar el saldo y los avisos cuando publicamos guías nuevas. Es una newsletter informativa y gratuita: no incluye bonos ni saldo de juego, y puedes darte de baja en cualquier momento.",
    },
    {
      type: "faq",
      title: "Preguntas Frecuentes",
      items: [
        {
          question: "¿El Plinko es un juego de azar puro?",
          answer: "Sí. Eliges la apuesta, las filas y el nivel de riesgo, pero el recorrido de la bola lo decide el generador de números aleatorios del juego. No hay ninguna habilidad que mejore el resultado.",
        },
        {
          question: "¿Cuál es el RTP del Plinko?",
          answer: "Entre el 97 % y el 99 % según la versión y la configuración del operador. Consulta el dato exacto en la ayuda del juego.",
        },
        {
          question: "¿Con qué frecuencia sale el multiplicador de 1000x?",
          answer: "Muy rara vez. En un tablero de 16 filas, la probabilidad de caer en un extremo concreto es de 1 entre 65.536, y de 1 entre 32.768 para cualquiera de los dos.",
        },
        {
          question: "¿Cuál es la apuesta mínima?",
          answer: "0,10 € por bola. Con la regla del 2 % por ronda, esa apuesta mínima requiere un saldo de al menos 5 €.",
        },
        {
          question: "¿Cuántas rondas permite el juego automático?",
          answer: "Hasta 50 rondas seguidas. Configura siempre un límite de pérdidas para que la tanda se detenga antes si las cosas van mal.",
        },
        {
          question: "¿Es gratis suscribirse a los consejos por email?",
          answer: "Sí. La newsletter es gratuita e informativa: consejos de gestión del saldo y avisos de guías nuevas. No es un bono ni da saldo de juego, y necesitas aceptar las cookies para suscribirte.",
        },
      ],
    },
    { type: "responsibleGambling" },
  ],
};
