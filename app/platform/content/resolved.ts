/**
 * The resolved form of a definition, as a type: what a server reader hands a component once it has filled
 * the file's `{{variables}}` and picked its variants. Filling variables keeps every text a string, so most
 * of a file reads as its `Output`; two marks, set on the fields in the definition, say where the server
 * changes the shape:
 *
 * - `serverOnly(field)`: the server reads it and never hands it over (a variant's condition, the text for
 *   the operators that do not meet it): the key is gone from the resolved form;
 * - `picksOne(field)`: the server hands over one value of it — of a list, one item (the first title that
 *   fits); of an object, its one field left once the server-only ones are gone (the variant that applies).
 *
 * So a change to a definition changes the type the component sees (app/platform/content/resolved.test.ts).
 * Type-level only, apart from the two marks (identity functions). Runs anywhere; relative imports only.
 */
import type { z } from "zod";
import type { Definition, Field } from "./fields.ts";

declare const SERVER: unique symbol;
type Mark = "only" | "picks";
type Marked<F, M extends Mark> = F & { readonly [SERVER]?: M };

/** A field the server reads but never hands to a component (a variant's condition, its other text). */
export const serverOnly = <F extends Field>(f: F) => f as Marked<F, "only">;
/** A field of which the server hands over one value: one item of a list, the one shown field of an object. */
export const picksOne = <F extends Field>(f: F) => f as Marked<F, "picks">;

type MarkOf<F> = typeof SERVER extends keyof F ? NonNullable<F[typeof SERVER]> : "shown";
/** The keys a component sees: not server-only, not the Markdown body (which is no key of the file). */
type ShownKeys<D> = { [K in keyof D]: MarkOf<D[K]> extends "only" ? never : D[K] extends { kind: "markdown" } ? never : K }[keyof D];
type OptionalKeys<D> = { [K in keyof D]: D[K] extends { schema: infer S extends z.ZodType } ? (undefined extends z.output<S> ? K : never) : never }[keyof D];

type Plain<F> = F extends { kind: "object"; fields: infer D extends Definition }
  ? Resolved<D>
  : F extends { kind: "list"; element: infer E }
    ? ResolvedField<E>[]
    : F extends { schema: infer S extends z.ZodType }
      ? z.output<S>
      : never;
type One<F> = F extends { kind: "list"; element: infer E }
  ? ResolvedField<E>
  : F extends { kind: "object"; fields: infer D extends Definition }
    ? Resolved<D>[keyof Resolved<D>]
    : never;

/** One field's resolved value. */
export type ResolvedField<F> = MarkOf<F> extends "picks" ? One<F> : Plain<F>;

/** A definition's resolved form: what a component reads (no hand-written copy of it). */
export type Resolved<D extends Definition> = {
  -readonly [K in Exclude<ShownKeys<D>, OptionalKeys<D>>]: ResolvedField<D[K]>;
} & {
  -readonly [K in Extract<ShownKeys<D>, OptionalKeys<D>>]?: ResolvedField<D[K]>;
} extends infer T
  ? { [K in keyof T]: T[K] }
  : never;
