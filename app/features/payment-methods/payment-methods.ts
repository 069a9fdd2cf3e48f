/**
 * The payment-method pages as data (issue 38; docs/decisions/0275): which operators take each method,
 * for depositing and for withdrawing apart, read from the operators' `paymentMethods`, and which pages
 * exist. Pure functions of the operators and the guides: the loaders, the sitemap, the link map and the
 * tests all read these, so a page lists exactly what the data says.
 *
 * Runs anywhere (relative imports only, no zod, no fs).
 */
import type { CheckRecord, Operator, PaymentDirection, PaymentMethod } from "../operators/index.ts";

export const PAYMENT_METHODS_PATH = "/metodos-de-pago";

/** The path of a method page: /metodos-de-pago/<slug>. */
export const methodPagePath = (slug: string): string => `${PAYMENT_METHODS_PATH}/${slug}`;

/** What a page is about: the guide's file name (its slug), its name and the data methods it covers. */
export interface MethodPageRef {
  slug: string;
  name: string;
  methods: readonly PaymentMethod[];
}

/** One operator's entry for one method, as a method page shows it. */
export interface MethodRow {
  operatorId: string;
  operatorName: string;
  rank: number;
  reviewPath: string;
  method: PaymentMethod;
  deposit: PaymentDirection;
  withdrawal: PaymentDirection;
  minDeposit?: number;
  minWithdrawal?: number;
  withdrawalTime?: string;
  /** The operator's `paymentMethodsCheck`: none = «Sin comprobar». */
  check?: CheckRecord;
}

type OperatorData = Pick<Operator, "id" | "name" | "rank" | "detailUrl" | "paymentMethods" | "paymentMethodsCheck">;

/** Every entry of `ops` for one of `methods`, in ranking order (then the page's method order). */
export function methodRows(ops: readonly OperatorData[], methods: readonly PaymentMethod[]): MethodRow[] {
  return [...ops]
    .sort((a, b) => a.rank - b.rank)
    .flatMap((op) =>
      methods.flatMap((method) =>
        op.paymentMethods
          .filter((m) => m.method === method)
          .map(
            (m): MethodRow => ({
              operatorId: op.id,
              operatorName: op.name,
              rank: op.rank,
              reviewPath: op.detailUrl,
              method,
              deposit: m.deposit,
              withdrawal: m.withdrawal,
              ...(m.minDeposit !== undefined ? { minDeposit: m.minDeposit } : {}),
              ...(m.minWithdrawal !== undefined ? { minWithdrawal: m.minWithdrawal } : {}),
              ...(m.withdrawalTime ? { withdrawalTime: m.withdrawalTime } : {}),
              ...(op.paymentMethodsCheck ? { check: op.paymentMethodsCheck } : {}),
            }),
          ),
      ),
    );
}

export interface MethodCounts {
  /** Operators that list the method (for anything). */
  operators: number;
  /** Operators whose data says «sí» for depositing with it. */
  deposit: number;
  /** Operators whose data says «sí» for withdrawing with it. */
  withdrawal: number;
}

/** How many operators take a page's methods: an operator counts once even with Visa and Mastercard. */
export function methodCounts(rows: readonly MethodRow[]): MethodCounts {
  const ids = (pred: (r: MethodRow) => boolean) => new Set(rows.filter(pred).map((r) => r.operatorId)).size;
  return { operators: ids(() => true), deposit: ids((r) => r.deposit === "si"), withdrawal: ids((r) => r.withdrawal === "si") };
}

/** The pages that are published: a guide whose methods no operator takes gets no page (no thin page). */
export function publishedPages<G extends MethodPageRef>(guides: readonly G[], ops: readonly OperatorData[]): G[] {
  return guides.filter((g) => methodRows(ops, g.methods).length > 0);
}

/** The page of a data method (Visa → tarjeta), if one is published. */
export function pageOfMethod<G extends MethodPageRef>(pages: readonly G[], method: PaymentMethod): G | undefined {
  return pages.find((g) => g.methods.includes(method));
}

/** Methods some operator takes that no guide covers: each needs its guide before it gets a page. */
export function methodsWithoutGuide(guides: readonly MethodPageRef[], ops: readonly OperatorData[]): { method: PaymentMethod; operators: string[] }[] {
  const covered = new Set(guides.flatMap((g) => g.methods));
  const out = new Map<PaymentMethod, string[]>();
  for (const op of [...ops].sort((a, b) => a.rank - b.rank)) {
    for (const m of op.paymentMethods) if (!covered.has(m.method)) out.set(m.method, [...(out.get(m.method) ?? []), op.name]);
  }
  return [...out].map(([method, operators]) => ({ method, operators }));
}
