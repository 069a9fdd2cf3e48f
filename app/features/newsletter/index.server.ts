/**
 * Public module of the newsletter feature for server code (lint: eslint.config.js, layering): the
 * machinery other features reuse for their own confirmed-by-email forms (player opinions): the
 * address rules, the link tokens, the outbox's Message-IDs and the link pages' shared answers.
 */
export { SignupSchema, KNOWN_CONSENT_VERSIONS, EMAIL_MAX_LENGTH } from "./newsletter.server.ts";
export { newToken, tokenHashFromInput } from "./mail/tokens.server.ts";
export { linkContext, newMessageId, type LinkContext } from "./newsletter-lifecycle.server.ts";
export { linkHeaders, linkStatus } from "./newsletter-pages.server.ts";
export { adminEmail, mailOwner, mailTo, ownerMailHtml, type Mailer } from "./mail/owner-mail.server.ts";
