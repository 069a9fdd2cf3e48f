import { eventLog } from "../../platform/log.server";
import type { Db } from "../../platform/db/db.server";
import { getOperator } from "../operators/index.server";
import { todayInSpain } from "../../platform/format";
import { getPlatforms, platformOfOperator, type Platform } from "./platforms.server";
import { handlePostback, type PostbackLimiter } from "./postback.server";

/** The release's platform files, read once (a publish starts a new server). */
let platforms: readonly Platform[] | null = null;
function platformsOnce(): readonly Platform[] {
  if (!platforms) {
    try {
      platforms = getPlatforms();
    } catch {
      // The release passed the content check; should its platforms not load, click IDs are taken whole.
      platforms = [];
    }
  }
  return platforms;
}

/**
 * The server's postback endpoint with its services: the site's database (the same as the
 * newsletter's and the clicks') and the process's rate limiter (app/composition/services.server.ts).
 */
export function serverPostback(
  request: Request,
  operatorId: string | undefined,
  clientAddress: string | null,
  services: { getDatabase: () => Promise<Db>; postbackLimiter: PostbackLimiter },
): Promise<Response> {
  return handlePostback(request, operatorId, {
    operatorExists: (id) => getOperator(id) !== undefined,
    getDatabase: services.getDatabase,
    limiter: services.postbackLimiter,
    clientAddress,
    today: () => todayInSpain(),
    log: eventLog("postback"),
    clickIdRule: (id) => platformOfOperator(id, platformsOnce())?.clickId,
  });
}
