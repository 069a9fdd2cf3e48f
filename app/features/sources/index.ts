/** Public module of the source watch: its pure parts (runs anywhere). */
export * from "./cited-urls.ts";
export * from "./flags.ts";
