import { getOpenData, openDataJson, OPEN_DATA_LICENCE } from "~/features/open-data/index.server";

/** /datos/operadores.json — the open data, prerendered at build like the sitemap (CC BY 4.0). */
export function loader() {
  return new Response(openDataJson(getOpenData()), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Link: `<${OPEN_DATA_LICENCE.url}>; rel="license"`,
    },
  });
}
