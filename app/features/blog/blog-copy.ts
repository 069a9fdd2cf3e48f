/**
 * The shape of the blog list's texts that its loader hands to the page (content/copy/blog.yaml, read and
 * resolved by blog-copy.server.ts), derived from the definition. Types only: client components import it.
 */
import type { Resolved } from "../../platform/content/resolved.ts";
import type { blogCopyDefinition } from "./definition.ts";

type BlogFile = Resolved<typeof blogCopyDefinition>;
/** content/copy/blog.yaml, resolved. `empty` only when there is no post. */
export type BlogCopy = Omit<BlogFile, "empty"> & Partial<Pick<BlogFile, "empty">>;
