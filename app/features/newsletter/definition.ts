/**
 * The newsletter's fixed texts, declared once: content/copy/newsletter.yaml (the signup boxes every page may
 * show, the confirmation and unsubscribe pages) and content/copy/emails.yaml (the emails it sends). Their zod
 * schemas (newsletter-copy.server.ts, through `toZod`), the editor's singletons, the owner's field tables
 * (docs/textos-fijos.md) and the types the pages read (newsletter-copy.ts) are derived from them.
 *
 * A public module of the feature (the browser editor imports it): field builders, plain strings and plain
 * checks; no fs, no server module. Relative imports only.
 */
import { object, text } from "../../platform/content/fields.ts";
import { copyFileContent, type ContentType } from "../../platform/content/content-type.ts";
import { LINKS, VARS, box, line, paragraph } from "../../platform/content/copy-fields.ts";

/** A page's message for one state of a newsletter link: heading and text. */
const linkView = (label: string, help: string) =>
  object({ heading: line("Título", "Encabezado del mensaje.", 3), text: paragraph("Texto", VARS, 10) }, { label, help });
export const newsletterCopyDefinition = {
  box: object(
    {
      title: line("Título", "Encabezado del recuadro.", 5),
      text: paragraph("Texto", VARS, 20),
      consent: paragraph("Nota bajo el formulario", `También en los recuadros de los artículos y de la portada. ${LINKS}`, 20),
    },
    {
      label: "Recuadro de suscripción",
      help: "El recuadro con el formulario del boletín, en páginas y artículos. Los mensajes del propio formulario («Suscribiendo...», «¡Suscripción exitosa!»…) los fija la especificación y no se editan aquí.",
    },
  ),
  article: box("Recuadro al final de los artículos", "Bajo cada artículo del blog. {{newsletter.cadence}} es la frecuencia de envío («una vez al mes»)."),
  dialog: box("Ventana de suscripción", "La ventana emergente que abre el botón de suscribirse."),
  confirm: object(
    {
      title: line("Título (etiqueta <title>)", "Título de la pestaña de /newsletter/confirmar.", 10),
      description: paragraph("Descripción (meta)", VARS, 20),
      valid: object(
        {
          heading: line("Título", "Encabezado del mensaje.", 3),
          text: paragraph("Texto", VARS, 10),
          button: line("Botón", "El botón que confirma.", 3),
          note: paragraph("Nota", "Bajo el botón.", 10),
        },
        { label: "Enlace válido", help: "Antes de pulsar el botón de confirmar." },
      ),
      confirmed: linkView("Suscripción confirmada", "Tras confirmar."),
      already: linkView("Ya estaba confirmada", "Un enlace de confirmación usado dos veces."),
      expired: linkView("Enlace caducado", "Un enlace de confirmación pasado de plazo."),
      unsubscribed: linkView("La dirección se dio de baja", "La dirección ya no está suscrita."),
      invalid: linkView("Enlace no válido", "Un enlace incompleto o alterado."),
    },
    { label: "Página de confirmación", help: "/newsletter/confirmar: lo que ve quien pulsa el enlace del correo; un título y un texto por cada situación." },
  ),
  unsubscribe: object(
    {
      title: line("Título (etiqueta <title>)", "Título de la pestaña de /newsletter/baja.", 10),
      description: paragraph("Descripción (meta)", VARS, 20),
      valid: object(
        {
          heading: line("Título", "Encabezado del mensaje.", 3),
          text: paragraph("Texto", VARS, 10),
          button: line("Botón", "El botón que da de baja.", 3),
        },
        { label: "Enlace válido", help: "Antes de pulsar el botón de baja." },
      ),
      unsubscribed: linkView("Baja completada", "Tras darse de baja."),
      already: linkView("Ya se había dado de baja", "Un enlace de baja usado dos veces."),
      expired: linkView("Enlace caducado", "Un enlace de baja pasado de plazo."),
      invalid: linkView("Enlace no válido", "Un enlace incompleto o alterado."),
      mailboxLabel: line("Texto antes de la dirección de correo", "Antes de la dirección de correo que se muestra cuando el enlace no vale o ha caducado.", 3),
    },
    { label: "Página de baja", help: "/newsletter/baja: lo que ve quien pulsa el enlace de baja." },
  ),
  unavailable: linkView("Servicio no disponible (las dos páginas)", "Cuando la base de datos del boletín no responde, en la página de confirmación y en la de baja."),
} as const;

/* ---------- the newsletter's emails ---------- */

/**
 * The links an email's text may carry (local variables of emails.yaml): each field that must carry
 * one says so, and a link's target can only be one of them — an email never links anywhere the
 * site did not put there itself (templates.server.ts renders them).
 */
export const EMAIL_LINKS = ["enlaceConfirmacion", "enlaceBaja"] as const;
const LINK_TARGET = /\]\(([^)]*)\)/g;
const MAIL_LINK =
  "Un enlace se escribe [texto]({{enlaceBaja}}) (en el correo de texto queda «texto (dirección)»), o suelto, {{enlaceBaja}}, y entonces va en su propia línea; {{enlaceConfirmacion}} suelto es el botón.";

