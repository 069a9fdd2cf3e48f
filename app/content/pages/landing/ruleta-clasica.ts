import type { ContentPageInput } from "../../blocks";

export const ruletaClasicaPage: ContentPageInput = {
  path: "/ruleta-clasica",
  h1: "Ruleta clásica: la rueda de un solo cero",
  title: "Ruleta clásica online: reglas, variantes y consejos",
  description:
    "Cómo funciona la ruleta clásica de 37 números, qué apuestas admite, por qué conviene evitar la doble cero y qué mirar antes de jugar en un casino con licencia.",
  keywords: ["ruleta clásica", "ruleta europea", "ruleta francesa", "reglas de la ruleta", "casino online España"],
  breadcrumb: "Ruleta clásica",
  intro:
    "Una rueda, una bola y 37 casillas: la ruleta clásica apenas ha cambiado en dos siglos. Te explicamos qué la distingue de las variantes modernas, cómo se apuesta y qué conviene comprobar antes de sentarte a una mesa online con licencia española.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/ruleta-clasica.svg",
    alt: "Ilustración de una rueda de ruleta con casillas rojas, negras y un cero verde",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "Qué entendemos por ruleta clásica" },
    {
      type: "paragraph",
      text: "Es la ruleta que se juega en los casinos europeos desde el siglo XIX: una rueda con 37 casillas numeradas del 0 al 36. Los números del 1 al 36 alternan el rojo y el negro, y el cero, de color verde, es la casilla que da al casino su ventaja. Cuando hablamos de ruleta clásica nos referimos a esta rueda de **un solo cero**, en su versión europea o francesa, frente a las variantes modernas con multiplicadores, varias bolas o la doble cero americana.",
    },
    {
      type: "paragraph",
      text: "En un casino online la rueda puede ser un programa con generador de números aleatorios (RNG), certificado por un laboratorio independiente, o una rueda real retransmitida desde un estudio con crupier. Las reglas y los pagos son los mismos en los dos formatos; lo que cambia es el ritmo: la versión digital permite jugar una ronda cada pocos segundos, mientras que en la mesa en vivo cada giro lleva su tiempo.",
    },
    { type: "heading", level: 2, text: "Europea, francesa y americana: la diferencia que importa" },
    {
      type: "table",
      caption: "Variantes de ruleta y ventaja de la casa",
      headers: ["Variante", "Casillas", "Ceros", "Ventaja de la casa"],
      rowHeaders: true,
      rows: [
        ["Europea", "37", "0", "2,7 %"],
        ["Francesa", "37", "0", "2,7 % (1,35 % en suertes sencillas con la regla La Partage)"],
        ["Americana", "38", "0 y 00", "5,26 %"],
      ],
    },
    {
      type: "paragraph",
      text: "La diferencia parece pequeña, pero se acumula: si apuestas 100 veces 1 € en la ruleta europea, la pérdida esperada ronda los 2,70 €; en la americana sube a unos 5,26 €, casi el doble, porque el doble cero añade una casilla más que no paga ninguna apuesta exterior. En la francesa, la regla La Partage devuelve la mitad de las apuestas a suertes sencillas cuando sale el cero, lo que rebaja todavía más la ventaja en esas apuestas. Por eso, si puedes elegir, quédate con la rueda de un solo cero.",
    },
    { type: "heading", level: 2, text: "Cómo se juega una ronda" },
    {
      type: "steps",
      items: [
        { title: "Fija tu presupuesto", text: "Decide antes de empezar cuánto vas a jugar en la sesión y elige el valor de la ficha según ese importe, no al revés." },
        { title: "Coloca las fichas", text: "Apuesta sobre el tapete a números concretos (apuestas interiores) o a grupos de números como el color o la docena (apuestas exteriores)." },
        { title: "El giro", text: "El crupier o el programa lanza la bola en sentido contrario al giro de la rueda. Con el «no va más» ya no se aceptan apuestas." },
        { title: "El pago", text: "La bola se detiene en una casilla, se pagan las apuestas que la incluyen y se retiran las demás. Comienza una ronda nueva." },
      ],
    },
    { type: "heading", level: 2, text: "Apuestas interiores y exteriores" },
    {
      type: "paragraph",
      text: "Las apuestas interiores cubren pocos números y pagan mucho: aciertan rara vez. Las exteriores cubren 12 o 18 números y pagan menos, pero aciertan con más frecuencia. En la rueda europea la ventaja de la casa es la misma en todas ellas, así que elegir una u otra solo cambia cómo se reparten los resultados, no cuánto pierdes de media.",
    },
    {
      type: "list",
      items: [
        "**Pleno**: un solo número; paga 35:1.",
        "**Caballo**: dos números contiguos; paga 17:1.",
        "**Docena o columna**: doce números; paga 2:1.",
        "**Suertes sencillas** (rojo o negro, par o impar, falta o pasa): dieciocho números; pagan 1:1.",
      ],
    },
    {
      type: "paragraph",
      text: "La tabla completa de pagos, con transversales, cuadros y seisenas y la probabilidad de cada apuesta, está en nuestra [guía de ruleta online](/ruleta-online). Si quieres practicar sin apostar dinero, consulta la [guía de ruleta online gratis](/ruleta-casino-online-gratis).",
    },
    { type: "heading", level: 2, text: "Consejos para jugar con cabeza" },
    {
      type: "list",
      items: [
        "**Prefiere siempre un solo cero.** Es la decisión que más reduce lo que pierdes de media, y no cuesta nada.",
        "**Desconfía de los sistemas de progresión.** La Martingala y similares no cambian la ventaja de la casa: solo concentran el riesgo en rachas largas y chocan con los límites de la mesa.",
        "**La ruleta no tiene memoria.** Que haya salido rojo seis veces seguidas no hace más probable el negro en la siguiente tirada.",
        "**Marca un límite de tiempo y otro de gasto** y respétalos aunque vayas ganando. Los casinos con licencia te permiten fijarlos en tu cuenta.",
        "**Juega solo en operadores con licencia de la DGOJ**, que exige la certificación de sus juegos y te protege como consumidor.",
      ],
    },
    {
      type: "callout",
      tone: "info",
      title: "Ruleta en vivo o digital",
      body: [
        "Si te gusta el ambiente de sala, las mesas con crupier real de nuestra página de [casino en vivo](/casino-en-vivo) usan las mismas reglas. Las digitales son más rápidas: precisamente por eso conviene vigilar el ritmo de juego.",
      ],
    },
    { type: "heading", level: 2, text: "Dónde jugar a la ruleta clásica" },
    {
      type: "paragraph",
      text: "Todos los operadores de nuestro ranking tienen licencia española y sección de casino, y ocho de ellos ofrecen además mesas en vivo. Puedes consultar los análisis de [Bet365](/bet365), [Codere](/codere) o [William Hill](/williamhill) y comparar sus condiciones en una sola tabla.",
    },
    {
      type: "cta",
      text: "Compara los casinos con licencia en España que ofrecen ruleta europea y francesa.",
      href: "/comparacion",
      label: "Ver la comparación de casinos",
    },
    { type: "responsibleGambling" },
  ],
};
