import type { ContentPageInput } from "../../blocks";

export const slotsClasicosPage: ContentPageInput = {
  path: "/slots-clasicos",
  h1: "Slots clásicos: tres rodillos, frutas y reglas sencillas",
  title: "Slots clásicos: tragaperras de tres rodillos explicadas",
  description:
    "Las tragaperras clásicas de tres rodillos: de dónde vienen, cómo pagan, en qué se diferencian de las slots de vídeo y qué comprobar antes de jugar.",
  keywords: ["slots clásicos", "tragaperras clásicas", "tragaperras de frutas", "tres rodillos"],
  breadcrumb: "Slots clásicos",
  intro:
    "Cerezas, limones, campanas y sietes: las tragaperras clásicas conservan el aspecto de las máquinas de siempre. Tienen pocas líneas, casi ninguna función especial y una tabla de pagos que se lee de un vistazo. Te explicamos cómo funcionan y qué tener en cuenta.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/slots-clasicos.svg",
    alt: "Ilustración de una tragaperras de tres rodillos con una cereza, una campana y un siete",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "De la máquina de bar a la pantalla" },
    {
      type: "paragraph",
      text: "Las primeras tragaperras mecánicas aparecieron en Estados Unidos a finales del siglo XIX: tres rodillos con símbolos, una palanca y una ranura para la moneda. En España, muchos jugadores las asocian con las máquinas de bar, que popularizaron funciones como retener un rodillo o avanzarlo una posición. Las slots clásicas online recogen esa estética y esa sencillez, aunque por dentro funcionan como cualquier juego digital: un generador de números aleatorios certificado decide cada resultado.",
    },
    { type: "heading", level: 2, text: "Cómo es una slot clásica" },
    {
      type: "list",
      items: [
        "**Tres rodillos** y, normalmente, entre una y cinco líneas de pago.",
        "**Símbolos tradicionales**: frutas, campanas, barras con la palabra BAR y el siete, que suele ser el símbolo de mayor premio.",
        "**Pocas funciones**: como mucho un comodín, un multiplicador sencillo o las opciones de retener y avanzar de las máquinas de bar.",
        "**Tabla de pagos corta**: cabe en una sola pantalla y se entiende sin tutorial.",
      ],
    },
    { type: "heading", level: 2, text: "Clásicas frente a slots de vídeo" },
    {
      type: "table",
      caption: "Diferencias entre slots clásicas y slots de vídeo",
      headers: ["Característica", "Slot clásica", "Slot de vídeo"],
      rowHeaders: true,
      rows: [
        ["Rodillos", "3", "5 o más"],
        ["Líneas o formas de ganar", "De 1 a 5", "De 10 a varios miles"],
        ["Funciones especiales", "Pocas o ninguna", "Rondas de bonificación, cascadas, multiplicadores"],
        ["Ritmo", "Giros cortos y resultados inmediatos", "Animaciones y rondas más largas"],
        ["Cómo se reparte el RTP", "Sobre todo en el juego base", "Buena parte en las rondas especiales"],
      ],
    },
    {
      type: "paragraph",
      text: "Que una slot sea sencilla no significa que sea de volatilidad baja. Muchas clásicas pagan poco y a menudo, pero otras guardan casi todo su valor en una combinación de sietes muy poco frecuente. La forma de saberlo es la misma que en cualquier tragaperras: abrir la tabla de pagos y leer el RTP y la volatilidad que declara el proveedor. Hay más detalles sobre ambos conceptos en nuestra [guía de slots online](/slots-online).",
    },
    { type: "heading", level: 2, text: "Para quién son" },
    {
      type: "paragraph",
      text: "Las slots clásicas encajan con quien quiere entender en segundos qué está pasando en pantalla y prefiere un juego sin distracciones. También son una buena forma de familiarizarse con conceptos como el RTP antes de pasar a juegos más complejos. Si lo que buscas son funciones especiales y producciones elaboradas, echa un vistazo a las [slots premium](/slots-premium); si te interesan los botes acumulados, a los [jackpots progresivos](/jackpots-millonarios).",
    },
    { type: "heading", level: 2, text: "Consejos antes de girar" },
    {
      type: "list",
      ordered: true,
      items: [
        "Comprueba cuántas líneas están activas: en algunas clásicas, jugar con menos líneas reduce el coste del giro pero también las combinaciones que pagan.",
        "Mira si el premio mayor exige la apuesta máxima; si es así, el juego es menos atractivo con apuestas pequeñas.",
        "Fija el límite de tiempo y de gasto de la sesión. Los casinos con licencia española te lo piden antes de empezar a jugar a las slots.",
        "Desactiva el sonido si notas que las celebraciones te empujan a seguir: los «casi premios» no significan nada.",
        "Prueba la versión de demostración si el casino la ofrece, o consulta nuestra página de [tragaperras gratis](/tragaperras-gratis).",
      ],
    },
    {
      type: "callout",
      tone: "info",
      title: "El siete no está «a punto de salir»",
      body: [
        "Cada giro es independiente. Que un símbolo lleve mucho tiempo sin aparecer no aumenta su probabilidad en el siguiente giro, igual que en la ruleta o en los dados.",
      ],
    },
    {
      type: "paragraph",
      text: "Los diez casinos de nuestro ranking tienen sección de tragaperras. Consulta, por ejemplo, los análisis de [Paf](/paf), [Marca](/marca) o [Paston](/paston) para conocer el catálogo y las condiciones de cada uno.",
    },
    {
      type: "cta",
      text: "Compara los casinos con licencia en España y encuentra el catálogo de slots que mejor encaja contigo.",
      href: "/comparacion",
      label: "Comparar casinos",
    },
    { type: "responsibleGambling" },
  ],
};
