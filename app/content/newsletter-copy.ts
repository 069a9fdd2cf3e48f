/** Copy around the newsletter form (the form's own messages follow spec section 8 in the component). */
export const NEWSLETTER_COPY = {
  boxTitle: "Recibe nuestro boletín",
  boxText:
    "Análisis de casinos con licencia, cambios en las condiciones de los bonos y consejos de juego responsable, una vez por semana. Puedes darte de baja cuando quieras.",
  dialogTitle: "Suscríbete a nuestros consejos por email",
  dialogText:
    "Recibe cada semana guías de juego, cambios en las condiciones de los casinos y recordatorios de juego responsable. Es gratuito y puedes darte de baja cuando quieras. Solo mayores de 18 años.",
};

/**
 * The pages that the links in our emails open (/newsletter/confirmar and /newsletter/baja): one
 * heading and its text per outcome. A GET only shows a page; the button POSTs.
 */
export const NEWSLETTER_LINK_PAGES = {
  confirm: {
    title: "Confirmar la suscripción al boletín",
    description: "Confirma tu suscripción al boletín de Ranking Casinos España.",
    valid: {
      heading: "Confirma tu suscripción",
      text: "Estás a un paso de recibir nuestro boletín: análisis de casinos con licencia, cambios en las condiciones de los bonos y consejos de juego responsable, una vez por semana. Pulsa el botón para confirmar que quieres recibirlo.",
      button: "Confirmar suscripción",
      note: "¿No lo pediste tú? Cierra esta página: sin confirmación no te enviaremos nada y borraremos la dirección en 30 días.",
    },
    confirmed: {
      heading: "¡Suscripción completada!",
      text: "Tu suscripción al boletín está confirmada. Recibirás el próximo número en tu correo, y cada envío incluye un enlace para darte de baja con un clic.",
    },
    already: {
      heading: "Tu suscripción ya estaba confirmada",
      text: "No tienes que hacer nada más: seguirás recibiendo el boletín en tu correo.",
    },
    expired: {
      heading: "El enlace ha caducado",
      text: "Los enlaces de confirmación valen 7 días. Vuelve a suscribirte con el formulario de cualquier página y te enviaremos uno nuevo.",
    },
    unsubscribed: {
      heading: "Esta dirección se dio de baja",
      text: "Después de recibir este enlace se pidió la baja de la dirección, así que no la hemos suscrito. Si quieres el boletín, vuelve a suscribirte con el formulario de cualquier página.",
    },
    invalid: {
      heading: "Enlace no válido",
      text: "Este enlace de confirmación no existe o está incompleto. Copia la dirección completa del correo que te enviamos o vuelve a suscribirte con el formulario de cualquier página.",
    },
  },
  unsubscribe: {
    title: "Darse de baja del boletín",
    description: "Date de baja del boletín de Ranking Casinos España con un clic.",
    valid: {
      heading: "Darse de baja del boletín",
      text: "Pulsa el botón y dejaremos de enviarte el boletín en ese mismo momento. No hace falta contraseña ni ningún otro dato.",
      button: "Darme de baja",
      note: "",
    },
    unsubscribed: {
      heading: "Te has dado de baja",
      text: "No volverás a recibir el boletín. Si cambias de opinión, puedes suscribirte de nuevo con el formulario de cualquier página; te pediremos que lo confirmes otra vez.",
    },
    already: {
      heading: "Ya te habías dado de baja",
      text: "Esta dirección no recibe el boletín. Si cambias de opinión, puedes suscribirte de nuevo con el formulario de cualquier página.",
    },
    expired: {
      heading: "El enlace ha caducado",
      text: "Este enlace de baja tiene más de un año. Usa el enlace del último boletín que hayas recibido o escríbenos a la dirección de abajo y te daremos de baja.",
    },
    invalid: {
      heading: "Enlace no válido",
      text: "Este enlace de baja no existe, está incompleto o ya se usó. Usa el enlace del último boletín que hayas recibido o escríbenos a la dirección de abajo y te daremos de baja.",
    },
  },
  unavailable: {
    heading: "Servicio no disponible",
    text: "No podemos atender la solicitud en este momento. Inténtalo de nuevo en unos minutos con el mismo enlace: seguirá funcionando.",
  },
} as const;
