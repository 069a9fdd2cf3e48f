import { getOpenData, openDataCsv, OPEN_DATA_LICENCE } from "~/features/open-data/index.server";

/** /datos/operadores.csv — the open data as CSV (UTF-8 with BOM), prerendered at build (CC BY 4.0). */
export function loader() {
  return new Response(openDataCsv(getOpenData()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Link: `<${OPEN_DATA_LICENCE.url}>; rel="license"`,
    },
  });
}
