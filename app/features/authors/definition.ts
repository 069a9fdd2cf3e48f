/**
 * An author file's fields (content/authors/<slug>.yaml), declared once: the zod schema and type
 * (authors.ts), the browser editor's fields and the docs table (docs/editing-content.md) are derived
 * from it. A public module of the feature (the browser editor imports it): no fs, no server code.
 */
import { checkbox, list, optional, text, withDefault } from "../../platform/content/fields.ts";
import type { ContentType } from "../../platform/content/content-type.ts";

export const authorDefinition = {
  example: withDefault(
    checkbox({
      label: "Es un autor de ejemplo",
      help: "Márcalo mientras esta ficha no sea de una persona real: la web lo firma como «autor de ejemplo», no puede firmar comprobaciones y no se puede publicar en el dominio real.",
    }),
    false,
  ),
  name: text({
    label: "Nombre",
    help: "Nombre y apellidos, como firma en reseñas y artículos.",
    min: 3,
    fileName: { label: "Identificador", help: "Nombre del archivo (authors/<identificador>.yaml), el que escriben reseñas y artículos en «Autor»." },
  }),
  role: text({ label: "Función", help: "Lo que hace en el sitio, por ejemplo «Analista de bonos» (hasta 80 caracteres).", min: 3, max: 80 }),
  bio: text({ label: "Biografía", help: "De dos a cuatro frases sobre su experiencia (80 a 700 caracteres); sale en su página.", min: 80, max: 700, multiline: true }),
  photo: optional(
    text({
      label: "Foto",
      help: "Opcional: ruta en public/images/authors/, por ejemplo /images/authors/laura-gomez.jpg. Sin foto se muestran las iniciales.",
      trim: false,
      pattern: {
        regex: /^\/images\/authors\/[a-z0-9-]+\.(jpg|jpeg|png|webp|svg)$/,
        message: "debe ser una imagen de public/images/authors, por ejemplo /images/authors/laura-gomez.jpg",
      },
    }),
  ),
  initials: optional(
    text({
      label: "Iniciales",
      help: "Opcional: de una a tres mayúsculas, las que se ven sin foto; por defecto, las del nombre.",
      trim: false,
      pattern: { regex: /^[A-ZÁÉÍÓÚÑ]{1,3}$/, message: "de una a tres letras mayúsculas, por ejemplo «LG»" },
    }),
  ),
  areas: list(text({ label: "Tema", min: 3 }), { label: "Temas", help: "De uno a ocho temas que cubre, en la lista de su página.", min: 1, max: 8 }),
} as const;

/** The authors' files in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [
  {
    kind: "collection",
    key: "authors",
    label: "Autores",
    path: "authors/*",
    format: "yaml",
    slugField: "name",
    definition: authorDefinition,
    docs: { file: "docs/editing-content.md", id: "authors" },
  },
];
