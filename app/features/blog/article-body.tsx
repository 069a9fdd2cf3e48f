import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { CardOperator } from "~/features/operators";
import { OperatorCta } from "~/features/operators/components";

/** `<!--operador:<id>-->`, the place of an operator's block in a post's HTML (blog.server.ts). */
const OPERATOR_MARKER = /<!--operador:([a-z0-9-]+)-->\n?/;

/**
 * The article body: HTML converted at build time from the trusted Markdown files (raw HTML in
 * them is rejected by the loader), never from anything a visitor sends. Clicks on internal
 * links are handed to the router so reading on stays a client navigation. An operator's block
 * (`::operador{id="…"}`) is drawn between the HTML parts by its component, outside the prose
 * styles, with the tracked button (placement `article`).
 */
export function ArticleBody({ html, operators = {} }: { html: string; operators?: Record<string, CardOperator> }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || !href.startsWith("/") || href.startsWith("//") || anchor.target === "_blank") return;
    event.preventDefault();
    void navigate(href);
  }
  // split() with a capturing group: [html, id, html, id, html…].
  const parts = html.split(OPERATOR_MARKER);
  if (parts.length === 1) {
    return (
      // The handler only upgrades real links, which stay focusable and keyboard-operable on their own.
      <div className="prose-es blog-body mt-8" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  return (
    // The handler only upgrades real links, which stay focusable and keyboard-operable on their own.
    <div className="mt-8" onClick={onClick}>
      {parts.map((part, i) => {
        if (i % 2 === 0) return part.trim() ? <div key={i} className="prose-es blog-body" dangerouslySetInnerHTML={{ __html: part }} /> : null;
        const operator = operators[part];
        return operator ? <OperatorCta key={i} operator={operator} /> : null;
      })}
    </div>
  );
}
