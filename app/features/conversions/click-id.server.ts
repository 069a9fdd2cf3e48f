/**
 * Where the click ID sits inside a platform's sub-ID (issue 41). Platforms do not always hand the
 * click ID back alone: Income Access keeps the whole `btag` (`a_48213b_1187c_<clickId>`), others
 * add a prefix of their own. A platform file (content/affiliate-platforms/<id>.yaml) may say, in
 * `clickId`, how to take it out of a report's sub-ID column or a postback's `clickid`:
 *
 * - `prefix`: text before the click ID, removed (`sub_` in `sub_<clickId>`);
 * - `separator`: the click ID is what follows the LAST occurrence of it (`c_` in Income Access's btag);
 * - `pattern`: a regular expression with exactly one capture group, the click ID.
 *
 * One of the three. A value the rule does not fit is kept whole: it then matches no click and is
 * shown, as it came, under «Conversiones sin clic reconocido» for the owner to look up.
 *
 * Only extraction lives here; refusals of whole reports live with the importer.
 */
import { z } from "zod";

export const clickIdRuleSchema = z
  .object({
    prefix: z.string().min(1).max(100).optional(),
    separator: z.string().min(1).max(20).optional(),
    pattern: z.string().min(1).max(300).optional(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    const set = [rule.prefix, rule.separator, rule.pattern].filter((v) => v !== undefined).length;
    if (set !== 1) {
      ctx.addIssue({ code: "custom", message: "indica solo una de prefix, separator o pattern" });
      return;
    }
    if (rule.pattern !== undefined) {
      const problem = patternProblem(rule.pattern);
      if (problem) ctx.addIssue({ code: "custom", path: ["pattern"], message: problem });
    }
  });

export type ClickIdRule = z.output<typeof clickIdRuleSchema>;

/** Why a `pattern` cannot be used (Spanish, for the content check), or null when it can. */
export function patternProblem(pattern: string): string | null {
  let re: RegExp;
  try {
    re = new RegExp(pattern);
  } catch {
    return "no es una expresión regular válida";
  }
  // Groups of a pattern: the captures of an empty alternative that always matches.
  const groups = new RegExp(`${re.source}|`).exec("")!.length - 1;
  if (groups !== 1) return `debe tener exactamente un grupo entre paréntesis (el click ID) y tiene ${groups}; usa (?:…) para los demás`;
  return null;
}

/**
 * The click ID inside `value` by `rule`; `value` itself when there is no rule, or when the rule
 * does not fit it (no prefix, no separator, no match, or an empty result).
 */
export function extractClickId(value: string, rule: ClickIdRule | undefined): string {
  if (!rule) return value;
  let found: string | undefined;
  if (rule.prefix !== undefined) {
    found = value.startsWith(rule.prefix) ? value.slice(rule.prefix.length) : undefined;
  } else if (rule.separator !== undefined) {
    const at = value.lastIndexOf(rule.separator);
    found = at >= 0 ? value.slice(at + rule.separator.length) : undefined;
  } else if (rule.pattern !== undefined) {
    found = new RegExp(rule.pattern).exec(value)?.[1];
  }
  return found ? found : value;
}
