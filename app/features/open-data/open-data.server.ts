/** The open data from the site's content (operators and methodology), for the two build-time routes. */
import { getCriteria } from "../methodology/index.server.ts";
import { FACT_KEYS, type FactKey } from "../operators/index.ts";
import { getOperators } from "../operators/index.server.ts";
import { SITE_NAME, SITE_URL } from "../../platform/site.ts";
import { openData, type OpenData, type OpenOperator } from "./open-data.ts";

export function getOpenData(): OpenData {
  return openData(getOperators() as unknown as OpenOperator[], getCriteria(), {
    site: SITE_URL,
    siteName: SITE_NAME,
    factLabel: (key) => FACT_KEYS[key as FactKey] ?? key,
  });
}
