import type { ReactNode } from "react";
import { ExternalLink, isExternalHref } from "~/ui/external-link";

const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/**
 * Renders the content's inline marks ([label](href), **bold**) as React elements. The text is
 * our own content; even so it is never injected as HTML. Links are plain anchors: it is used inside
 * islands too (the cookie notice), where no router runs.
 */
export function InlineText({ text, linkClassName }: { text: string; /** Class of every link in the text. */ linkClassName?: string }) {
  const out: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1] !== undefined && m[2] !== undefined) {
      const href = m[2];
      if (isExternalHref(href)) {
        out.push(<ExternalLink key={key++} href={href} className={linkClassName}>{m[1]}</ExternalLink>);
      } else {
        out.push(<a key={key++} href={href} className={linkClassName}>{m[1]}</a>);
      }
    } else if (m[3] !== undefined) {
      out.push(<strong key={key++}>{m[3]}</strong>);
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}
