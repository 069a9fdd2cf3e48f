import type { Route } from "./+types/newsletter-baja";
import { NewsletterLinkRoute, linkPageMeta } from "~/features/newsletter/newsletter-link-page";
import { UNSUBSCRIBE_PATH } from "~/features/newsletter/newsletter-links";
import { unsubscribeMailboxLabel } from "~/features/newsletter/newsletter-copy.server";
import { UNSUBSCRIBE_LINK, linkPageAction, linkPageHeaders, linkPageLoader } from "~/features/newsletter/newsletter-link-route.server";
import { servicesContext } from "~/composition/services.server";

/**
 * GET /newsletter/baja?t=… shows one button; POST unsubscribes at once. The same POST is what a
 * mail client sends for RFC 8058 one-click unsubscribe (body `List-Unsubscribe=One-Click`, no
 * cookies, no page): any POST with a valid token unsubscribes, whatever its body.
 */
export const loader = ({ request, context }: Route.LoaderArgs) => {
  const services = context.get(servicesContext);
  return linkPageLoader(UNSUBSCRIBE_LINK, request, services.getDatabase, {
    mailbox: services.newsletter.env.mail.unsubscribeTo,
    mailboxLabel: unsubscribeMailboxLabel(),
  });
};
export const action = ({ request, context }: Route.ActionArgs) => linkPageAction(UNSUBSCRIBE_LINK, request, context.get(servicesContext).getDatabase);
export const headers = linkPageHeaders;
/** Hydrated whole (decision 0191): after the button's answer, focus moves to the new heading. */
export const handle = { hydrate: true };
export const meta = ({ loaderData }: Route.MetaArgs) => linkPageMeta(UNSUBSCRIBE_PATH, loaderData?.copy);

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkRoute path={UNSUBSCRIBE_PATH} loaderData={loaderData} actionData={actionData}>
      {(view) =>
        (view === "invalid" || view === "expired") && (
          <p className="mt-6 text-slate-700">
            {loaderData.mailboxLabel}{" "}
            <a href={`mailto:${loaderData.mailbox}?subject=${encodeURIComponent("Baja del boletín")}`} className="font-semibold text-brand-700 underline">
              {loaderData.mailbox}
            </a>
          </p>
        )
      }
    </NewsletterLinkRoute>
  );
}
