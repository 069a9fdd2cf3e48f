/**
 * The comparison's fixed texts, declared once: content/copy/comparison.yaml (the /comparacion page) and
 * content/copy/head-to-head.yaml (the side-by-side pages, the pair picker, the links between pairs). Their zod
 * schemas (comparison-copy.server.ts, through `toZod`), the editor's singletons and the owner's field tables
 * (docs/textos-fijos.md) are derived from these definitions; the shared help texts and field shapes come from
 * app/platform/content/copy-fields.ts.
 *
 * A public module of the feature (the browser editor imports it): field builders, plain strings and plain
 * checks; no fs, no server module. Relative imports only.
 */
import { list, object, text, type Field } from "../../platform/content/fields.ts";
import { copyFileContent, type ContentType } from "../../platform/content/content-type.ts";
import type { z } from "zod";
import { LINKS, VARS, line, meta, pageUpdated, paragraph } from "../../platform/content/copy-fields.ts";
import { HEAD_TO_HEAD_ROWS, HEAD_TO_HEAD_ROW_EDITOR_LABELS } from "./lists.ts";

export const comparisonCopyDefinition = {
  updated: pageUpdated,
  meta,
  h1: line("Título principal (h1)", `La tabla, los filtros y las tarjetas salen de los archivos de operators/ (las etiquetas de los filtros están en el código). ${VARS}`, 10),
  intro: paragraph("Entradilla", VARS, 20),
  empty: object(
    { title: line("Título", "Lo que se ve en lugar de la lista.", 10), text: paragraph("Texto", VARS, 20) },
    { label: "Lista vacía (ningún casino cumple los filtros)", help: "Cuando los filtros de la comparativa dejan la lista sin casinos." },
  ),
  notes: object(
    {
      title: line("Título", "Encabezado de las notas, al final de la comparativa.", 5),
      items: list(paragraph("Nota", LINKS, 20), { label: "Notas", help: "Al menos una.", min: 1, itemLabel: (n) => n.slice(0, 60) }),
    },
    { label: "Notas importantes", help: "El recuadro de aclaraciones al final de la comparativa (admite [texto](/ruta) y **negrita**)." },
  ),
} as const;

/* ---------- head-to-head pages ---------- */

const PAIR_VARS =
  "Admite las variables de cada pareja: {{a}} y {{b}} (los nombres; {{a}} es el mejor situado en el ranking), {{a.nota}} y {{b.nota}} (valoración sobre 10), {{a.posicion}} y {{b.posicion}} (puesto en el ranking), {{ganaA}}, {{ganaB}} y {{empates}} (campos que gana cada uno y empates), {{ganaA.campos}} y {{ganaB.campos}} (lo mismo con la palabra: «1 campo», «3 campos»); y las del sitio (docs/editing-content.md).";
const BOTH = "Debe incluir {{a}} y {{b}}: así cada pareja tiene el suyo.";

/** A pair's title and description must name both casinos, so that every pair's are its own. */
const namesBoth = (label: string, min: number, multiline = false) =>
  text({
    label,
    help: `${BOTH} ${PAIR_VARS}`,
    min,
    multiline,
    refine: {
      test: (s) => /\{\{\s*a\s*\}\}/.test(s) && /\{\{\s*b\s*\}\}/.test(s),
      message: "debe incluir {{a}} y {{b}}: así cada pareja de casinos tiene el suyo, distinto de los demás",
    },
  });

type RowId = keyof typeof HEAD_TO_HEAD_ROWS;
const rowLabel = line("Nombre de la fila", "Lo que se lee en la primera columna.", 2);
const rowRule = line("Regla (quién gana)", "Cómo se decide qué casino gana en esta fila.", 3);
/** One group per row of the table: its name, and for a scored row the rule that decides it. */
const rows = Object.fromEntries(
  (Object.keys(HEAD_TO_HEAD_ROWS) as RowId[]).map((id) => [
    id,
    HEAD_TO_HEAD_ROWS[id]
      ? object({ label: rowLabel, rule: rowRule }, { label: HEAD_TO_HEAD_ROW_EDITOR_LABELS[id], help: "Fila que se puntúa: uno de los dos casinos gana." })
      : object({ label: rowLabel }, { label: HEAD_TO_HEAD_ROW_EDITOR_LABELS[id], help: "Fila descriptiva: no se puntúa." }),
  ]),
) as unknown as Record<RowId, Field<z.ZodType<{ label: string; rule?: string }>, "object">>;

