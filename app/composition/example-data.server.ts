/**
 * Example data may not reach a public site (issue 37, docs/decisions/0237): the publisher's example
 * identity and the author personas (`example: true`) keep the README's default start working, marked
 * as examples, and every path a deployment takes refuses them — a build for a public SITE_URL
 * (vite.config.ts), `npm run publish` (app/features/releases/publish.cli.ts), a production start (server/index.ts).
 *
 * Server/build only (fs). Relative imports only: vite.config.ts loads it in plain Node.
 */
import { loadOrThrow } from "../platform/content/collection.ts";
import { EXAMPLE_DATA_REFUSED, isPublicSite, publisherCollection } from "../platform/publisher.server.ts";
import { authorsCollection } from "../features/authors/index.server.ts";
import { siteIdentityCollection } from "../platform/site-identity.server.ts";

/**
 * The content files that still hold example data (`example: true`): the publisher (unless the
 * deployment's PUBLISHER_JSON replaces it) and every author persona. Paths relative to the project.
 */
export function exampleDataFiles(opts: { publisherJson?: string; root?: string } = {}): string[] {
  const files: string[] = [];
  if (!opts.publisherJson) {
    const [entry] = loadOrThrow(publisherCollection, opts.root);
    if (entry!.data.example) files.push(entry!.file);
  }
  const [identity] = loadOrThrow(siteIdentityCollection, opts.root);
  if (identity!.data.example) files.push(identity!.file);
  for (const a of loadOrThrow(authorsCollection, opts.root)) if (a.data.example) files.push(a.file);
  return files;
}

/** Throws EXAMPLE_DATA_REFUSED when `siteUrl` is public and some content is still example data. */
export function refuseExampleData(siteUrl: string | undefined, opts: { publisherJson?: string; root?: string } = {}): void {
  if (!siteUrl || !isPublicSite(siteUrl)) return;
  const files = exampleDataFiles(opts);
  if (files.length) throw new Error(EXAMPLE_DATA_REFUSED(siteUrl, files));
}

