/**
 * Comparative claims computed from the operators' data at build time (issue 37 item 5; DOMAIN.md,
 * «Consumer protection»: a claim such as «the most payment methods» must be true of the data when it is
 * shown). A claim is a sentence built here from the whole ranking, never typed by hand, and a tie is
 * said as a tie («uno de los dos operadores…»): no operator is called «the one with the most» while
 * another has as many. Pure, relative imports only.
 */

/** Where one value stands among the ranking's: how many have a better one and how many share it. */
export interface Standing {
  /** The operator's own value. */
  value: number;
  /** The best value of the ranking (the highest or the lowest, as asked). */
  best: number;
  /** Operators whose value is strictly better than this one. */
  better: number;
  /** Operators (this one included) with exactly this value. */
  sharing: number;
  /** Operators compared. */
  total: number;
}

export function standing(values: readonly number[], value: number, higherIsBetter: boolean): Standing {
  const best = higherIsBetter ? Math.max(...values) : Math.min(...values);
  return {
    value,
    best,
    better: values.filter((v) => (higherIsBetter ? v > value : v < value)).length,
    sharing: values.filter((v) => v === value).length,
    total: values.length,
  };
}

const NUMBER_WORDS = ["", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"];
/** «dos», «tres» … «diez»; digits beyond. */
export const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n);

/**
 * The payment-methods sentence of one review: how many methods the operator accepts and where that
 * stands in the ranking, ties said as ties. `counts` holds every ranked operator's number of methods
 * (this one's included).
 */
export function paymentMethodsClaim(counts: readonly number[], mine: number): string {
  if (mine === 0) return "Su ficha no recoge todavía ningún método de pago.";
  const s = standing(counts, mine, true);
  const methods = `${mine} ${mine === 1 ? "método" : "métodos"}`;
  if (s.total <= 1) return `Acepta ${methods}.`;
  if (s.sharing === s.total) return `Acepta ${methods}, los mismos que los demás operadores del ranking.`;
  if (s.better === 0) {
    return s.sharing === 1
      ? `Con ${methods}, es el operador del ranking con más formas de pago.`
      : `Con ${methods}, es uno de los ${inWords(s.sharing)} operadores del ranking con más formas de pago.`;
  }
  return `Acepta ${methods}; el que más tiene en el ranking acepta ${s.best}.`;
}

/** «A», «A y B», «A, B y C». */
export function spanishList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
}

/**
 * The tie beside a «the lowest…» that names one operator: « (igual que la de Marca Apuestas)» when
 * others share the figure, nothing otherwise. `lead` is what comes before each name («la de», «en»).
 */
export function tieNote(others: readonly string[], lead: string): string {
  if (others.length === 0) return "";
  return ` (igual que ${spanishList(others.map((n) => `${lead} ${n}`))})`;
}

/** One digit after the comma, as ratings are written («8,8»). */
const nota = (n: number) => n.toLocaleString("es-ES", { minimumFractionDigits: n % 1 ? 1 : 0, maximumFractionDigits: 1 });

type RankedRating = { name: string; rank: number; rating: number };

/**
 * Where the ranking's order (editorial, decision 0375) and the ratings disagree: each pair of a better-ranked
 * operator and a worse-ranked one with a higher rating, the widest gap first.
 */
export function orderInversions<T extends RankedRating>(ops: readonly T[]): { above: T; below: T }[] {
  const sorted = [...ops].sort((a, b) => a.rank - b.rank);
  return sorted
    .flatMap((above, i) => sorted.slice(i + 1).filter((below) => below.rating > above.rating).map((below) => ({ above, below })))
    .sort((x, y) => y.below.rating - y.above.rating - (x.below.rating - x.above.rating) || x.above.rank - y.above.rank);
}

/** Why the order is what it is, once: the same reason on every page that shows it (decision 0375). */
export const ORDER_REASON =
  "El orden del ranking lo fija la redacción, no la nota: la nota solo cuenta los criterios que se calculan con los datos del operador o que una persona de la web ha comprobado, y hoy no los cubre todos.";

/**
 * The ranking's note where the order and the ratings disagree («Paf (n.º 8) tiene 9,2 y va detrás de bet365
 * (n.º 1), con 8,8»), the widest gap as the example; empty when the order follows the ratings.
 */
export function rankingOrderNote(ops: readonly RankedRating[]): string {
  const inv = orderInversions(ops);
  if (!inv.length) return "";
  const { above, below } = inv[0]!;
  const others = new Set(inv.map((x) => x.below.name)).size - 1;
  const more = others === 1 ? " Pasa también con otro casino." : others > 1 ? ` Pasa también con otros ${inWords(others)} casinos.` : "";
  return `${ORDER_REASON} Por eso ${below.name} (n.º ${below.rank}) tiene ${nota(below.rating)} y va detrás de ${above.name} (n.º ${above.rank}), con ${nota(above.rating)}.${more}`;
}

/** The same for two operators side by side (`a` the better-ranked): empty when `a` also has the higher rating. */
export function pairOrderNote(a: RankedRating, b: RankedRating): string {
  const [above, below] = a.rank <= b.rank ? [a, b] : [b, a];
  if (below.rating <= above.rating) return "";
  return `${below.name} tiene más nota (${nota(below.rating)} frente a ${nota(above.rating)}) y va detrás. ${ORDER_REASON}`;
}
