import { SITE_URL } from "~/platform/site";
import { handleNewsletterPost, json, MESSAGES } from "~/features/newsletter/newsletter-endpoint.server";
import { servicesContext } from "~/composition/services.server";
import { clientAddressContext } from "~/platform/request-context.server";
import type { Route } from "./+types/api.newsletter";

/**
 * POST /api/newsletter — the newsletter signup (a resource route: no page). The rules live in
 * app/features/newsletter/newsletter-endpoint.server.ts; see docs/decisions/0010-newsletter-same-origin-endpoint.md.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { newsletter } = context.get(servicesContext);
  return handleNewsletterPost(request, {
    clientAddress: context.get(clientAddressContext) ?? undefined,
    getDatabase: newsletter.getDatabase,
    rateLimiter: newsletter.getRateLimiter(),
    mailQueued: newsletter.mailQueued,
    allowedOrigins: [new URL(SITE_URL).origin],
  });
}

/** Anything but POST: a JSON 405, not the not-found page. */
export function loader() {
  return json(405, { error: MESSAGES.method }, { Allow: "POST" });
}
