import { eventLog } from "../../platform/log.server.js";
import { getOperator } from "../operators/index.server";
import { getNewsletterDatabase } from "../newsletter/index.server";
import { today } from "../panel/index.server";
import { handlePostback, PostbackLimiter } from "./postback.server";

/**
 * The server's postback endpoint with its process-wide state: the site's database (the same as
 * the newsletter's and the clicks') and one rate limiter, kept on globalThis because the Vite dev
 * server re-evaluates server modules on every edit.
 */
const g = globalThis as typeof globalThis & { __casinosPostbackLimiter?: PostbackLimiter };

export function serverPostback(request: Request, operatorId: string | undefined, clientAddress: string | null): Promise<Response> {
  return handlePostback(request, operatorId, {
    operatorExists: (id) => getOperator(id) !== undefined,
    getDatabase: getNewsletterDatabase,
    limiter: (g.__casinosPostbackLimiter ??= new PostbackLimiter()),
    clientAddress,
    today: () => today(),
    log: eventLog("postback"),
  });
}
