import { data } from "react-router";
import type { Route } from "./+types/newsletter-baja";
import { NewsletterLinkPage } from "~/features/newsletter/newsletter-link-page";
import { newsletterLinkMeta, newsletterLinkView, unsubscribeMailboxLabel } from "~/features/copy/copy.server";
import type { UnsubscribeView } from "~/features/copy/shell-copy";
import { buildMeta } from "~/platform/seo";
import { UNSUBSCRIBE_PATH } from "~/features/newsletter/newsletter-links";
import { inspectToken, unsubscribe } from "~/features/newsletter/newsletter-lifecycle.server";
import { linkHeaders, linkStatus, unsubscribeMailbox, withNewsletterDb } from "~/features/newsletter/newsletter-pages.server";

/**
 * GET /newsletter/baja?t=… shows one button; POST unsubscribes at once. The same POST is what a
 * mail client sends for RFC 8058 one-click unsubscribe (body `List-Unsubscribe=One-Click`, no
 * cookies, no page): any POST with a valid token unsubscribes, whatever its body.
 */
type View = Exclude<UnsubscribeView, "unavailable">;

export async function loader({ request }: Route.LoaderArgs) {
  const t = new URL(request.url).searchParams.get("t");
  const view = await withNewsletterDb<View>(async (db) => {
    const token = await inspectToken(db, "unsubscribe", t);
    if (token.state === "invalid" || token.state === "expired") return token.state;
    if (token.status === "unsubscribed") return "already";
    return token.state === "valid" ? "valid" : "invalid";
  });
  // Only the text of this outcome goes to the page (and its hydration payload).
  const copy = { ...newsletterLinkMeta("unsubscribe"), ...newsletterLinkView("unsubscribe", view) };
  return data({ view, t: t ?? "", mailbox: unsubscribeMailbox(), mailboxLabel: unsubscribeMailboxLabel(), copy }, { status: linkStatus(view), headers: linkHeaders });
}

export async function action({ request }: Route.ActionArgs) {
  const t = new URL(request.url).searchParams.get("t");
  const view = await withNewsletterDb<View>((db) => unsubscribe(db, t));
  return data({ view, copy: newsletterLinkView("unsubscribe", view) }, { status: linkStatus(view), headers: linkHeaders });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: loaderData?.copy.title ?? "",
    description: loaderData?.copy.description ?? "",
    path: UNSUBSCRIBE_PATH,
    robots: "noindex,nofollow",
  });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.view;
  const copy = actionData?.copy ?? loaderData.copy;
  const valid = view === "valid" ? copy : null;
  return (
    <NewsletterLinkPage
      heading={copy.heading}
      text={copy.text}
      answered={actionData !== undefined}
      action={valid ? { label: valid.button ?? "", to: `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(loaderData.t)}` } : undefined}
    >
      {(view === "invalid" || view === "expired") && (
        <p className="mt-6 text-slate-700">
          {loaderData.mailboxLabel}{" "}
          <a href={`mailto:${loaderData.mailbox}?subject=${encodeURIComponent("Baja del boletín")}`} className="font-semibold text-brand-700 underline">
            {loaderData.mailbox}
          </a>
        </p>
      )}
    </NewsletterLinkPage>
  );
}
