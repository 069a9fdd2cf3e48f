import type { ContentPageInput } from "../../blocks";

/**
 * The long roulette guide (2,000–3,000 words): demo play, variants, the full payout table with
 * probabilities, betting systems, a glossary and an FAQ. Figures from spec section 9; every
 * probability below is n/37 for the European wheel.
 */
export const ruletaCasinoOnlineGratisPage: ContentPageInput = {
  path: "/ruleta-casino-online-gratis",
  h1: "Ruleta de casino online gratis: guía completa para aprender a jugar",
  title: "Ruleta online gratis: guía completa, pagos y ventaja de la casa",
  description:
    "Aprende a jugar a la ruleta online gratis: ruleta europea, francesa y americana, tabla de pagos, probabilidades, sistemas de apuesta, glosario y FAQ.",
  keywords: [
    "ruleta online gratis",
    "ruleta casino online",
    "ruleta europea",
    "ruleta americana",
    "pagos ruleta",
    "cómo jugar a la ruleta",
  ],
  breadcrumb: "Ruleta online gratis",
  intro:
    "La ruleta es el juego de casino más fácil de aprender y uno de los más fáciles de malinterpretar. Esta guía explica cómo jugar gratis en modo demo, qué diferencia hay entre la ruleta europea, la francesa y la americana, cuánto paga cada apuesta y con qué probabilidad, y por qué ningún sistema de apuestas cambia la ventaja de la casa.",
  updated: "2026-11-21",
  schemaType: "Article",
  hero: {
    src: "/images/pages/ruleta-casino-online-gratis.svg",
    alt: "Ilustración de una rueda de ruleta europea junto a la parte del tapete con los números del 1 al 12",
    width: 1200,
    height: 600,
  },
  blocks: [
    {
      type: "callout",
      tone: "info",
      title: "La guía en cuatro datos",
      body: [
        "La **ruleta europea** tiene 37 números y una ventaja de la casa del 2,7 %.",
        "La **ruleta americana** tiene 38 números (con doble cero) y una ventaja del 5,26 %.",
        "Un pleno paga 35:1, pero la probabilidad de acertarlo es de 1 entre 37.",
        "Jugar gratis en modo demo sirve para aprender las reglas, no para predecir resultados.",
      ],
    },
    { type: "heading", level: 2, text: "Qué significa jugar a la ruleta gratis", id: "ruleta-gratis" },
    {
      type: "paragraph",
      text: "Jugar a la ruleta gratis es usar la **versión de demostración** de una ruleta automática: el mismo programa que la versión con dinero, con un saldo de créditos ficticios que no se puede retirar ni canjear. El número ganador lo decide un generador de números aleatorios (RNG) certificado, igual que en la versión de pago, así que la demo reproduce fielmente las reglas, los pagos y el ritmo del juego.",
    },
    {
      type: "paragraph",
      text: "Lo que la demo no reproduce es la presión de perder dinero de verdad. Es fácil doblar una apuesta de créditos ficticios tras una mala racha; hacerlo con tu dinero es otra cosa. Por eso la demo es una herramienta para aprender, no un entrenamiento para «ganar»: ningún número de partidas gratis te dará una ventaja sobre la ruleta.",
    },
    {
      type: "paragraph",
      text: "Ten en cuenta también que la **ruleta en directo**, con crupier real, casi nunca tiene versión gratuita: cada ronda se juega en tiempo real con apuestas de verdad. Si te interesa, lee cómo funciona en [casino en vivo](/casino-en-vivo) y en nuestra guía de [casino en directo](/casino-en-directo).",
    },
    { type: "heading", level: 2, text: "Cómo se juega a la ruleta online, paso a paso", id: "como-se-juega" },
    {
      type: "steps",
      items: [
        { title: "Elige la variante", text: "Comprueba en el nombre de la mesa o en su ayuda si es europea, francesa o americana. Si puedes elegir, descarta la americana." },
        { title: "Selecciona el valor de la ficha", text: "Las fichas digitales tienen valores fijos. Elige uno que te permita muchas rondas con tu presupuesto." },
        { title: "Coloca las apuestas", text: "Pulsa sobre un número, una línea entre números o las casillas exteriores (color, par o impar, docenas). Puedes combinar varias apuestas en la misma ronda." },
        { title: "Lanza la ronda", text: "En la ruleta automática pulsas el botón de girar; en la de directo, las apuestas se cierran cuando acaba la cuenta atrás." },
        { title: "Cobra o pierde", text: "La bola cae en una casilla, se pagan las apuestas que la incluyen y se retiran las demás. El historial muestra los últimos números." },
        { title: "Decide si sigues", text: "Antes de la siguiente ronda, mira tu saldo frente al presupuesto que te fijaste. Parar a tiempo es parte del juego." },
      ],
    },
    { type: "heading", level: 2, text: "Ruleta europea, francesa y americana", id: "variantes" },
    {
      type: "paragraph",
      text: "Las tres variantes usan la misma mecánica y los mismos pagos. Lo que cambia es el número de casillas, y de ahí sale la ventaja de la casa. La **europea** tiene 37 casillas: los números del 1 al 36 y un solo cero. La **americana** añade un doble cero y llega a 38. La **francesa** tiene la misma rueda que la europea, pero con reglas que devuelven parte de las apuestas sencillas cuando sale el cero.",
    },
    {
      type: "table",
      caption: "Variantes de ruleta y ventaja de la casa",
      headers: ["Variante", "Casillas", "Ceros", "Ventaja de la casa"],
      rows: [
        ["Ruleta europea", "37 (del 0 al 36)", "Uno", "2,7 %"],
        ["Ruleta francesa", "37 (del 0 al 36)", "Uno", "2,7 % (1,35 % en suertes sencillas con La Partage)"],
        ["Ruleta americana", "38 (del 0 al 36 y el 00)", "Dos", "5,26 %"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "¿De dónde salen esas cifras? Un pleno paga 35:1, pero en la ruleta europea hay 37 resultados posibles. Si apostaras 1 € a cada uno de los 37 números, cobrarías 36 € (35 de ganancia más tu euro) y habrías gastado 37 €: pierdes 1 € de cada 37, que es un **2,7 %**. En la americana pierdes 2 € de cada 38, un **5,26 %**. Esa diferencia, que parece pequeña, casi duplica lo que te cuesta cada hora de juego.",
    },
    {
      type: "paragraph",
      text: "En la ruleta francesa, la regla **La Partage** devuelve la mitad de las apuestas a suertes sencillas (rojo o negro, par o impar, falta o pasa) cuando sale el cero, lo que reduce la ventaja en esas apuestas al 1,35 %. La variante **En Prison** deja la apuesta «presa» una ronda: si en la siguiente gana, la recuperas sin ganancia. Ambas reglas solo afectan a las suertes sencillas.",
    },
    { type: "heading", level: 2, text: "Tabla de pagos de la ruleta", id: "tabla-de-pagos" },
    {
      type: "table",
      caption: "Pagos de cada apuesta y probabilidad de acierto en la ruleta europea (37 números)",
      headers: ["Apuesta", "Números cubiertos", "Pago", "Probabilidad de acierto"],
      rows: [
        ["Pleno (un número)", "1", "35:1", "2,70 %"],
        ["Caballo (dos números contiguos)", "2", "17:1", "5,41 %"],
        ["Transversal o calle (una fila de tres)", "3", "11:1", "8,11 %"],
        ["Cuadro o esquina (cuatro números)", "4", "8:1", "10,81 %"],
        ["Seisena o línea (dos filas, seis números)", "6", "5:1", "16,22 %"],
        ["Docena o columna", "12", "2:1", "32,43 %"],
        ["Suertes sencillas: rojo o negro, par o impar, falta (1–18) o pasa (19–36)", "18", "1:1", "48,65 %"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "Fíjate en el patrón: cada pago es ligeramente inferior a lo que correspondería a su probabilidad real. Un pleno «justo» pagaría 36:1 en una ruleta de 37 números; paga 35:1. Una suerte sencilla pagaría 1:1 si no existiera el cero; el cero hace que tu probabilidad baje del 50 % al 48,65 %. Por eso todas las apuestas de la ruleta europea tienen la misma ventaja de la casa, el 2,7 %, y ninguna combinación de ellas la reduce.",
    },
    {
      type: "paragraph",
      text: "La ruleta americana añade una apuesta propia, la de cinco números (0, 00, 1, 2 y 3), que paga 6:1 y tiene una ventaja de la casa del 7,89 %: la peor apuesta de la mesa.",
    },
    { type: "heading", level: 2, text: "Apuestas interiores, exteriores y de anuncio", id: "tipos-de-apuesta" },
    {
      type: "paragraph",
      text: "Las **apuestas interiores** se colocan sobre los números del tapete (pleno, caballo, transversal, cuadro, seisena). Pagan más y aciertan menos. Las **apuestas exteriores** se colocan en las casillas del borde (docenas, columnas y suertes sencillas): aciertan más a menudo y pagan menos. El coste a largo plazo es el mismo; lo que cambia es la volatilidad de tu saldo.",
    },
    {
      type: "paragraph",
      text: "En la ruleta francesa, y en muchas ruletas online, existe además la **pista de anuncios** (el «cilindro»), que permite apostar a sectores de la rueda con un solo clic:",
    },
    {
      type: "list",
      items: [
        "**Vecinos del cero**: los 17 números que rodean al cero en la rueda, cubiertos con 9 fichas.",
        "**Tercio del cilindro**: los 12 números del lado opuesto al cero, con 6 fichas.",
        "**Huérfanos**: los 8 números que quedan fuera de los dos sectores anteriores, con 5 fichas.",
        "**Juego del cero**: los 7 números más cercanos al cero, con 4 fichas.",
      ],
    },
    {
      type: "paragraph",
      text: "Son atajos para colocar varias apuestas interiores a la vez. No cambian la probabilidad ni la ventaja de la casa: la rueda no sabe a qué sector has apostado.",
    },
    { type: "heading", level: 2, text: "Sistemas de apuesta: lo que prometen y lo que hacen", id: "sistemas" },
    {
      type: "paragraph",
      text: "Casi todo jugador de ruleta se topa con algún sistema que promete ganancias seguras. Todos comparten el mismo fallo: cambian el tamaño de las apuestas, pero no pueden cambiar la probabilidad de cada giro ni el pago de cada apuesta. Si cada apuesta tiene una ventaja de la casa del 2,7 %, cualquier suma de apuestas también la tiene.",
    },
    {
      type: "list",
      items: [
        "**Martingala**: doblar la apuesta a una suerte sencilla tras cada pérdida para recuperarlo todo con una sola victoria. Empezando con 1 €, tras ocho pérdidas seguidas habrás perdido 255 € y la siguiente apuesta tendría que ser de 256 € para ganar, en total, 1 €. Ocho rojos fallados seguidos parecen imposibles, pero en la ruleta europea ocurren aproximadamente una vez cada 207 series. Antes o después llega la racha que agota el presupuesto o choca con el límite máximo de la mesa.",
        "**D'Alembert**: subir una unidad tras perder y bajar una tras ganar. Las pérdidas crecen más despacio que con la Martingala, pero la ventaja de la casa sigue intacta.",
        "**Fibonacci**: apostar siguiendo la sucesión 1, 1, 2, 3, 5, 8… tras cada pérdida. Es una Martingala más lenta, con el mismo final cuando la racha se alarga.",
        "**Buscar números «calientes» o «fríos»**: el historial de la mesa es solo un registro. La rueda no tiene memoria y cada giro es independiente de los anteriores.",
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "La idea que conviene recordar",
      body: [
        "Ningún sistema convierte la ruleta en una fuente de ingresos. Lo único que puedes controlar es cuánto apuestas y durante cuánto tiempo. Si notas que juegas para recuperar pérdidas, para y consulta nuestra [guía de juego responsable](/guia-juego-responsable).",
      ],
    },
    { type: "heading", level: 2, text: "Ruleta gratis frente a ruleta con dinero real", id: "gratis-o-dinero" },
    {
      type: "table",
      caption: "Diferencias entre la ruleta en modo demo y la ruleta con dinero",
      headers: ["Aspecto", "Modo demo", "Con dinero real"],
      rows: [
        ["Saldo", "Créditos ficticios, sin valor", "Tu dinero, depositado en un operador con licencia"],
        ["Reglas y pagos", "Los mismos que la versión de pago", "Los mismos que la demo"],
        ["Resultados", "Generador de números aleatorios certificado", "Generador certificado o rueda real en directo"],
        ["Registro", "Muchos casinos piden cuenta y verificación de la edad", "Cuenta verificada y mayoría de edad obligatorias"],
        ["Límites", "No hacen falta", "Límites de depósito y tiempo que debes ajustar a tu presupuesto"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "Una buena regla práctica: no pases a jugar con dinero hasta que en la demo sepas, sin pensarlo, qué cubre cada apuesta, cuánto paga y cuánto te cuesta una ronda con las fichas que vas a usar. Y cuando lo hagas, decide antes de empezar cuánto estás dispuesto a perder en esa sesión.",
    },
    { type: "heading", level: 2, text: "Cómo elegir un casino para jugar a la ruleta", id: "elegir-casino" },
    {
      type: "list",
      ordered: true,
      items: [
        "**Licencia española**: juega solo en operadores autorizados por la Dirección General de Ordenación del Juego. Lo comprobarás en el pie de página de su web y en el registro público del regulador.",
        "**Ruleta europea o francesa disponible**: si el casino solo ofrece ruleta americana, estás pagando casi el doble por jugar.",
        "**Límites de mesa razonables**: mesas con fichas pequeñas para practicar con presupuestos modestos.",
        "**Herramientas de control**: límites de depósito, de pérdidas y de tiempo fáciles de encontrar y de reducir.",
        "**Condiciones claras**: si aceptas un bono, comprueba cuánto contribuye la ruleta al requisito de apuesta; suele ser muy poco.",
      ],
    },
    {
      type: "paragraph",
      text: "Nuestra [comparación de casinos](/comparacion) reúne a los diez operadores que analizamos. Si ya tienes alguno en mente, consulta sus reseñas: [Bet365](/bet365), [Codere](/codere), [Betway](/betway), [William Hill](/williamhill), [Bwin](/bwin) o [PokerStars](/pokerstars). Para las reglas de la ruleta con dinero real y sus variantes, tienes la guía de [ruleta online](/ruleta-online) y la de [ruleta clásica](/ruleta-clasica).",
    },
    { type: "heading", level: 2, text: "Juego responsable en la ruleta", id: "juego-responsable" },
    {
      type: "paragraph",
      text: "La ruleta es rápida: una ruleta automática permite jugar muchas rondas por minuto, y eso multiplica lo que cuesta cada hora. Fija un presupuesto que puedas perder sin que te afecte, un tiempo máximo por sesión y una regla de salida tanto para cuando vas perdiendo como para cuando vas ganando. Si el juego deja de ser entretenimiento, pide ayuda: es gratuita y confidencial.",
    },
    { type: "responsibleGambling" },
    { type: "heading", level: 2, text: "Glosario de la ruleta", id: "glosario" },
    {
      type: "definitions",
      items: [
        { term: "Pleno", definition: "Apuesta a un solo número. Paga 35:1." },
        { term: "Caballo", definition: "Apuesta a dos números contiguos del tapete, colocando la ficha sobre la línea que los separa. Paga 17:1." },
        { term: "Transversal o calle", definition: "Apuesta a una fila horizontal de tres números. Paga 11:1." },
        { term: "Cuadro o esquina", definition: "Apuesta a cuatro números que comparten una esquina. Paga 8:1." },
        { term: "Seisena o línea", definition: "Apuesta a dos filas contiguas, seis números en total. Paga 5:1." },
        { term: "Docena", definition: "Apuesta a los números del 1 al 12, del 13 al 24 o del 25 al 36. Paga 2:1." },
        { term: "Columna", definition: "Apuesta a una de las tres columnas verticales del tapete, con 12 números cada una. Paga 2:1." },
        { term: "Suertes sencillas", definition: "Rojo o negro, par o impar, falta (1–18) o pasa (19–36). Pagan 1:1 y pierden cuando sale el cero." },
        { term: "Ventaja de la casa", definition: "Porcentaje de lo apostado que el juego retiene de media a largo plazo: 2,7 % en la ruleta europea y 5,26 % en la americana." },
        { term: "RTP", definition: "Retorno teórico al jugador; es el complemento de la ventaja de la casa. En la ruleta europea, el 97,3 %." },
        { term: "RNG", definition: "Generador de números aleatorios: el programa certificado que decide el número ganador en la ruleta automática." },
        { term: "La Partage", definition: "Regla de la ruleta francesa que devuelve la mitad de las apuestas a suertes sencillas cuando sale el cero." },
        { term: "En Prison", definition: "Variante de la regla anterior: la apuesta queda retenida una ronda y, si gana, se recupera sin ganancia." },
        { term: "Pista de anuncios", definition: "Zona del tapete con forma de rueda que permite apostar a sectores como vecinos del cero, tercio o huérfanos." },
        { term: "Martingala", definition: "Sistema que dobla la apuesta tras cada pérdida. No cambia la ventaja de la casa y expone a pérdidas muy grandes." },
        { term: "No va más", definition: "Aviso del crupier de que se cierran las apuestas para esa ronda." },
      ],
    },
    {
      type: "faq",
      title: "Preguntas frecuentes sobre la ruleta online gratis",
      items: [
        {
          question: "¿Se puede ganar dinero jugando a la ruleta gratis?",
          answer: "No. En modo demo juegas con créditos ficticios que no se pueden retirar. La demo sirve para aprender las reglas y los pagos sin arriesgar dinero.",
        },
        {
          question: "¿Qué ruleta conviene más: europea o americana?",
          answer: "La europea. Tiene 37 números y una ventaja de la casa del 2,7 %, frente a los 38 números y el 5,26 % de la americana. Con las mismas apuestas, la americana cuesta casi el doble.",
        },
        {
          question: "¿Cuánto paga un pleno en la ruleta?",
          answer: "35:1. Si apuestas 1 € a un número y sale, recibes 35 € de ganancia más tu euro. La probabilidad de acertarlo en la ruleta europea es de 1 entre 37.",
        },
        {
          question: "¿Funciona la Martingala en la ruleta online?",
          answer: "No a largo plazo. Gana pequeñas cantidades con frecuencia, pero una racha de pérdidas seguidas, que acaba llegando, obliga a apuestas enormes o choca con el límite de la mesa. La ventaja de la casa sigue siendo del 2,7 % en la ruleta europea.",
        },
        {
          question: "¿La ruleta online está amañada?",
          answer: "En los operadores con licencia de la DGOJ, los generadores de números aleatorios se certifican y auditan. La ruleta no necesita estar amañada para que la casa gane: le basta con pagar un poco menos de lo que correspondería a cada apuesta.",
        },
        {
          question: "¿Hay ruleta en directo gratis?",
          answer: "Casi nunca, porque cada ronda se juega en tiempo real con apuestas de verdad. Muchos casinos permiten mirar la mesa sin apostar, y para practicar puedes usar la ruleta automática en modo demo.",
        },
        {
          question: "¿Qué apuesta de la ruleta tiene más probabilidad de acierto?",
          answer: "Las suertes sencillas (rojo o negro, par o impar, falta o pasa), con un 48,65 % en la ruleta europea. Pagan 1:1, así que su coste a largo plazo es el mismo que el de un pleno.",
        },
        {
          question: "¿Necesito registrarme para jugar a la ruleta gratis?",
          answer: "Muchos casinos con licencia en España piden abrir una cuenta y verificar la edad incluso para las demos; consulta las condiciones de cada operador. Jugar con dinero real exige siempre una cuenta verificada y ser mayor de 18 años.",
        },
      ],
    },
    { type: "heading", level: 2, text: "Sigue leyendo", id: "sigue-leyendo" },
    {
      type: "paragraph",
      text: "En nuestro [blog](/blog) publicamos análisis de juegos, guías de bonos y artículos sobre el mercado del juego online en España. Si quieres seguir con la ruleta, el siguiente paso es la guía de [ruleta online](/ruleta-online); si prefieres comparar operadores, empieza por la [comparación de casinos](/comparacion).",
    },
  ],
};
