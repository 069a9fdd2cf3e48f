/** Public module of the opinions feature: what other features and routes show (lint: eslint.config.js, layering). */
export { OpinionsReviewSection } from "./opinions-review-section";
export { opinionsPath, COMPLAINT_GUIDE_PATH } from "./opinions-links";
