import type { CardOperator } from "~/features/operators";
import { OperatorCta } from "~/features/operators/components";

/** `<!--operador:<id>-->`, the place of an operator's block in a post's HTML (blog.server.ts). */
const OPERATOR_MARKER = /<!--operador:([a-z0-9-]+)-->\n?/;

/**
 * The article body: HTML converted at build time from the trusted Markdown files (raw HTML in
 * them is rejected by the loader), never from anything a visitor sends. Its links are plain
 * links (no script runs on the article: decision 0191). An operator's block
 * (`::operador{id="…"}`) is drawn between the HTML parts by its component, outside the prose
 * styles, with the tracked button (placement `article`).
 */
export function ArticleBody({ html, operators = {} }: { html: string; operators?: Record<string, CardOperator> }) {
  // split() with a capturing group: [html, id, html, id, html…].
  const parts = html.split(OPERATOR_MARKER);
  if (parts.length === 1) {
    return (
      <div className="prose-es blog-body mt-8" dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  return (
    <div className="mt-8">
      {parts.map((part, i) => {
        if (i % 2 === 0) return part.trim() ? <div key={i} className="prose-es blog-body" dangerouslySetInnerHTML={{ __html: part }} /> : null;
        const operator = operators[part];
        return operator ? <OperatorCta key={i} operator={operator} /> : null;
      })}
    </div>
  );
}
