/**
 * Public module of the opinions feature for server code (lint: eslint.config.js, layering): what the
 * composition, the panel and the owner's command reach. Plugging the feature in is: its routes
 * (`opinionRoutes` in ./routes.ts), its services (`createOpinionServices`), the panel page and the
 * not-found check of its link pages.
 */
export * from "./opinions.server.ts";
export { createOpinionServices, type OpinionServices } from "./opinions-services.server.ts";
export { opinionLinkIsNotFound } from "./opinion-link-route.server.ts";
export { opinionsPageIsNotFound } from "./opinions-page.server.ts";
export { moderationPanel, type ModerationPanelContext } from "./opinions-panel.server.tsx";
/** The owner's opinion texts (content/site/opiniones.yaml): the review route hands `form` to the «Deja tu opinión» section. */
export { getOpinionTexts } from "./opinion-texts.server.ts";
