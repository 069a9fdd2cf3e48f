/**
 * Public module of the outbound feature: its types and plain functions, for other features (lint: eslint.config.js,
 * layering). Runs anywhere (browser, server, plain Node): relative imports only, no components, no loaders.
 *
 * The tracked link's plain parts — the placements and their labels, the /visitar URL, the tracking-link rules and
 * placeholders — live in the operators feature (outbound-link.ts, affiliate-url.ts), which the operators' buttons
 * and definition use and which must not import outbound back; they are re-exported here for outbound's users.
 */
export {
  PLACEMENTS,
  type Placement,
  PLACEMENT_LABELS,
  LEGACY_PLACEMENT_LABELS,
  placementLabel,
  PAGE_PLACEMENTS,
  isPlacement,
  OUTBOUND_PREFIX,
  outboundHref,
  ISSUE_ID,
  issuePage,
  AFFILIATE_PLACEHOLDERS,
  type AffiliatePlaceholder,
  type AffiliateValues,
  MAX_AFFILIATE_URL,
  affiliateUrlProblems,
  fillAffiliateUrl,
} from "../operators/index.ts";
