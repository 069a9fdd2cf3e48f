/**
 * The opinions' owner-editable texts, declared once (content/site/opiniones.yaml): the section «Cómo
 * verificamos las opiniones» of every /<operador>/opiniones page, the pages of the email's two links and
 * the email itself. The zod schema (opinion-texts.server.ts),
 * the browser editor's fields and the content check derive from it. A public module of the feature (the
 * browser editor imports it): no fs, no server code.
 */
import { fixedText, list, object, text } from "../../platform/content/fields.ts";
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

/** A sentence the author reads; never a promise of a mail about the moderation (PROMISES_A_DECISION_MAIL). */
const authorText = (label: string, help: string, min = 10, max = 400) =>
  text({
    label,
    help,
    min,
    max,
    multiline: true,
    problems: (value) =>
      PROMISES_A_DECISION_MAIL.test(value) ? ["no puede prometer que avisamos al autor del motivo o de la decisión: no se envía ningún email al aprobar ni al rechazar una opinión"] : [],
  });
const heading = (label: string) => text({ label, help: "Título de la página (una línea).", min: 3, max: 80 });
const button = (label: string) => text({ label, help: "Texto del botón que hace la acción (solo el POST de la página actúa).", min: 3, max: 40 });
const linkView = (label: string, help: string) => object({ heading: heading(`${label}: título`), text: authorText(`${label}: texto`, help) }, { label, help });

