import { SITE_URL } from "~/platform/site";
import { json } from "~/platform/json-request.server";
import { handleOpinionPost, OPINION_MESSAGES } from "~/features/opinions/opinions-endpoint.server";
import { servicesContext } from "~/composition/services.server";
import { clientAddressContext } from "~/platform/request-context.server";
import type { Route } from "./+types/api.opiniones";

/** POST /api/opiniones — a player's opinion (a resource route). Rules: app/features/opinions/opinions-endpoint.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  const { newsletter, opinions } = context.get(servicesContext);
  return handleOpinionPost(request, {
    clientAddress: context.get(clientAddressContext) ?? undefined,
    getDatabase: newsletter.getDatabase,
    rateLimiter: opinions.rateLimiter,
    emailRateLimiter: opinions.emailRateLimiter,
    mailQueued: newsletter.mailQueued,
    allowedOrigins: [new URL(SITE_URL).origin],
  });
}

/** Anything but POST: a JSON 405, not the not-found page. */
export function loader() {
  return json(405, { error: OPINION_MESSAGES.method }, { Allow: "POST" });
}