/** A `[texto](…)` link of an email may only point at one of EMAIL_LINKS. */
function mailLinkProblems(s: string): string[] {
  return [...s.matchAll(LINK_TARGET)]
    .filter((m) => !EMAIL_LINKS.some((l) => new RegExp(`^\\{\\{\\s*${l}\\s*\\}\\}$`).test(m[1]!.trim())))
    .map((m) => `el enlace «${m[0].slice(2, -1)}» no vale en un correo: un enlace solo puede llevar a ${EMAIL_LINKS.map((l) => `{{${l}}}`).join(" o ")}`);
}

/** A sentence of an email; `needs`: the variables it must carry, each with why (without it the email would lack it). */
const mail = (label: string, help: string | undefined, min: number, multiline: boolean, needs: [name: string, why: string][] = []) =>
  text({
    label,
    help,
    min,
    multiline,
    problems: (s) => [
      ...mailLinkProblems(s),
      ...needs.filter(([name]) => !new RegExp(`\\{\\{\\s*${name.replace(/\./g, "\\.")}\\s*\\}\\}`).test(s)).map(([name, why]) => `debe incluir {{${name}}}: ${why}`),
    ],
  });

export const emailsCopyDefinition = {
  confirmation: object(
    {
      subject: mail("Asunto", VARS, 10, false),
      preheader: mail("Texto junto al asunto", "Algunos programas de correo lo muestran junto al asunto.", 10, false),
      heading: mail("Título", "Encabezado del correo.", 5, false),
      greeting: mail("Saludo", "La primera línea del correo.", 2, false),
      intro: mail("Qué se pidió", `Debe incluir {{email}}; admite {{fecha}}. ${VARS}`, 20, true, [
        ["email", "el correo dice qué dirección se suscribió, para que quien no lo pidió lo sepa"],
      ]),
      action: mail("Cómo confirmar", `Debe incluir {{enlaceConfirmacion}} (suelto es el botón). ${MAIL_LINK}`, 10, true, [
        ["enlaceConfirmacion", "sin él el correo no lleva el enlace para confirmar"],
      ]),
      button: mail("Texto del botón", "Solo en el correo HTML.", 3, false),
      fallback: mail("Texto antes de la dirección completa", "Solo en el correo HTML: bajo el botón, antes de la dirección completa.", 10, true),
      expiry: mail("Caducidad del enlace", `Admite {{newsletter.confirmDays}} (días que vale el enlace de confirmación, los que aplica el servidor). ${VARS}`, 10, true),
      notYou: object(
        {
          heading: mail("Título", "Encabezado de este apartado.", 5, false),
          text: mail("Texto", `Debe incluir {{enlaceBaja}}; admite {{newsletter.pendingDays}} (días tras los que se borra una dirección sin confirmar). ${MAIL_LINK}`, 20, true, [
            ["enlaceBaja", "quien no pidió la suscripción debe poder borrar su dirección con un enlace"],
          ]),
        },
        { label: "¿No has sido tú?", help: "Para quien recibe el correo sin haberlo pedido." },
      ),
    },
    {
      label: "Correo de confirmación",
      help: "El correo que llega al suscribirse (doble confirmación), con el enlace para confirmar. Cada frase vale para las dos versiones del correo, la HTML y la de solo texto: no lleves formato.",
    },
  ),
  issue: object(
    {
      why: mail("Por qué lo recibe", VARS, 20, true),
      unsubscribe: mail("Enlace de baja", `Debe incluir {{enlaceBaja}}. ${MAIL_LINK}`, 10, true, [["enlaceBaja", "la ley pide un enlace para darse de baja en cada envío"]]),
    },
    { label: "Pie de cada número", help: "Al final de cada boletín enviado (el texto de cada número está en su propio archivo Markdown)." },
  ),
  footer: object(
    {
      publisher: mail("Quién lo envía", "Debe incluir {{publisher.name}} y {{publisher.address}}.", 20, true, [
        ["publisher.name", "cada correo dice quién lo envía (nombre, dirección y NIF de la empresa editora)"],
        ["publisher.address", "cada correo dice quién lo envía y dónde"],
      ]),
      responsible: mail("Aviso de juego responsable", VARS, 20, true),
    },
    { label: "Final de todos los correos", help: "Lo que cierra cada correo, de confirmación o de boletín: quién lo envía y el aviso de juego responsable." },
  ),
} as const;

/** The newsletter's copy files in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts), apart: the editor's menu keeps its order. */
const newsletterCopyContent: readonly ContentType[] = [copyFileContent("newsletter", "Textos: boletín", newsletterCopyDefinition)];
const emailsCopyContent: readonly ContentType[] = [copyFileContent("emails", "Textos: correos del boletín", emailsCopyDefinition)];

/** This feature's entries of the editor and the owner's docs (found by app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [...newsletterCopyContent, ...emailsCopyContent];
