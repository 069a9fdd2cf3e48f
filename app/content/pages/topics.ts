import type { ContentPageInput } from "../blocks";

export const topicsPages: ContentPageInput[] = [];
