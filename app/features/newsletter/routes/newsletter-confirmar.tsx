import type { Route } from "./+types/newsletter-confirmar";
import { NewsletterLinkRoute, linkPageMeta } from "~/features/newsletter/newsletter-link-page";
import { CONFIRM_PATH } from "~/features/newsletter/newsletter-links";
import { servicesContext } from "~/composition/services.server";
import { CONFIRM_LINK, linkPageAction, linkPageHeaders, linkPageLoader } from "~/features/newsletter/newsletter-link-route.server";

/** GET /newsletter/confirmar?t=… shows what the link will do; only the page's POST confirms. */
export const loader = ({ request, context }: Route.LoaderArgs) => linkPageLoader(CONFIRM_LINK, request, context.get(servicesContext).getDatabase);
export const action = ({ request, context }: Route.ActionArgs) => linkPageAction(CONFIRM_LINK, request, context.get(servicesContext).getDatabase);
export const headers = linkPageHeaders;
/** Hydrated whole (decision 0191): after the button's answer, focus moves to the new heading. */
export const handle = { hydrate: true };
export const meta = ({ loaderData }: Route.MetaArgs) => linkPageMeta(CONFIRM_PATH, loaderData?.copy);

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkRoute path={CONFIRM_PATH} loaderData={loaderData} actionData={actionData} />;
}
