import type { ContentPageInput } from "../../blocks";

/**
 * Demo play explained honestly: what a free demo teaches and what it cannot, RTP and volatility.
 * Never framed as a "free bonus" (RD 958/2020): the page separates demos from promotions explicitly.
 */
export const tragaperrasGratisPage: ContentPageInput = {
  path: "/tragaperras-gratis",
  h1: "Tragaperras gratis: cómo funciona el modo demo",
  title: "Tragaperras gratis en modo demo: RTP, volatilidad y límites",
  description:
    "Tragaperras gratis en modo demo: qué te enseña y qué no, cómo leer el RTP y la volatilidad de una slot y por qué la demo no predice resultados reales.",
  keywords: ["tragaperras gratis", "slots demo", "modo demo", "RTP", "volatilidad", "tragaperras online"],
  breadcrumb: "Tragaperras gratis",
  intro:
    "Jugar gratis a una tragaperras significa usar su **versión de demostración**: el mismo juego, con créditos ficticios que no se pueden cobrar ni canjear por nada. Es la mejor manera de conocer una slot antes de decidir si merece tu dinero y, sobre todo, de comprobar lo deprisa que se consume un saldo.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/tragaperras-gratis.svg",
    alt: "Ilustración de una tragaperras con tres rodillos y el rótulo DEMO sobre la pantalla",
    width: 1200,
    height: 600,
  },
  blocks: [
    { type: "heading", level: 2, text: "Qué es exactamente el modo demo" },
    {
      type: "paragraph",
      text: "Una demo carga el mismo programa que la versión con dinero: los mismos rodillos, la misma tabla de pagos y las mismas funciones especiales. Lo único que cambia es el saldo. Al abrirla recibes una cantidad de créditos de práctica, por ejemplo 1.000, que vuelve a llenarse cuando recargas la página. Nada de lo que ganes en la demo es dinero y nada de lo que pierdas tampoco.",
    },
    {
      type: "paragraph",
      text: "Muchos casinos con licencia en España piden abrir una cuenta y verificar la edad antes de dejarte probar sus demos. En cualquier caso, son juegos pensados exclusivamente para mayores de 18 años, y el hecho de que no cuesten dinero no los convierte en un pasatiempo para menores.",
    },
    { type: "heading", level: 2, text: "Lo que una demo sí te enseña" },
    {
      type: "list",
      items: [
        "**Las reglas y la tabla de pagos**: qué símbolos pagan, cuántas líneas o formas de ganar hay y qué activa las rondas especiales (tiradas extra, multiplicadores, comodines que se expanden).",
        "**El ritmo real del juego**: cuántas tiradas haces por minuto y cuánto saldo mueve una sesión de diez minutos con la apuesta que usarías de verdad.",
        "**Las funciones que no conoces**: apuestas adicionales que cambian la probabilidad de la ronda de bonificación, botes progresivos o rodillos que cambian de tamaño en cada tirada.",
        "**Si el juego te gusta**: muchas slots parecen atractivas en la portada y resultan monótonas a los cinco minutos. Descubrirlo en la demo no cuesta nada.",
      ],
    },
    { type: "heading", level: 2, text: "Lo que una demo no te dice" },
    {
      type: "list",
      items: [
        "**No predice resultados.** Cada tirada es independiente y la decide un generador de números aleatorios (RNG). Que la demo haya pagado mucho esta tarde no dice nada de la siguiente tirada con dinero.",
        "**Las muestras cortas engañan.** Doscientas tiradas no bastan para ver el RTP de un juego: en una sesión corta el resultado depende casi solo de la suerte.",
        "**Puede no ser la misma configuración.** Muchos proveedores publican varias versiones del mismo juego con RTP distintos y cada casino elige cuál instala. Consulta el RTP en la ficha de ayuda del juego dentro del casino donde vayas a jugar, no en la demo de otra web.",
        "**No reproduce la presión del dinero.** Perder 100 créditos ficticios no duele; perder 100 € sí. La tentación de recuperar lo perdido solo aparece cuando el dinero es real, y es la que más problemas causa.",
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Una demo no es un bono",
      body: [
        "Jugar gratis en modo demo no tiene nada que ver con las promociones de los casinos. Un bono es saldo promocional sujeto a condiciones (depósito mínimo, requisito de apuesta y plazo) y nunca es gratis. Si quieres entender cómo funcionan, lee nuestra [guía del bono de bienvenida](/bono-bienvenida-casino).",
      ],
    },
    { type: "heading", level: 2, text: "RTP: qué significa el porcentaje de retorno" },
    {
      type: "paragraph",
      text: "El RTP (del inglés «return to player», retorno al jugador) es el porcentaje teórico de lo apostado que el juego devuelve a los jugadores a muy largo plazo. Una tragaperras con un RTP del 96 % está diseñada para retener de media 4 € de cada 100 € apostados, calculado sobre millones de tiradas.",
    },
    {
      type: "paragraph",
      text: "Eso no significa que si apuestas 100 € vayas a recuperar 96 €. En una sesión concreta puedes perderlo todo o ganar más de lo que apostaste: el RTP describe el promedio de todos los jugadores durante toda la vida del juego. Donde sí resulta útil es al comparar: entre dos slots que te gustan por igual, la de RTP más alto te cuesta menos por hora de juego con la misma apuesta.",
    },
    {
      type: "table",
      caption: "Coste teórico de 500 tiradas de 0,20 € (100 € apostados en total)",
      headers: ["RTP del juego", "Retorno teórico", "Coste teórico"],
      rows: [
        ["94 %", "94 €", "6 €"],
        ["96 %", "96 €", "4 €"],
        ["97 %", "97 €", "3 €"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "Fíjate en un detalle que casi nadie tiene en cuenta: el coste se aplica sobre el **total apostado**, no sobre lo que ingresas. Con 50 € puedes llegar a apostar 300 € si vuelves a jugar lo que vas ganando, y el coste teórico se calcula sobre esos 300 €. Por eso una sesión larga acaba pareciéndose cada vez más al RTP, y el RTP siempre está por debajo del 100 %.",
    },
    { type: "heading", level: 2, text: "Volatilidad: cómo se reparten los premios" },
    {
      type: "paragraph",
      text: "Dos tragaperras con el mismo RTP pueden comportarse de forma muy distinta. La volatilidad (también llamada varianza) indica cómo se reparte ese retorno: en muchos premios pequeños o en unos pocos premios grandes separados por largas rachas sin nada.",
    },
    {
      type: "table",
      caption: "Cómo se nota la volatilidad de una tragaperras",
      headers: ["Volatilidad", "Cómo paga", "Qué implica para tu saldo"],
      rows: [
        ["Baja", "Premios pequeños y frecuentes", "El saldo baja despacio y las sesiones duran más"],
        ["Media", "Mezcla de premios pequeños y alguno mediano", "Altibajos moderados; el término medio más habitual"],
        ["Alta", "Muchas tiradas sin premio y algún premio grande muy de vez en cuando", "Puedes agotar el presupuesto sin ver la ronda especial"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "La demo es precisamente el mejor lugar para notar la volatilidad. Juega 300 tiradas seguidas con la apuesta que usarías de verdad y apunta cuántas veces pasaste 50 tiradas sin un premio que superase tu apuesta. Si la respuesta te incomoda con créditos ficticios, te incomodará mucho más con dinero.",
    },
    { type: "heading", level: 2, text: "Cómo sacar partido a una demo en cinco pasos" },
    {
      type: "steps",
      items: [
        { title: "Lee la ficha del juego", text: "Busca el botón de información o ayuda: ahí figuran el RTP, la volatilidad, el premio máximo y las apuestas mínima y máxima." },
        { title: "Usa tu apuesta real", text: "Juega con la apuesta que usarías con dinero, no con la máxima. Con la máxima la demo parece más emocionante, pero no te dice nada útil." },
        { title: "Limita el saldo de prueba", text: "Olvida los 1.000 créditos de la demo y fija como saldo lo que sería tu presupuesto real, por ejemplo 30 €. Para de jugar cuando llegue a cero." },
        { title: "Cuenta tiradas y minutos", text: "Anota cuánto duró ese saldo y cuántas veces saltó la ronda especial. Es el dato más valioso que te llevarás." },
        { title: "Decide sin prisa", text: "Si después quieres jugar con dinero, hazlo en un casino con licencia de la DGOJ y con límites de depósito y de tiempo activados desde el primer día." },
      ],
    },
    { type: "heading", level: 2, text: "Tipos de tragaperras que puedes probar" },
    {
      type: "list",
      items: [
        "**Clásicas de tres rodillos**: frutas, sietes y campanas; pocas líneas y reglas sencillas. Las repasamos en [slots clásicos](/slots-clasicos).",
        "**Videoslots de cinco rodillos**: temáticas, animaciones y rondas especiales con tiradas extra y multiplicadores.",
        "**Formas de ganar variables**: el número de símbolos por rodillo cambia en cada tirada, de modo que las combinaciones posibles pasan de cientos a decenas de miles. Suelen ser de volatilidad alta.",
        "**Botes progresivos**: una parte de cada apuesta alimenta un premio acumulado. El bote es muy improbable y el juego base suele tener un RTP más bajo; lo explicamos en [jackpots millonarios](/jackpots-millonarios).",
      ],
    },
    {
      type: "paragraph",
      text: "Si quieres una visión general del catálogo, los proveedores y cómo se comparan las slots con dinero real, consulta nuestra guía de [slots online](/slots-online).",
    },
    { type: "heading", level: 2, text: "Tres mitos que conviene desmontar" },
    {
      type: "list",
      items: [
        "**«Esta máquina está caliente».** Una tragaperras online no tiene memoria: la tirada siguiente no sabe nada de las anteriores, ni de si alguien acaba de ganar.",
        "**«Las demos pagan más para engancharte».** En los casinos con licencia los juegos están certificados por laboratorios independientes. Lo que sí ocurre es que las rachas cortas engañan, en la demo y fuera de ella.",
        "**«Subir la apuesta después de perder compensa».** Aumentar la apuesta no cambia la probabilidad de ninguna tirada; solo hace que pierdas más deprisa cuando la racha no cambia.",
      ],
    },
    {
      type: "faq",
      title: "Preguntas frecuentes sobre tragaperras gratis",
      items: [
        {
          question: "¿Se puede ganar dinero jugando a tragaperras gratis?",
          answer: "No. En modo demo juegas con créditos ficticios que no tienen valor y no se pueden retirar ni canjear. Cualquier web que prometa premios en dinero por jugar gratis está ofreciendo otra cosa, normalmente una promoción con condiciones.",
        },
        {
          question: "¿La demo tiene el mismo RTP que la versión con dinero?",
          answer: "Utiliza el mismo programa, pero un proveedor puede ofrecer varias configuraciones de RTP del mismo juego. El dato que cuenta es el que aparece en la ficha de ayuda del juego dentro del casino donde juegas.",
        },
        {
          question: "¿Necesito registrarme para jugar a una demo?",
          answer: "Muchos casinos con licencia en España exigen registro y verificación de la edad incluso para las demos; consulta las condiciones de cada operador. En todos los casos el juego está reservado a mayores de 18 años.",
        },
        {
          question: "¿Sirve la demo para probar una estrategia?",
          answer: "Sirve para entender las reglas y la volatilidad, no para validar un sistema de apuestas. Ninguna estrategia cambia el RTP de una tragaperras, y unos cientos de tiradas no demuestran nada.",
        },
      ],
    },
    { type: "responsibleGambling" },
    {
      type: "cta",
      text: "¿Prefieres comparar casinos con licencia en España antes de jugar con dinero?",
      href: "/comparacion",
      label: "Ver la comparación de casinos",
    },
  ],
};
