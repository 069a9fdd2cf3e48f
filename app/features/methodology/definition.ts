/**
 * The methodology's content types, declared once: a ranking criterion (content/methodology/<id>.yaml)
 * and the review cadence /metodologia promises (content/site/review-cadence.yaml). The zod schemas and
 * types (methodology.ts, review-cadence.ts), the browser editor's fields and the docs tables are derived
 * from them. A public module of the feature (the browser editor imports it): no fs, no server code.
 */
import { integer, list, text } from "../../platform/content/fields.ts";
import type { ContentType } from "../../platform/content/content-type.ts";

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

const days = (label: string, help: string) =>
  integer({ label, help, min: 7, max: 366, tooSmall: "como mínimo 7 días", tooBig: "como máximo 366 días (una vez al año)" });

/** How often /metodologia promises to check each kind of data, in days (review-cadence.ts). */
export const reviewCadenceDefinition = {
  licenceDays: days(
    "Licencias (días)",
    "Días entre dos comprobaciones de la licencia en el registro de la DGOJ. /metodologia lo promete con estas palabras (90 = «una vez al trimestre») y el panel avisa cuando una comprobación es más antigua.",
  ),
  offerDays: days("Bono de bienvenida (días)", "Días entre dos lecturas de las condiciones del bono (30 = «una vez al mes»)."),
  factsDays: days(
    "Datos del operador (días)",
    "Días entre dos comprobaciones de cada dato del operador: pagos, plazos de retirada, app, atención al cliente (180 = «dos veces al año»).",
  ),
} as const;

/** The criteria and the review cadence in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [
  {
    kind: "collection",
    key: "methodology",
    label: "Criterios de la metodología",
    path: "methodology/*",
    format: "yaml",
    slugField: "name",
    columns: ["name", "weight"],
    definition: criterionDefinition,
    docs: { file: "docs/editing-content.md", id: "methodology" },
  },
  {
    kind: "singleton",
    key: "reviewCadence",
    label: "Metodología: cada cuánto revisamos los datos",
    path: "site/review-cadence",
    definition: reviewCadenceDefinition,
    docs: { file: "docs/editing-content.md", id: "review-cadence" },
  },
];
