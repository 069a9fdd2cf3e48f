import { REGULATOR } from "../lib/site";

/** Copy of /comparacion (spec section 2: "Full list of all 10 casinos with an important-notes box"). */
export const comparisonContent = {
  meta: {
    title: "Comparativa de casinos online en España {año}",
    description:
      "Compara los {n} casinos online con licencia DGOJ: bonos con requisito y plazo, depósito mínimo, Bizum, PayPal, casino en vivo, ventajas y desventajas. +18.",
    keywords: ["comparativa casinos online", "casinos con Bizum", "casinos con PayPal", "depósito mínimo casino", "casino en vivo España"],
  },
  h1: "Comparativa de casinos online en España",
  intro:
    "Los {n} casinos de nuestro ranking, uno al lado del otro: ordénalos, fíltralos o enfrenta a dos de ellos.",
  controls: {
    legend: "Ordenar y filtrar",
    filters: "Filtros",
    activeFilters: "filtros activos",
    sort: "Ordenar por",
    payment: "Método de pago",
    anyPayment: "Cualquiera",
    live: "Solo con casino en vivo",
    deposit: "Depósito mínimo",
    anyDeposit: "Cualquiera",
    depositOption: (n: number) => `Hasta ${n} €`,
    reset: "Quitar filtros",
  },
  summaryCaption: "Resumen del ranking: valoración, bono de bienvenida y enlace a cada casino",
  resultCount: (shown: number, total: number) =>
    shown === total ? `Mostrando los ${total} casinos` : `Mostrando ${shown} de ${total} casinos`,
  empty: {
    title: "Ningún casino cumple todos esos filtros",
    text: "Prueba a quitar alguno de los filtros o a elegir otro método de pago.",
  },
  notes: {
    title: "Notas importantes",
    items: [
      `Todos los casinos de esta comparativa tienen licencia de la ${REGULATOR.name} y solo admiten a mayores de 18 años residentes en España.`,
      "Los bonos no son dinero regalado: tienen un requisito de apuesta y un plazo, y mientras están activos limitan la apuesta máxima. Lee siempre los términos completos en la web del operador.",
      "Las condiciones, los métodos de pago y los plazos pueden cambiar. Revisamos la comparativa a menudo, pero lo que vale es lo que publica cada operador.",
      "Las valoraciones sobre 10 son nuestra opinión editorial: licencia y seguridad, condiciones de los bonos, pagos, juegos, app y atención al cliente.",
      "Algunos enlaces son de afiliación: el operador puede pagarnos una comisión si te registras, sin coste para ti y sin que cambie su posición.",
      "Juega solo con dinero que puedas permitirte perder y fija tus límites desde el primer día. Si necesitas ayuda, visita nuestra [guía de juego responsable](/guia-juego-responsable).",
    ],
  },
} as const;
