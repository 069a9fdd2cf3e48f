/** The layout's components other features' pages render. */
export * from "./not-found-page";
