/**
 * The blog list's fixed texts as data: content/copy/blog.yaml, a copy file of the copy feature's machinery
 * (copyCollection: schema, links and {{variables}} checked by `npm run content:check`; readCopy: read once,
 * the site's variables resolved). Server and build only; relative imports only.
 */
import { toZod } from "../../platform/content/fields.ts";
import { copyCollection, readCopy } from "../copy/index.server.ts";
import { blogCopyDefinition } from "./definition.ts";
import type { BlogCopy } from "./blog-copy.ts";

/** The blog's texts: the fields of definition.ts. */
export const blogCopySchema = toZod(blogCopyDefinition);
export const blogCopy = copyCollection("textos del blog", "blog.yaml", blogCopySchema);

/**
 * The blog list's copy (its route loader, its head and the RSS feed). The empty-state sentence
 * only when there is no post to list: loader data is repeated in the page's HTML.
 */
export function blogPageCopy(postCount: number): BlogCopy {
  const { empty, ...rest } = readCopy(blogCopy);
  return postCount === 0 ? { ...rest, empty } : rest;
}

/** Title and description of the blog (its head, its structured data and the RSS channel). */
export function blogMeta(): { title: string; description: string } {
  const { title, description } = readCopy(blogCopy).meta;
  return { title, description };
}
