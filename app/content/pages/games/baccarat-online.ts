import type { ContentPageInput } from "../../blocks";

export const baccaratOnlinePage: ContentPageInput = {
  path: "/baccarat-online",
  // The spec indexes the same guide under /games/baccarat-online too; that URL declares this one canonical.
  aliases: ["/games/baccarat-online"],
  h1: "Baccarat online: reglas, pagos y ventaja de la casa",
  title: "Baccarat online: reglas, pagos y la tabla de la tercera carta",
  description:
    "Baccarat online: valor de las cartas, regla de la tercera carta y pagos de Jugador (1:1), Banca (0,95:1) y Empate (8:1) con la ventaja de cada apuesta.",
  keywords: ["baccarat online", "punto banco", "reglas baccarat", "pagos baccarat", "ventaja de la casa baccarat"],
  breadcrumb: "Baccarat online",
  intro:
    "El baccarat parece un juego reservado a salas privadas, pero es uno de los más sencillos del casino: no tomas ninguna decisión durante la mano, solo eliges a qué apostar. Aquí tienes las reglas completas, la tabla de la tercera carta, los pagos y la ventaja de la casa de cada apuesta.",
  updated: "2026-11-21",
  schemaType: "Article",
  hero: {
    src: "/images/pages/baccarat-online.svg",
    alt: "Ilustración de un tapete de baccarat con las zonas de Jugador, Banca y Empate y dos manos de cartas",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "Cómo se juega" },
    {
      type: "paragraph",
      text: "En cada ronda se reparten dos manos, la del **Jugador** (o Punto) y la de la **Banca**. Tú no juegas ninguna de ellas: apuestas a cuál terminará más cerca de 9 o a que empatarán. El crupier reparte dos cartas a cada mano y, según unas reglas fijas, puede añadir una tercera. No hay decisiones que tomar después de apostar, así que la única elección que importa es la apuesta.",
    },
    {
      type: "table",
      caption: "Valor de las cartas en el baccarat",
      headers: ["Cartas", "Valor"],
      rowHeaders: true,
      rows: [
        ["As", "1 punto"],
        ["Del 2 al 9", "Su número"],
        ["10, jota, reina y rey", "0 puntos"],
      ],
    },
    {
      type: "paragraph",
      text: "Solo cuenta la última cifra de la suma: un 7 y un 8 suman 15, que en el baccarat vale **5**; un 9 y un rey valen 9. Por eso ninguna mano puede pasarse. Si cualquiera de las dos manos suma 8 o 9 con sus dos primeras cartas, es un **natural** y la ronda termina sin más cartas.",
    },
    { type: "heading", level: 2, text: "La regla de la tercera carta" },
    {
      type: "paragraph",
      text: "El crupier o el programa aplican estas reglas automáticamente; no necesitas memorizarlas, pero conocerlas te ayuda a seguir la partida. Primero se resuelve la mano del Jugador: con 0 a 5 puntos recibe una tercera carta y con 6 o 7 se planta. Si el Jugador se ha plantado, la Banca sigue la misma regla. Si el Jugador ha recibido tercera carta, la Banca decide según su total y el valor de esa carta:",
    },
    {
      type: "table",
      caption: "Cuándo pide tercera carta la Banca si el Jugador ha pedido",
      headers: ["Total de la Banca", "Pide carta si la tercera carta del Jugador es", "Se planta si es"],
      rowHeaders: true,
      rows: [
        ["0, 1 o 2", "Cualquiera", "—"],
        ["3", "Cualquiera salvo un 8", "8"],
        ["4", "De 2 a 7", "0, 1, 8 o 9"],
        ["5", "De 4 a 7", "0, 1, 2, 3, 8 o 9"],
        ["6", "6 o 7", "Cualquier otra"],
        ["7", "Nunca", "Siempre"],
      ],
    },
    { type: "heading", level: 2, text: "Pagos y ventaja de la casa" },
    {
      type: "table",
      caption: "Pagos y ventaja de la casa de las tres apuestas del baccarat",
      headers: ["Apuesta", "Pago", "Ventaja de la casa"],
      rowHeaders: true,
      rows: [
        ["Jugador (Punto)", "1:1", "1,24 %"],
        ["Banca", "0,95:1 (1:1 menos un 5 % de comisión)", "1,06 %"],
        ["Empate", "8:1", "14,4 %"],
      ],
    },
    {
      type: "paragraph",
      text: "La Banca gana algo más a menudo que el Jugador, porque decide su tercera carta conociendo la del Jugador. Con ocho barajas, la Banca gana alrededor del 45,9 % de las manos, el Jugador el 44,6 % y hay empate en torno al 9,5 %. Para compensar esa diferencia, el casino cobra una comisión del 5 % sobre las ganancias de la Banca, de ahí el pago de 0,95:1: con 10 € apostados a la Banca ganas 9,50 €. Aun así, la Banca sigue siendo la apuesta con menor ventaja para el casino, un 1,06 %, frente al 1,24 % del Jugador.",
    },
    {
      type: "paragraph",
      text: "El **Empate** paga 8:1 y resulta tentador, pero con una ventaja del 14,4 % es una de las peores apuestas de todo el casino: por cada 100 € apostados al empate, pierdes de media más de 14 €. Cuando hay empate, las apuestas a Jugador y a Banca se devuelven, así que no pierdes nada con ellas.",
    },
    { type: "heading", level: 2, text: "Variantes que encontrarás online" },
    {
      type: "list",
      items: [
        "**Punto Banco**: la versión estándar que describe esta guía, la más habitual en los casinos online.",
        "**Mini baccarat**: las mismas reglas en una mesa más pequeña, con apuestas mínimas más bajas y rondas más rápidas.",
        "**Baccarat sin comisión**: no se cobra el 5 % a la Banca, pero cuando la Banca gana con 6 puntos solo paga la mitad. La ventaja total no mejora.",
        "**Baccarat rápido**: en vivo, con tiempos de apuesta y reparto más cortos; más rondas por hora significan más pérdida esperada por hora.",
        "**Baccarat con apretón (squeeze)**: el crupier descubre las cartas poco a poco para añadir emoción, sin cambiar reglas ni pagos.",
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Las apuestas adicionales suben la ventaja",
      body: [
        "Muchas mesas ofrecen apuestas a parejas o a combinaciones especiales con pagos altos. Su ventaja para la casa es muy superior a la de Jugador y Banca; léela en el panel de información antes de probarlas.",
      ],
    },
    { type: "heading", level: 2, text: "Estrategia: poca, pero clara" },
    {
      type: "list",
      ordered: true,
      items: [
        "**Apuesta a la Banca o al Jugador**, nunca al Empate. La Banca es, por poco, la mejor opción.",
        "**Ignora los historiales de resultados.** Las cuadrículas con rachas que muestran las mesas en vivo no predicen nada: cada mano es independiente.",
        "**Desconfía de los sistemas de progresión**: doblar después de perder no cambia la ventaja y multiplica el riesgo.",
        "**Controla el ritmo**: las rondas duran menos de un minuto y el saldo baja más deprisa de lo que parece.",
        "**Fija un límite de pérdidas y otro de tiempo** antes de sentarte, y configúralos en tu cuenta.",
      ],
    },
    {
      type: "faq",
      title: "Preguntas frecuentes sobre el baccarat online",
      items: [
        {
          question: "¿Qué apuesta es mejor en el baccarat?",
          answer: "La Banca, con una ventaja para la casa del 1,06 % pese a la comisión del 5 %. El Jugador tiene un 1,24 % y el Empate, un 14,4 %.",
        },
        {
          question: "¿Por qué la Banca paga 0,95:1?",
          answer: "Porque gana algo más a menudo que el Jugador. El casino descuenta un 5 % de comisión de sus ganancias para mantener su ventaja: con 10 € apostados, cobras 9,50 €.",
        },
        {
          question: "¿Qué pasa con mi apuesta a Banca o Jugador si hay empate?",
          answer: "Se te devuelve íntegra. Solo ganan las apuestas al Empate, que pagan 8:1.",
        },
        {
          question: "¿Puedo jugar al baccarat con crupier real?",
          answer: "Sí. La mayoría de casinos con licencia española tienen mesas de baccarat en vivo; las encontrarás en nuestra página de [casino en vivo](/casino-en-vivo).",
        },
        {
          question: "¿Es lo mismo baccarat que punto banco?",
          answer: "El punto banco es la variante de baccarat que se juega en los casinos online y en la mayoría de salas: las reglas de la tercera carta son fijas y los jugadores solo eligen su apuesta.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Si quieres comparar dónde jugar, revisa los análisis de [Bet365](/bet365), [Betway](/betway) o [William Hill](/williamhill) y la [comparación de casinos](/comparacion). Si el juego deja de ser un entretenimiento, tienes ayuda en nuestra [guía de juego responsable](/guia-juego-responsable).",
    },
    { type: "responsibleGambling" },
  ],
};
