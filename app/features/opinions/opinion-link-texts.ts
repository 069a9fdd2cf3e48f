/** What the opinion link pages say, per purpose and outcome (browser-safe: the page component reads it). */

export type OpinionLinkView = "valid" | "already" | "expired" | "invalid" | "unavailable" | "confirmed" | "deleted";

interface LinkText {
  heading: string;
  text: string;
  button?: string;
}

const common = {
  invalid: { heading: "Enlace no válido", text: "Este enlace no existe o ya se ha usado. Si borraste la opinión, ya no está en nuestra base de datos." },
  expired: { heading: "Enlace caducado", text: "Este enlace ha caducado. Si quieres publicar tu opinión, vuelve a enviarla desde el análisis del operador." },
  unavailable: { heading: "Servicio no disponible", text: "No podemos atender el enlace en este momento. Inténtalo de nuevo en unos minutos." },
} satisfies Record<string, LinkText>;

export const OPINION_LINK_TEXTS: Record<"confirm" | "delete", { title: string; views: Partial<Record<OpinionLinkView, LinkText>> }> = {
  confirm: {
    title: "Confirmar tu opinión",
    views: {
      valid: {
        heading: "Confirma tu opinión",
        text: "Pulsa el botón para confirmar que has escrito tú esta opinión. Después la revisaremos: la publicamos tal como la escribiste o no la publicamos. No te escribiremos para contarte la decisión: si la aprobamos, aparecerá en la página de opiniones del operador.",
        button: "Confirmar mi opinión",
      },
      confirmed: {
        heading: "Opinión confirmada",
        text: "Gracias. Tu opinión está pendiente de revisión y no se mostrará hasta que la aprobemos. Puedes borrarla cuando quieras con el otro enlace del email.",
      },
      already: { heading: "Ya estaba confirmada", text: "Esta opinión ya estaba confirmada. No hace falta hacer nada más." },
      ...common,
    },
  },
  delete: {
    title: "Borrar tu opinión",
    views: {
      valid: {
        heading: "Borrar tu opinión",
        text: "Pulsa el botón para borrar tu opinión y tu email de nuestra base de datos. Si estaba publicada, deja de mostrarse en ese momento.",
        button: "Borrar mi opinión",
      },
      deleted: { heading: "Opinión borrada", text: "Hemos borrado tu opinión y tu email. No queda nada de ella en el sitio." },
      already: common.invalid,
      ...common,
    },
  },
};

export function opinionLinkText(purpose: "confirm" | "delete", view: OpinionLinkView): LinkText {
  return OPINION_LINK_TEXTS[purpose].views[view] ?? common.invalid;
}
