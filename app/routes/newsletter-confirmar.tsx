import { data } from "react-router";
import type { Route } from "./+types/newsletter-confirmar";
import { NewsletterLinkPage } from "~/features/newsletter/newsletter-link-page";
import { newsletterLinkMeta, newsletterLinkView } from "~/features/copy/copy.server";
import type { ConfirmView } from "~/features/copy/shell-copy";
import { buildMeta } from "~/platform/seo";
import { CONFIRM_PATH } from "~/features/newsletter/newsletter-links";
import { confirmSubscription, inspectToken } from "~/features/newsletter/newsletter-lifecycle.server";
import { linkHeaders, linkStatus, withNewsletterDb } from "~/features/newsletter/newsletter-pages.server";

/**
 * GET /newsletter/confirmar?t=… shows what the link will do; only the page's POST confirms
 * (mail scanners follow links with GET). See docs/decisions/0050-newsletter-mail-outbox.md.
 */
type View = Exclude<ConfirmView, "unavailable">;

export async function loader({ request }: Route.LoaderArgs) {
  const t = new URL(request.url).searchParams.get("t");
  const view = await withNewsletterDb<View>(async (db) => {
    const token = await inspectToken(db, "confirm", t);
    if (token.state === "invalid" || token.state === "expired") return token.state;
    if (token.status === "unsubscribed") return "unsubscribed";
    if (token.status === "confirmed") return "already";
    return token.state === "valid" ? "valid" : "invalid";
  });
  // Only the text of this outcome goes to the page (and its hydration payload).
  const copy = { ...newsletterLinkMeta("confirm"), ...newsletterLinkView("confirm", view) };
  return data({ view, t: t ?? "", copy }, { status: linkStatus(view), headers: linkHeaders });
}

export async function action({ request }: Route.ActionArgs) {
  const t = new URL(request.url).searchParams.get("t");
  const view = await withNewsletterDb<View>((db) => confirmSubscription(db, t));
  return data({ view, copy: newsletterLinkView("confirm", view) }, { status: linkStatus(view), headers: linkHeaders });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: loaderData?.copy.title ?? "",
    description: loaderData?.copy.description ?? "",
    path: CONFIRM_PATH,
    robots: "noindex,nofollow",
  });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.view;
  const copy = actionData?.copy ?? loaderData.copy;
  const valid = view === "valid" ? copy : null;
  return (
    <NewsletterLinkPage
      heading={copy.heading}
      text={copy.text}
      answered={actionData !== undefined}
      action={valid ? { label: valid.button ?? "", to: `${CONFIRM_PATH}?t=${encodeURIComponent(loaderData.t)}` } : undefined}
      note={valid?.note}
    />
  );
}
