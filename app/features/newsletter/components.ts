/** Public module of the newsletter feature: the components other features show (lint: eslint.config.js, layering). */
export * from "./newsletter-box";
export { NewsletterLinkPage } from "./newsletter-link-page";
export { useNewsletterShellCopy, type NewsletterShellCopy } from "./newsletter-copy";