/** `{{sitio}}`, `{{operador}}`, `{{titulo}}`, `{{dias}}`: filled in when the email is written. */
const emailHelp = (more: string) =>
  `${more} Puedes usar {{sitio}} (nombre del sitio), {{operador}} (nombre del operador), {{titulo}} (título de la opinión) y {{dias}} (plazo en días).`;

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
  form: object(
    {
      heading: text({ label: "Formulario: título del apartado", help: "En cada análisis y en su página de opiniones. Puedes usar {{operador}}.", min: 3, max: 100 }),
      intro: authorText("Formulario: texto del apartado", "Bajo el título: qué pasa con una opinión. Sin prometer avisos de la decisión.", 40, 600),
      readLink: text({ label: "Formulario: enlace a las opiniones", help: "En el análisis, tras el texto. Puedes usar {{operador}}.", min: 3, max: 120 }),
      complaint: text({ label: "Formulario: antes del enlace a «Cómo reclamar»", help: "Que una opinión no es una reclamación.", min: 10, max: 200 }),
      complaintLink: text({ label: "Formulario: enlace a «Cómo reclamar»", help: "El texto del enlace a la guía para reclamar.", min: 3, max: 80 }),
      ratingLegend: text({ label: "Formulario: valoración", help: "Sobre las estrellas. Puedes usar {{operador}}.", min: 3, max: 100 }),
      star: text({ label: "Formulario: «estrella»", help: "Tras el 1.", min: 3, max: 20 }),
      stars: text({ label: "Formulario: «estrellas»", help: "Tras el 2, 3, 4 y 5.", min: 3, max: 20 }),
      titleLabel: text({ label: "Formulario: campo título", help: "Etiqueta del campo.", min: 3, max: 60 }),
      textLabel: text({ label: "Formulario: campo opinión", help: "Etiqueta del campo. Puedes usar {{min}} (caracteres mínimos).", min: 3, max: 100 }),
      textHint: text({ label: "Formulario: ayuda bajo la opinión", help: "Qué contar y qué no escribir.", min: 10, max: 300 }),
      sinceLabel: text({ label: "Formulario: campo «cliente desde»", help: "Etiqueta del campo (opcional).", min: 3, max: 100 }),
      emailLabel: text({ label: "Formulario: campo email", help: "Etiqueta del campo: que no se publica.", min: 3, max: 120 }),
      submit: text({ label: "Formulario: botón", help: "El botón que envía.", min: 3, max: 40 }),
      sending: text({ label: "Formulario: botón mientras envía", help: "El botón mientras espera la respuesta.", min: 3, max: 40 }),
      failure: text({ label: "Formulario: sin conexión", help: "Cuando no llega ninguna respuesta del servidor.", min: 10, max: 200 }),
    },
    {
      label: "Formulario de opinión",
      help: "El apartado «Deja tu opinión» de cada análisis y de su página de opiniones. La casilla de consentimiento no está aquí: su texto tiene versión y se cambia en el código.",
    },
  ),
  page: object(
    {
      playersHeading: text({ label: "Página: título del recuadro de jugadores", help: "Sobre la media y el número de opiniones.", min: 3, max: 80 }),
      noneYet: text({ label: "Página: sin opiniones todavía", help: "Cuando aún no hay ninguna publicada. Puedes usar {{operador}}.", min: 10, max: 200 }),
      unavailable: text({ label: "Página: opiniones no disponibles", help: "Cuando la base de datos no responde (el resto de la página se muestra).", min: 10, max: 200 }),
      analysisHeading: text({ label: "Página: título del recuadro del análisis", help: "Sobre la puntuación de nuestro análisis, que las opiniones no cambian.", min: 3, max: 80 }),
      listHeading: text({ label: "Página: título de la lista", help: "Sobre las opiniones publicadas (de la más reciente a la más antigua).", min: 3, max: 120 }),
    },
    { label: "Página de opiniones", help: "Textos fijos de cada /<operador>/opiniones." },
  ),
  messages: object(
    {
      created: authorText("Enviada: respuesta", "Tras enviar el formulario: que mire su email y abra el enlace. Sin prometer avisos de la decisión.", 20),
      emailMissing: text({ label: "Error: falta el email", help: "Bajo el formulario.", min: 10, max: 200 }),
      emailInvalid: text({ label: "Error: email no válido", help: "Bajo el formulario.", min: 10, max: 200 }),
      operator: text({ label: "Error: operador desconocido", help: "Bajo el formulario.", min: 10, max: 200 }),
      rating: text({ label: "Error: valoración", help: "Bajo el formulario.", min: 10, max: 200 }),
      title: text({ label: "Error: título", help: "Bajo el formulario. Puedes usar {{min}} y {{max}} (caracteres).", min: 10, max: 200 }),
      text: text({ label: "Error: texto de la opinión", help: "Bajo el formulario. Puedes usar {{min}} y {{max}} (caracteres).", min: 10, max: 200 }),
      customerSince: text({ label: "Error: «cliente desde»", help: "Bajo el formulario.", min: 10, max: 200 }),
      consentMissing: text({ label: "Error: falta el consentimiento", help: "Bajo el formulario.", min: 10, max: 200 }),
      rateLimited: text({ label: "Error: demasiados intentos", help: "Bajo el formulario.", min: 10, max: 200 }),
      emailLimited: text({ label: "Error: límite de opiniones por email", help: "Bajo el formulario. Puedes usar {{n}} (opiniones por email cada 24 horas).", min: 10, max: 200 }),
      unavailable: text({ label: "Error: servicio no disponible", help: "Cuando la base de datos no responde.", min: 10, max: 200 }),
    },
    { label: "Respuestas al enviar una opinión", help: "Lo que lee quien envía el formulario, según el resultado." },
  ),
  links: object(
    {
      confirmTitle: text({ label: "Confirmar: título de la pestaña", help: "El <title> de la página del enlace de confirmación.", min: 3, max: 60 }),
      confirmValid: object(
        {
          heading: heading("Confirmar: título"),
          text: authorText("Confirmar: texto", "Lo que ve quien abre el enlace antes de pulsar el botón."),
          button: button("Confirmar: botón"),
        },
        { label: "Confirmar (enlace válido)", help: "Lo que muestra el enlace de confirmación mientras sirve: título, texto y botón." },
      ),
      confirmed: linkView("Confirmada", "Tras pulsar el botón: la opinión espera la revisión."),
      alreadyConfirmed: linkView("Ya estaba confirmada", "El enlace ya se había usado para confirmar."),
      deleteTitle: text({ label: "Borrar: título de la pestaña", help: "El <title> de la página del enlace para borrar.", min: 3, max: 60 }),
      deleteValid: object(
        {
          heading: heading("Borrar: título"),
          text: authorText("Borrar: texto", "Lo que ve quien abre el enlace antes de pulsar el botón."),
          button: button("Borrar: botón"),
        },
        { label: "Borrar (enlace válido)", help: "Lo que muestra el enlace para borrar: título, texto y botón. Este enlace no caduca." },
      ),
      deleted: linkView("Borrada", "Tras pulsar el botón: la opinión y el email ya no están."),
      invalid: linkView("Enlace no válido", "El enlace no existe o ya se usó."),
      expired: linkView("Enlace caducado", "Solo el de confirmación caduca; el de borrar sirve siempre."),
      unavailable: linkView("Servicio no disponible", "La base de datos no responde: que vuelva a intentarlo."),
    },
    { label: "Páginas de los enlaces del email", help: "Las dos páginas que abren los enlaces del email: confirmar la opinión y borrarla." },
  ),
  email: object(
    {
      subject: text({ label: "Email: asunto", help: emailHelp("Una línea."), min: 5, max: 120 }),
      greeting: authorText("Email: saludo", emailHelp("Primer párrafo.")),
      confirm: authorText("Email: antes del enlace de confirmación", emailHelp("Va justo antes del enlace.")),
      confirmLink: text({ label: "Email: texto del enlace de confirmación", help: "El texto del enlace en la versión HTML.", min: 3, max: 40 }),
      review: authorText("Email: la revisión", "Qué pasa después de confirmar. No prometas avisar de la decisión: no se envía ningún email al aprobar ni al rechazar."),
      delete: authorText("Email: antes del enlace para borrar", "Va justo antes del enlace para borrar, que no caduca."),
      deleteLink: text({ label: "Email: texto del enlace para borrar", help: "El texto del enlace en la versión HTML.", min: 3, max: 40 }),
      notYou: authorText("Email: si no la escribiste tú", emailHelp("Último párrafo; {{dias}} aquí es el plazo tras el que se borra sin confirmar.")),
    },
    { label: "Email de confirmación", help: "El email que recibe quien escribe una opinión." },
  ),
} as const;

/** The opinions pages' owner-edited section, found by the editor (app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [
  {
    kind: "singleton",
    key: "opinionTexts",
    label: "Opiniones de jugadores: textos",
    path: "site/opiniones",
    definition: opinionTextsDefinition,
    docs: { file: "docs/editing-content.md", id: "opinion-texts" },
  },
];
