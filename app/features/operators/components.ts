/** Public module of the operators feature: the components other features show (lint: eslint.config.js, layering). */
export * from "./ad-label";
export * from "./bonus-terms";
export * from "./check-list";
export * from "./operator-logo";
export * from "./play-button";
export * from "./rating-badge";
export * from "./star-rating";
export * from "./casino-card";
export * from "./operator-cta";
export * from "./offer-notice";
export * from "./operator-mark";
export * from "./check-note";
export * from "./provisional-ratings-note";
