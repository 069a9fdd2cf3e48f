/**
 * The opinions' owner-editable texts, declared once (content/site/opiniones.yaml): the section «Cómo
 * verificamos las opiniones» of every /<operador>/opiniones page. The zod schema (opinion-texts.server.ts),
 * the browser editor's fields and the content check derive from it. A public module of the feature (the
 * browser editor imports it): no fs, no server code.
 */
import { fixedText, list, text } from "../../platform/content/fields.ts";
import type { ContentType } from "../../platform/content/content-type.ts";

/**
 * Words that would claim what the site cannot check (docs/decisions/0280): that an author bought or is a
 * customer. The content check refuses them in the verification section.
 */
export const UNVERIFIABLE_CLAIMS: ReadonlyArray<{ regex: RegExp; words: string }> = [
  { regex: /compras? verificadas?/i, words: "«compra verificada»" },
  { regex: /clientes? verificad[oa]s?/i, words: "«cliente verificado»" },
  { regex: /(?<!no )(comprobamos|verificamos) que (es|son|sea|sean|fue|fueron) client/i, words: "que comprobamos que el autor es cliente" },
];

/**
 * Words that would promise the author a mail about the moderation decision or its reason: no mail is
 * sent when an opinion is approved or rejected (the reason is kept for the record only).
 */
export const PROMISES_A_DECISION_MAIL =
  /(indicando|explicando|diciéndote|comunicando|comunicándote)( te)? (el|los) motivos?|te (avisaremos|avisamos|diremos|decimos|informaremos|informamos|comunicaremos|comunicamos|contaremos|contamos|explicaremos|explicamos) (el motivo|los motivos|por qué|si la)/i;

export const opinionTextsDefinition = {
  verificationHeading: fixedText("Cómo verificamos las opiniones", {
    label: "Título del apartado",
    help: "Lo exige la ley (Directiva (UE) 2019/2161): cada página de opiniones dice cómo se comprueban.",
  }),
  verification: list(
    text({
      label: "Párrafo",
      min: 40,
      max: 1200,
      multiline: true,
      problems: (value) => [
        ...UNVERIFIABLE_CLAIMS.filter((c) => c.regex.test(value)).map(
          (c) => `no puede decir ${c.words}: no podemos comprobar que quien escribe sea cliente del operador (solo confirmamos su email y moderamos)`,
        ),
        ...(PROMISES_A_DECISION_MAIL.test(value)
          ? ["no puede prometer que avisamos al autor del motivo o de la decisión: no se envía ningún email al aprobar ni al rechazar una opinión"]
          : []),
      ],
    }),
    {
      label: "Cómo verificamos las opiniones",
      help: "Párrafos del apartado, en orden. Di solo lo que de verdad hacemos: confirmación por email, moderación con motivo, nunca editamos ni pagamos.",
      min: 2,
      max: 8,
    },
  ),
} as const;

/** The opinions pages' owner-edited section, for the content registry (app/features/editor/content-types.ts). */
export const opinionsContent: readonly ContentType[] = [
  {
    kind: "singleton",
    key: "opinionTexts",
    label: "Opiniones de jugadores: cómo verificamos",
    path: "site/opiniones",
    definition: opinionTextsDefinition,
    docs: { file: "docs/editing-content.md", id: "opinion-texts" },
  },
];
