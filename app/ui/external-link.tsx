import type { AnchorHTMLAttributes, ReactNode } from "react";

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> {
  href: string;
  /** Affiliate/operator links: search engines must see them as paid links. */
  sponsored?: boolean;
  children: ReactNode;
}

/**
 * The only way the site links outside itself: a new tab, no opener, no referrer, and
 * `sponsored` for operator links (Google's rule for affiliate links).
 */
export function ExternalLink({ href, sponsored = false, children, ...rest }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel={sponsored ? "sponsored noopener noreferrer" : "noopener noreferrer"}
      {...rest}
    >
      {children}
      {/* data-nueva-pestana: an annotation every external link carries, not text of the page (shared-sentences.test.tsx). */}
      <span className="sr-only" data-nueva-pestana="">
        {" "}
        (se abre en una pestaña nueva)
      </span>
    </a>
  );
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}
