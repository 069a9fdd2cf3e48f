/**
 * How the comparison's controls (comparison-controls.island.tsx) apply a sort and filters to the list the
 * server rendered: plain DOM, no React, so that a re-sort costs only what the browser must redo.
 */

/** Where the server put each operator of the list (`data-comparison-id`): one item per operator. */
const ROW_LISTS = "[data-comparison-rows]";

/**
 * Shows the operators `ids` in that order and hides the others, in each list of `root` marked
 * `data-comparison-rows`, and the empty state when none is left. The list is the server's HTML,
 * not React's: moving its nodes is safe, and no operator is rendered twice.
 *
 * The items are moved in the DOM (not reordered with CSS `order`), so that screen readers and the
 * keyboard meet them in the order shown. A moved item is laid out again from scratch, the main
 * cost of a re-sort (docs/benchmarks.md, "Widgets on a throttled phone"): nothing is moved when
 * the shown items are already in that order (a filter that only hides some, the first render).
 */
export function showInOrder(ids: readonly string[], root: ParentNode = document) {
  const wanted = new Set(ids);
  for (const list of root.querySelectorAll<HTMLElement>(ROW_LISTS)) {
    const rows = [...list.querySelectorAll<HTMLElement>(":scope > [data-comparison-id]")];
    for (const row of rows) {
      const hidden = !wanted.has(row.dataset.comparisonId ?? "");
      if (row.hidden !== hidden) row.hidden = hidden;
    }
    const byId = new Map(rows.map((r) => [r.dataset.comparisonId ?? "", r]));
    const target = ids.flatMap((id) => byId.get(id) ?? []);
    const shownNow = rows.filter((r) => !r.hidden);
    if (target.every((row, i) => shownNow[i] === row)) continue;
    for (const row of target) list.append(row);
  }
  for (const el of root.querySelectorAll<HTMLElement>("[data-comparison-results]")) {
    if (el.hidden !== (ids.length === 0)) el.hidden = ids.length === 0;
  }
  for (const el of root.querySelectorAll<HTMLElement>("[data-comparison-empty]")) {
    if (el.hidden !== ids.length > 0) el.hidden = ids.length > 0;
  }
}