export const headToHeadCopyDefinition = {
  meta: object(
    {
      title: namesBoth("Título (etiqueta <title>)", 10),
      description: namesBoth("Descripción (meta)", 50, true),
      keywords: list(text({ label: "Palabra clave", help: PAIR_VARS, min: 2 }), { label: "Palabras clave", help: "Al menos una.", min: 1 }),
    },
    {
      label: "Buscadores (cada pareja)",
      help: "Título, descripción y palabras clave de cada página /comparar/<a>-vs-<b> (una por pareja de casinos; los valores de cada casino salen de operators/). Título y descripción deben incluir {{a}} y {{b}}: así cada pareja tiene los suyos, distintos de los de las demás.",
    },
  ),
  h1: line("Título principal (h1)", `También es el último paso de la ruta de navegación. ${PAIR_VARS}`, 5),
  verdict: object(
    {
      tie: paragraph("Si ganan en los mismos campos", PAIR_VARS, 10),
      aAhead: paragraph("Si {{a}} gana en más campos", PAIR_VARS, 10),
      bAhead: paragraph("Si {{b}} gana en más campos", PAIR_VARS, 10),
      ties: line("Empates (tras «;»)", PAIR_VARS, 5),
      overall: paragraph("Valoración global (al final)", PAIR_VARS, 20),
    },
    {
      label: "Conclusión bajo el título",
      help: "Una de las tres primeras frases según quién gane más campos, luego la de empates si los hay (tras «;») y al final la de la valoración global (tras un punto).",
    },
  ),
  fieldWord: object(
    { one: line("Singular", "«campo»", 2), other: line("Plural", "«campos»", 2) },
    { label: "Palabra de {{ganaA.campos}} («campo», «campos»)", help: "La palabra de {{ganaA.campos}} y {{ganaB.campos}}, en singular y en plural: va tras el número de campos que gana cada casino." },
  ),
  table: object(
    {
      title: line("Título", "Encabezado de la tabla.", 3),
      intro: paragraph("Entradilla", PAIR_VARS, 20),
      tie: line("Empate (última columna)", "Lo que dice la última columna cuando empatan.", 3),
      notScored: line("Campo que no se puntúa (última columna)", "Lo que dice la última columna en una fila descriptiva.", 3),
      winsLabel: line(
        "En el móvil, antes del valor que gana (solo lectores de pantalla)",
        "En el móvil la última columna no cabe: el valor que gana lleva una ✓, y un lector de pantalla dice esto antes.",
        3,
      ),
      source: paragraph("Nota bajo la tabla", `Bajo la tabla, antes del aviso de afiliación. ${VARS}`, 20),
      editorial: line(
        "Bajo la posición y la nota",
        "Bajo cada posición y cada valoración: dice que son de la web, no un dato del operador (el resto de celdas dice si su dato está comprobado).",
        3,
      ),
    },
    { label: "Tabla campo a campo", help: "La tabla «campo a campo» que compara los dos casinos." },
  ),
  rows: object(rows, {
    label: "Filas de la tabla",
    help: "El nombre de cada fila y, en las que se puntúan, la regla que decide quién gana (sale entre paréntesis). Qué filas hay y cuáles se puntúan es del código: la apuesta máxima no se puntúa, porque apostar más por jugada no es una ventaja para quien juega (docs/decisions/0175).",
  }),
  picker: object(
    {
      title: line("Título en la comparativa", "Sobre el selector en /comparacion.", 5),
      otherPairTitle: line("Título en cada pareja", "Sobre el selector en cada página de una pareja.", 5),
      pageTitle: line("Título en /comparar", "Sobre el selector en /comparar.", 5),
      intro: paragraph("Frase bajo el título", VARS, 20),
    },
    { label: "Selector de dos casinos", help: "El formulario para elegir dos casinos y compararlos: en /comparacion, en cada pareja («otra pareja») y en /comparar." },
  ),
  pickerPage: object(
    {
      title: line("Título (etiqueta <title>)", VARS, 10),
      description: paragraph("Descripción (meta)", VARS, 50),
      h1: line("Título principal (h1)", VARS, 5),
      sameTwice: paragraph("Aviso: el mismo casino dos veces", "Cuando se elige dos veces el mismo casino.", 10),
      missing: paragraph("Aviso: falta un casino", "Cuando falta uno de los dos casinos.", 10),
    },
    { label: "Página /comparar", help: "La página del selector solo, sin pareja (no se indexa), y sus avisos si se envía mal." },
  ),
  links: object(
    {
      moreOf: line("Más comparaciones de un casino (en cada pareja)", "Sobre la lista de las otras comparaciones de cada casino; {{operador}} es su nombre.", 5),
      listTitle: line("Título de la lista de parejas en /comparacion", "Encabezado de la lista de todas las parejas, agrupadas por el casino mejor situado.", 5),
      listIntro: paragraph("Entradilla de esa lista", VARS, 20),
      popularTitle: line("Título de las destacadas", "Encabezado de las parejas que destaca la redacción. No digas «las más buscadas» sin datos de búsqueda que lo respalden.", 5),
      neighbour: line("Etiqueta: vecino en el ranking", "Junto a una pareja cuyo otro casino está justo antes o después en el ranking.", 3),
      popular: line("Etiqueta: destacada", "Junto a una de las parejas destacadas (la lista de abajo). No la llames «muy buscada» sin datos de búsqueda que lo respalden.", 3),
    },
    { label: "Enlaces entre comparaciones", help: "Las listas de parejas que enlazan unas comparaciones con otras: en cada reseña, en cada pareja y en /comparacion." },
  ),
  /** The pairs the editors feature, in their order (not claimed as the most searched: no search data backs that): canonical /comparar/<a>-vs-<b> paths (the content check holds each to an existing page). */
  popular: list(
    object(
      {
        href: text({
          label: "Dirección de la pareja",
          help: "Como /comparar/bet365-vs-codere: primero el casino mejor situado.",
          trim: false,
          pattern: { regex: /^\/comparar\/[a-z0-9-]+-vs-[a-z0-9-]+$/, message: "debe ser la dirección de una pareja, por ejemplo /comparar/bet365-vs-codere" },
        }),
      },
      { label: "Pareja", help: "Una comparación de dos casinos." },
    ),
    {
      label: "Parejas destacadas (en orden)",
      help: "Las elige la redacción: salen arriba en /comparacion y en las reseñas de los dos casinos. Si las ordenas por búsquedas, hazlo con datos reales (Search Console); la web no dice que sean las más buscadas. Al menos una.",
      min: 1,
    },
  ),
} as const;

/** The comparison's copy files in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [
  copyFileContent("comparison", "Textos: comparativa", comparisonCopyDefinition),
  copyFileContent("head-to-head", "Textos: comparaciones frente a frente", headToHeadCopyDefinition),
];
