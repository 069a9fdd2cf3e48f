/** Copy around the newsletter form (the form's own messages follow spec section 8 in the component). */
export const NEWSLETTER_COPY = {
  boxTitle: "Recibe nuestro boletín",
  boxText:
    "Análisis de casinos con licencia, cambios en las condiciones de los bonos y consejos de juego responsable, una vez por semana. Puedes darte de baja cuando quieras.",
  dialogTitle: "Suscríbete a nuestros consejos por email",
  dialogText:
    "Recibe cada semana guías de juego, cambios en las condiciones de los casinos y recordatorios de juego responsable. Es gratuito y puedes darte de baja cuando quieras. Solo mayores de 18 años.",
};
