import type { ContentPageInput } from "../blocks";

export const landingPages: ContentPageInput[] = [];
