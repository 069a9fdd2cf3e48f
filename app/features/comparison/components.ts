/** The comparison's components other features' pages render (a review shows its operator's pairs). */
export * from "./pair-links";
