/** The open data from the site's content (operators and methodology), for the two build-time routes. */
import { getCriteria } from "../methodology/index.server";
import { FACT_KEYS, type FactKey } from "../operators/index";
import { getOperators } from "../operators/index.server";
import { SITE_NAME, SITE_URL } from "../../platform/site";
import { openData, type OpenData, type OpenOperator } from "./open-data";

export function getOpenData(): OpenData {
  return openData(getOperators() as unknown as OpenOperator[], getCriteria(), {
    site: SITE_URL,
    siteName: SITE_NAME,
    factLabel: (key) => FACT_KEYS[key as FactKey] ?? key,
  });
}
