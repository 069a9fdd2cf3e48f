/** The public paths of player opinions (browser-safe: the review links here, the pages live in ./routes/). */

/** The page that a confirmation link in an opinion's email opens (GET shows, POST confirms). */
export const OPINION_CONFIRM_PATH = "/opiniones/confirmar-opinion";
/** The page that the author's delete link opens (GET shows, POST deletes). */
export const OPINION_DELETE_PATH = "/opiniones/borrar-opinion";
/** Where the form posts (JSON). */
export const OPINIONS_ENDPOINT = "/api/opiniones";
/** The complaint guide (issue 38 item 3, written by the payment-methods branch). */
export const COMPLAINT_GUIDE_PATH = "/como-reclamar";

/** The opinions page of one operator: /<id>/opiniones. */
export const opinionsPath = (operatorId: string) => `/${operatorId}/opiniones`;

/** The version of the form's consent text the author accepted (stored with the opinion). */
export const OPINION_CONSENT_VERSION = "2026-11-opiniones-v1";

/** The form's limits, the same in the browser and the endpoint. */
export const OPINION_LIMITS = { titleMin: 3, titleMax: 120, textMin: 80, textMax: 4000 } as const;

/** How long a confirmation link works, in days (the email quotes it). */
export const OPINION_CONFIRM_DAYS = 7;
