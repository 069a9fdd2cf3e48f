import type { ContentPageInput } from "../../blocks";

export const experienciaPremiumPage: ContentPageInput = {
  path: "/experiencia-premium",
  h1: "Experiencia Premium: así funcionan los programas VIP",
  title: "Experiencia Premium: programas VIP y de fidelidad",
  description:
    "Qué ofrecen los programas VIP de los casinos: gestor de cuenta personal, límites de apuesta más altos, bonos exclusivos, retiros prioritarios y qué vigilar.",
  keywords: ["programa VIP casino", "experiencia premium", "club de fidelidad", "cashback semanal", "niveles VIP"],
  breadcrumb: "Experiencia Premium",
  intro:
    "Muchos casinos online premian a sus clientes habituales con un programa de fidelidad por niveles. Te explicamos qué ventajas suelen incluir, cómo se sube de nivel y, sobre todo, qué preguntas hacerte para que un programa VIP no te lleve a jugar más de lo que querías.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/experiencia-premium.svg",
    alt: "Ilustración de cinco escalones con distintivos de colores que representan los niveles de un programa de fidelidad",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "Las ventajas VIP más habituales" },
    {
      type: "paragraph",
      text: "Cada operador diseña su programa, pero las ventajas se repiten de uno a otro. Estas son las cuatro que encontrarás con más frecuencia en los niveles altos:",
    },
    {
      type: "cards",
      items: [
        {
          title: "Gestor de cuenta personal",
          text: "Una persona de contacto que resuelve tus dudas sobre la cuenta, los pagos o las promociones sin pasar por el soporte general. Un buen gestor también debe ayudarte a fijar límites si se lo pides.",
        },
        {
          title: "Límites de apuesta más altos",
          text: "Acceso a mesas con apuestas máximas superiores a las estándar. No afecta a los límites de depósito legales ni a los que hayas fijado tú: esos siguen vigentes.",
        },
        {
          title: "Bonos exclusivos",
          text: "Promociones reservadas a miembros del programa, con sus propios requisitos de apuesta, plazos y apuesta máxima. Léelos con la misma atención que cualquier otro bono.",
        },
        {
          title: "Retiros prioritarios",
          text: "Tus solicitudes de retirada se revisan antes. El plazo final sigue dependiendo del método de pago y de que tu identidad esté verificada.",
        },
      ],
    },
    { type: "heading", level: 2, text: "Los niveles de un programa de fidelidad" },
    {
      type: "paragraph",
      text: "Lo habitual es acumular puntos por cada euro apostado y subir de nivel al alcanzar cierta cantidad en un periodo. Muchos programas usan cinco niveles con nombres de metales y gemas. La tabla muestra un esquema orientativo; cada operador fija sus propios umbrales y ventajas, que encontrarás en sus condiciones.",
    },
    {
      type: "table",
      caption: "Ejemplo orientativo de niveles de un programa VIP",
      headers: ["Nivel", "Qué suele incluir", "Cashback semanal orientativo"],
      rowHeaders: true,
      rows: [
        ["Bronce", "Nivel de entrada: acumulación de puntos y promociones generales.", "Sin cashback"],
        ["Plata", "Promociones de nivel y canje de puntos en mejores condiciones.", "0,5 %"],
        ["Oro", "Bonos exclusivos y atención preferente en el soporte.", "1 %"],
        ["Platino", "Gestor de cuenta personal y retiros prioritarios.", "1,5 %"],
        ["Diamante", "Límites de apuesta más altos y eventos del programa.", "2 %"],
      ],
    },
    {
      type: "paragraph",
      text: "El **cashback semanal**, del 0,5 % al 2 % según el nivel en el esquema anterior, devuelve una parte de las pérdidas netas de la semana. Es un porcentaje pequeño: con un 1 %, perder 200 € en una semana supone recibir 2 €. Comprueba si se abona como saldo retirable o como saldo de bono con requisitos de apuesta.",
    },
    { type: "heading", level: 2, text: "Lo que dice la normativa española" },
    {
      type: "paragraph",
      text: "El Real Decreto 176/2023, de entornos más seguros de juego, regula por primera vez la llamada «clientela privilegiada», es decir, los clientes que reciben una atención personalizada por su nivel de gasto, y refuerza la protección de los jugadores jóvenes y de quienes muestran un comportamiento de juego intensivo. Los operadores con licencia de la DGOJ deben aplicar estas reglas en sus programas VIP.",
    },
    { type: "heading", level: 2, text: "Preguntas que debes hacerte" },
    {
      type: "list",
      items: [
        "¿Estoy jugando más para llegar al siguiente nivel o para no perder el actual? Si la respuesta es sí, el programa está funcionando en tu contra.",
        "¿Las ventajas se pagan en dinero retirable o en bonos con requisitos de apuesta?",
        "¿Qué pasa con mis puntos y mi nivel si juego menos o dejo de jugar una temporada?",
        "¿Puedo darme de baja del programa y de sus comunicaciones con la misma facilidad con la que me di de alta?",
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Un programa VIP no es un motivo para jugar",
      body: [
        "Las ventajas de un programa de fidelidad son siempre menores que lo que cuesta conseguirlas. Si notas que el nivel o las llamadas del gestor influyen en cuánto juegas, pide la baja del programa o activa la autoexclusión. Tienes ayuda en nuestra [guía de juego responsable](/guia-juego-responsable).",
      ],
    },
    {
      type: "paragraph",
      text: "Las condiciones de los programas de fidelidad cambian con frecuencia. En nuestros análisis de cada operador, como [Bet365](/bet365), [Betway](/betway) o [PokerStars](/pokerstars), resumimos los bonos y las condiciones principales de cada casino.",
    },
    {
      type: "cta",
      text: "Compara los diez casinos con licencia en España, sus bonos y sus condiciones.",
      href: "/comparacion",
      label: "Ver la comparación de casinos",
    },
    { type: "responsibleGambling" },
  ],
};
