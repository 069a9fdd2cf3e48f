import { NewsletterLinkPage } from "~/features/newsletter/components";
import { buildMeta } from "~/platform/seo";
import { opinionLinkText, opinionLinkTitle, type OpinionLinkTexts, type OpinionLinkView } from "./opinion-link-texts";

/** The head of an opinion link page: never indexed. */
export function opinionLinkMeta(purpose: "confirm" | "delete", path: string, texts: OpinionLinkTexts | undefined) {
  const title = texts ? opinionLinkTitle(texts, purpose) : "";
  return buildMeta({ title, description: title, path, robots: "noindex,nofollow" });
}

/** An opinion link's page: the newsletter link page's layout (one POST button while the link can act). */
export function OpinionLinkRoute({
  purpose,
  path,
  loaderData,
  actionData,
}: {
  purpose: "confirm" | "delete";
  path: string;
  loaderData: { view: OpinionLinkView; t: string; texts: OpinionLinkTexts };
  actionData?: { view: OpinionLinkView };
}) {
  const view = actionData?.view ?? loaderData.view;
  const copy = opinionLinkText(loaderData.texts, purpose, view);
  return (
    <NewsletterLinkPage
      heading={copy.heading}
      text={copy.text}
      answered={actionData !== undefined}
      action={view === "valid" && copy.button ? { label: copy.button, to: `${path}?t=${encodeURIComponent(loaderData.t)}` } : undefined}
    />
  );
}
