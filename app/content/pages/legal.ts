import type { ContentPageInput } from "../blocks";

export const legalPages: ContentPageInput[] = [];
