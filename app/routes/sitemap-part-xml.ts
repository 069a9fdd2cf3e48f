import type { Route } from "./+types/sitemap-part-xml";
import { sitemapPartXml } from "~/composition/sitemap.server";

/**
 * /sitemaps/<n>.xml: a part of the sitemap once it passes 50,000 URLs (app/composition/sitemap.server.ts);
 * prerendered when it exists. An unknown part is a short plain 404, no page render (the 404 ceiling's concern).
 */
export function loader({ params }: Route.LoaderArgs) {
  const n = /^(\d+)\.xml$/.exec(params.part ?? "")?.[1];
  const body = n ? sitemapPartXml(n) : null;
  if (body === null) {
    return new Response("No existe esa parte del mapa del sitio.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
