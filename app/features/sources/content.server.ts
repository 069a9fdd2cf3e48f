/**
 * The content's citations: the operator files (CONTENT_DIR or the site's content), read and
 * validated like the rest of the site, turned into cited-urls.ts' list.
 */
import { loadOrThrow } from "../../platform/content/collection.ts";
import { FACT_KEYS, type FactKey } from "../operators/index.ts";
import { operatorsCollection } from "../operators/index.server.ts";
import { citedUrls, type CitedUrl, type CitingOperator } from "./cited-urls.ts";

let cited: CitedUrl[] | undefined;

/** Read once per release: /panel asks on every view; a publish loads the new release's server build, a new module with its own cache (decision 0120). */
export function contentCitedUrls(): CitedUrl[] {
  cited ??= citedUrlsOfContent();
  return cited;
}

function citedUrlsOfContent(): CitedUrl[] {
  const operators = loadOrThrow(operatorsCollection)
    .slice()
    .sort((a, b) => a.data.rank - b.data.rank)
    .map((e) => ({ id: e.id, ...e.data }) as CitingOperator);
  return citedUrls(operators, (key) => FACT_KEYS[key as FactKey] ?? key);
}
