import type { ContentPageInput } from "../blocks";

export const gamesPages: ContentPageInput[] = [];
