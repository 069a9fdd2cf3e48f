/**
 * Every fixed-texts file (content/copy/*.yaml), whichever feature declares it: the content check
 * validates each, and the link map counts the links written in them.
 */
import type { Collection } from "../platform/content/collection.ts";
import { COPY_COLLECTIONS } from "../features/copy/index.server.ts";
import { COMPARISON_COPY_COLLECTIONS } from "../features/comparison/index.server.ts";
import { reviewCopy } from "../features/reviews/review-copy.server.ts";
import { LAYOUT_COPY_COLLECTIONS } from "../features/layout/index.server.ts";
import { HOME_COPY_COLLECTIONS } from "../features/home/home-copy.server.ts";

export const ALL_COPY_COLLECTIONS: readonly Collection[] = [...(LAYOUT_COPY_COLLECTIONS as unknown as Collection[]), ...COPY_COLLECTIONS, ...(HOME_COPY_COLLECTIONS as unknown as Collection[]), ...(COMPARISON_COPY_COLLECTIONS as unknown as Collection[]), reviewCopy as unknown as Collection];
