/**
 * Every fixed-texts file (content/copy/*.yaml), whichever feature declares it: the content check
 * validates each, and the link map counts the links written in them.
 */
import type { Collection } from "../platform/content/collection.ts";
import { COMPARISON_COPY_COLLECTIONS } from "../features/comparison/index.server.ts";
import { reviewCopy } from "../features/reviews/review-copy.server.ts";
import { LAYOUT_COPY_COLLECTIONS, errorsCopy } from "../features/layout/index.server.ts";
import { HOME_COPY_COLLECTIONS } from "../features/home/home-copy.server.ts";
import { emailsCopy, newsletterCopy } from "../features/newsletter/newsletter-copy.server.ts";
import { blogCopy } from "../features/blog/blog-copy.server.ts";
import { calculatorCopy } from "../features/bonus-calculator/index.server.ts";
import { authorsCopy } from "../features/author-pages/author-pages-copy.server.ts";

export const ALL_COPY_COLLECTIONS: readonly Collection[] = [
  ...LAYOUT_COPY_COLLECTIONS,
  newsletterCopy,
  blogCopy,
  errorsCopy,
  calculatorCopy,
  authorsCopy,
  emailsCopy,
  ...HOME_COPY_COLLECTIONS,
  ...COMPARISON_COPY_COLLECTIONS,
  reviewCopy,
] as unknown as Collection[];
