/**
 * The blog's closed lists as plain data (no imports): the schema validates against them and the browser
 * editor offers them as its options. A public module of the feature (lint: eslint.config.js).
 */

export const BLOG_CATEGORIES = [
  "SEO",
  "Juegos Gratis",
  "Juegos Nuevos",
  "Apuestas Deportivas",
  "Bonos y Promociones",
  "Reseñas",
  "Tecnología",
  "Análisis de Mercado",
] as const;
