/** Where each page links: source path (or content file) → target paths. */
export type LinkMap = Map<string, Set<string>>;

/** The pages of `pages` that no other page links to (the home page is the root: it needs none). */
export function orphanPages(pages: readonly string[], links: LinkMap): string[] {
  const linked = new Set<string>();
  for (const [from, targets] of links) for (const t of targets) if (t !== from) linked.add(t);
  return pages.filter((p) => p !== "/" && !linked.has(p));
}
