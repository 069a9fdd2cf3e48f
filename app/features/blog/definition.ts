/**
 * A blog post's fields (content/blog/posts/<slug>.md: the frontmatter, then the Markdown body),
 * declared once: the zod schema and type (blog.server.ts), the browser editor's fields and the docs
 * table (docs/editing-content.md) are derived from it. A public module of the feature (the browser
 * editor imports it): no fs, no server code.
 */
import { checkbox, date, fixedText, list, markdown, object, optional, relation, select, slugText, text, withDefault } from "../../platform/content/fields.ts";
import { copyFileContent, type ContentType } from "../../platform/content/content-type.ts";
import { SPEC, VARS, line, metaFields, paragraph } from "../../platform/content/copy-fields.ts";
import { BLOG_CATEGORIES } from "./lists.ts";

export const postDefinition = {
  title: text({
    label: "Título",
    help: "Entre 10 y 110 caracteres: el h1 del artículo y el título en Google.",
    min: 10,
    max: 110,
    trim: false,
    fileName: { label: "Nombre del archivo", help: "blog/posts/<nombre>.md; debe coincidir con «Slug»." },
  }),
  id: text({ label: "Id", help: "Un identificador único entre los artículos (el número siguiente vale).", min: 1, trim: false }),
  excerpt: text({ label: "Entradilla", help: "Resumen de 60 a 300 caracteres para las tarjetas, el RSS y la descripción.", min: 60, max: 300, trim: false, multiline: true }),
  author: relation({ label: "Autor", help: "Quien firma el artículo.", collection: "authors" }),
  publishDate: date({ label: "Fecha de publicación", help: "aaaa-mm-dd. No la pongas en el futuro." }),
  updated: optional(date({ label: "Actualizado el", help: "Opcional: última revisión importante; por defecto, la de publicación." })),
  category: select({ label: "Categoría", help: "La sección del blog donde sale.", options: BLOG_CATEGORIES }),
  slug: slugText({ label: "Slug", help: "La dirección será /blog/<slug>; igual que el nombre del archivo." }),
  image: text({
    label: "Imagen principal",
    help: "Ruta en public/images/blog/, por ejemplo /images/blog/mi-articulo.svg",
    trim: false,
    pattern: { regex: /^\/images\/blog\/[a-z0-9-]+\.(svg|png|jpg|webp)$/, message: "debe ser una imagen de public/images/blog, por ejemplo /images/blog/mi-articulo.svg" },
  }),
  imageAlt: text({ label: "Texto alternativo de la imagen", help: "Qué muestra la imagen, en español (al menos 10 caracteres).", min: 10, trim: false }),
  tags: list(text({ label: "Etiqueta", min: 2, trim: false }), { label: "Etiquetas", help: "De 1 a 8 etiquetas.", min: 1, max: 8 }),
  featured: withDefault(checkbox({ label: "Destacado", help: "Marcado, sale en «Artículos destacados» del pie de página." }), false),
  body: markdown({ label: "Texto del artículo (Markdown)", help: "Títulos con ## a ####, sin HTML ni imágenes en el cuerpo. Entre 800 y 1.500 palabras, con una línea de juego responsable al final." }),
} as const;

/** The posts in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
const blogContent: readonly ContentType[] = [
  {
    kind: "collection",
    key: "posts",
    label: "Artículos del blog",
    path: "blog/posts/*",
    format: "markdown",
    slugField: "title",
    columns: ["title", "publishDate"],
    definition: postDefinition,
    docs: { file: "docs/editing-content.md", id: "posts" },
  },
];

/** The blog list's fixed texts: content/copy/blog.yaml (read by blog-copy.server.ts). */
export const blogCopyDefinition = {
  meta: object(metaFields, {
    label: "Buscadores",
    help: "Lo que ven Google y las redes sociales. También son el título y la descripción del canal RSS (/blog/rss.xml) y de los datos estructurados del blog.",
  }),
  h1: line("Título principal (h1)", `Sobre la lista de artículos (los artículos salen de blog/posts/). ${VARS}`, 10),
  intro: paragraph("Entradilla", VARS, 20),
  empty: fixedText("Próximamente publicaremos más artículos.", { label: "Texto cuando no hay artículos", help: `Lo que se ve cuando no hay ningún artículo publicado. ${SPEC}` }),
} as const;

/** The blog's copy file in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
const blogCopyContent: readonly ContentType[] = [copyFileContent("blog", "Textos: blog", blogCopyDefinition)];

/** This feature's entries of the editor and the owner's docs (found by app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [...blogContent, ...blogCopyContent];
