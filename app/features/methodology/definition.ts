/**
 * A ranking criterion's fields (content/methodology/<id>.yaml), declared once: the zod schema and type
 * (methodology.ts), the browser editor's fields and the docs table are derived from it. A public module
 * of the feature (the browser editor imports it): no fs, no server code.
 */
import { integer, list, text } from "../../platform/content/fields";

export const criterionDefinition = {
  name: text({
    label: "Nombre del criterio",
    help: "Como se muestra en las reseñas y en /metodologia (3 a 40 caracteres).",
    min: 3,
    max: 40,
    fileName: { label: "Identificador", help: "Nombre del archivo (methodology/<identificador>.yaml): la clave de su subnota en cada operador." },
  }),
  order: integer({ label: "Orden", help: "1 = el primero en las reseñas y en /metodologia.", min: 1 }),
  weight: integer({ label: "Peso (%)", help: "Su parte de la puntuación final. Los pesos de todos los criterios suman 100.", min: 1, max: 100 }),
  summary: text({ label: "Qué mide", help: "Una frase (30 a 300 caracteres).", min: 30, max: 300, multiline: true }),
  checks: list(text({ label: "Comprobación", min: 10 }), { label: "Qué comprobamos", help: "Lo que miramos para dar la nota, una cosa por elemento; al menos dos.", min: 2 }),
} as const;
