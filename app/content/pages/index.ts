import { contentPageSchema, type ContentPage } from "../blocks";
import { gamesPages } from "./games";
import { landingPages } from "./landing";
import { legalPages } from "./legal";
import { topicsPages } from "./topics";

/** Every copy-only page of the site, validated when the module loads (i.e. at build). */
export const contentPages: ContentPage[] = [...legalPages, ...landingPages, ...gamesPages, ...topicsPages].map(
  (p) => {
    const parsed = contentPageSchema.safeParse(p);
    if (!parsed.success) throw new Error(`Contenido no válido en ${p.path}: ${parsed.error.message}`);
    return parsed.data;
  },
);

const byPath = new Map<string, ContentPage>();
for (const page of contentPages) {
  for (const path of [page.path, ...page.aliases]) {
    if (byPath.has(path)) throw new Error(`Ruta duplicada en el contenido: ${path}`);
    byPath.set(path, page);
  }
}

export function findContentPage(path: string): ContentPage | undefined {
  return byPath.get(path);
}
