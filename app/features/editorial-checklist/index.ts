/** Public module of the editorial checklist for any code: the pure due computation and its texts (no fs, no zod). */
export * from "./due-checks";
