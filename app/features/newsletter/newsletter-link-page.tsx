import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useShellCopy } from "~/features/layout";
import { buildMeta } from "~/platform/seo";
import type { LinkViewCopy } from "./newsletter-copy";

/** The head of a newsletter link page: its own title and description, never indexed. */
export function linkPageMeta(path: string, copy: { title: string; description: string } | undefined) {
  return buildMeta({ title: copy?.title ?? "", description: copy?.description ?? "", path, robots: "noindex,nofollow" });
}

/** The text of the outcome shown (newsletter.yaml, resolved by newsletter-copy.server.ts). */
type LinkCopy = LinkViewCopy;

/**
 * A link route's page from its loader's and action's data: the action's answer once posted, else
 * the loader's view; the button only while the link can act ("valid"). `children` gets the view
 * shown (the unsubscribe page adds a mailbox to write to when its link no longer works).
 */
export function NewsletterLinkRoute<V extends string>({
  path,
  loaderData,
  actionData,
  children,
}: {
  path: string;
  loaderData: { view: V; t: string; copy: LinkCopy };
  actionData?: { view: V; copy: LinkCopy };
  children?: (view: V) => ReactNode;
}) {
  const view = actionData?.view ?? loaderData.view;
  const copy = actionData?.copy ?? loaderData.copy;
  const valid = view === "valid" ? copy : null;
  return (
    <NewsletterLinkPage
      heading={copy.heading}
      text={copy.text}
      answered={actionData !== undefined}
      action={valid ? { label: valid.button ?? "", to: `${path}?t=${encodeURIComponent(loaderData.t)}` } : undefined}
      note={valid?.note}
    >
      {children?.(view)}
    </NewsletterLinkPage>
  );
}

/**
 * The page a link in one of our emails opens: a heading, a text and, while the link can still
 * act, ONE button that POSTs (a GET never changes anything, so mail scanners that follow links
 * confirm or unsubscribe no one). Works without JavaScript; with it, focus moves to the new
 * heading after the button's answer so screen-reader and keyboard users hear the outcome.
 */
export function NewsletterLinkPage({
  heading,
  text,
  action,
  note,
  answered,
  children,
}: {
  heading: string;
  text: string;
  /** The button, when the link can act: the form posts to `to` (the same URL, token included). */
  action?: { label: string; to: string };
  note?: string;
  /** True once the POST has answered: focus goes to the heading. */
  answered: boolean;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { homeLink } = useShellCopy().navigation;
  useEffect(() => {
    if (answered) headingRef.current?.focus();
  }, [answered]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-ink outline-offset-4">
        {heading}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      {action && (
        <Form method="post" action={action.to} className="mt-8">
          <button type="submit" className="btn-primary" disabled={busy} aria-disabled={busy}>
            {action.label}
          </button>
        </Form>
      )}
      {note && <p className="mt-6 text-slate-600">{note}</p>}
      {children}
      <p className="mt-10">
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-2">
          {homeLink}
        </Link>
      </p>
    </div>
  );
}
