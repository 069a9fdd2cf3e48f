/** The public paths that links in our emails open (pages in app/features/newsletter/routes/newsletter-*.tsx). */
export const CONFIRM_PATH = "/newsletter/confirmar";
export const UNSUBSCRIBE_PATH = "/newsletter/baja";
