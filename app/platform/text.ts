/**
 * The site's one escaper and one `{{variable}}` engine, for everything written outside React
 * (which escapes by itself): the RSS feed, the sitemap, the emails' HTML, the articles' HTML;
 * the content's texts with the site's variables, the copy's local ones and the pages' blocks.
 */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe as HTML or XML content and as a quoted attribute value (numeric `&#39;` is valid in both). */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** `text` as a literal inside a regular expression (every special character escaped). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `{{nombre}}`, spaces allowed inside the braces. */
export const TEMPLATE_VARIABLE = /\{\{\s*([a-zA-Z0-9_.-]+)\s*\}\}/g;

/** The names a text quotes, in order, each with its offset. */
export function templateVariables(text: string): { name: string; offset: number }[] {
  return [...text.matchAll(TEMPLATE_VARIABLE)].map((m) => ({ name: m[1]!, offset: m.index }));
}

/**
 * Replaces every `{{nombre}}` that `values` knows; an unknown one stays as written and, when
 * `onUnknown` is given, is reported with its offset in `text`.
 */
export function fillTemplate(
  text: string,
  values: Readonly<Record<string, string | undefined>>,
  onUnknown?: (name: string, offset: number) => void,
): string {
  return text.replace(TEMPLATE_VARIABLE, (whole, name: string, offset: number) => {
    const value = values[name];
    if (value !== undefined) return value;
    onUnknown?.(name, offset);
    return whole;
  });
}

/**
 * The `{{variables}}` of `text` written in the middle of a sentence (after a lower-case word: «con un
 * requisito de {{x}}») among those `isLabel` names: variables whose value is a label that starts with a
 * capital («Sin requisito de apuesta», «Transferencia bancaria») and reads wrong there. Each comes
 * with its offset; the caller says which variable to use instead.
 */
export function midSentenceVariables(text: string, isLabel: (name: string) => boolean): { name: string; offset: number }[] {
  return templateVariables(text).filter(({ name, offset }) => isLabel(name) && /[a-záéíóúñü,;]\s+$/.test(text.slice(Math.max(0, offset - 40), offset)));
}
