/**
 * The pages' closed lists as plain data (no imports): the definition validates and offers them. A public
 * module of the feature (lint: eslint.config.js).
 */

/** Structured-data types: WebPage and BreadcrumbList are always there; Article/HowTo add their own block. */
export const SCHEMA_TYPES = ["WebPage", "Article", "HowTo", "AboutPage", "ContactPage"] as const;
