import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * The article body: HTML converted at build time from the trusted Markdown files (raw HTML in
 * them is rejected by the loader), never from anything a visitor sends. Clicks on internal
 * links are handed to the router so reading on stays a client navigation.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || !href.startsWith("/") || href.startsWith("//") || anchor.target === "_blank") return;
    event.preventDefault();
    void navigate(href);
  }
  return (
    // The handler only upgrades real links, which stay focusable and keyboard-operable on their own.
    <div className="prose-es blog-body mt-8" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
