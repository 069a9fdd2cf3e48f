/**
 * Field builders: a content type's fields are declared once, in its feature's `definition.ts`, with
 * these functions. Each field carries its Spanish label and help (what the owner reads in the editor
 * and in docs/editing-content.md), whether a value is required, the constraints the editor can show
 * (lengths, ranges, options) and the zod schema that validates it — built from the same arguments, so
 * the validator, the TypeScript type (`z.output`), the editor's fields (app/features/editor/definition-fields.ts)
 * and the docs tables (scripts/docs-fields.ts) cannot disagree.
 *
 * Rules across fields (an offer's kind and its percentage, unique ranks…) stay with the collection, as a
 * `.superRefine` on the object `toZod` returns: a definition covers the fields, not every rule.
 *
 * Runs anywhere (the browser editor imports the definitions): zod only, no fs, relative imports only.
 */
import { z } from "zod";
import { escapeRegExp } from "../text.ts";
import { todayInSpain } from "../format.ts";

/* ---------- shared value types ---------- */

/** ISO calendar date (aaaa-mm-dd) that exists; YAML may give it unquoted, as a Date. */
export const isoDate = z.preprocess(
  (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
  z
    .string({ error: "debe ser una fecha con el formato aaaa-mm-dd, por ejemplo 2026-11-21" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "debe ser una fecha con el formato aaaa-mm-dd, por ejemplo 2026-11-21")
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      "esa fecha no existe en el calendario",
    ),
);

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "solo minúsculas sin acentos, números y guiones, por ejemplo «laura-gomez»");

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Today in Spain: the editor stamps a check with the Spanish date, and after 23:00 UTC (22:00 in summer) that is tomorrow in UTC. */
const today = () => todayInSpain();

/* ---------- the field ---------- */

export type FieldKind =
  | "text"
  | "integer"
  | "number"
  | "checkbox"
  | "select"
  | "multiselect"
  | "url"
  | "date"
  | "relation"
  | "list"
  | "object"
  | "scores"
  | "hero"
  | "markdown";

export interface Option {
  value: string;
  label: string;
}

/** What every builder takes: the owner's words for the field. */
export interface FieldInfo {
  /** Spanish label, shown above the field in the editor and in the docs table. */
  label: string;
  /** Spanish help under the label: what to write, where to read it, what the site does with it. */
  help?: string;
}

export interface Field<S extends z.ZodType = z.ZodType, K extends FieldKind = FieldKind> extends FieldInfo {
  readonly kind: K;
  /** A value must be written (false: optional, or a default fills it). */
  readonly required: boolean;
  /** Validates the stored value; its output type is the field's TypeScript type. */
  readonly schema: S;
  /** Text: length; number: value; list and multiselect: number of items. */
  readonly min?: number;
  readonly max?: number;
  /** The maximum is the current year (docs say so instead of printing this year's number). */
  readonly maxThisYear?: boolean;
  /** The minimum excludes itself (a positive number: more than 0). */
  readonly exclusiveMin?: boolean;
  readonly step?: number;
  readonly multiline?: boolean;
  /** A text's format, with the message the editor shows when it does not match. */
  readonly pattern?: { regex: RegExp; message: string };
  /** The text names the file (Keystatic's slug field): the label and help of the file name. */
  readonly fileName?: FieldInfo;
  /** Select and multiselect: the values and their Spanish labels. */
  readonly options?: readonly Option[];
  readonly defaultOption?: string;
  /** Relation: the collection whose file names the field holds. */
  readonly collection?: string;
  /** Date: it may not be later than today. */
  readonly notFuture?: boolean;
  /** List: its item. */
  readonly element?: Field;
  /** List: the line that names an item in the editor's list (a plain function of the item's value). */
  readonly itemLabel?: (item: never) => string;
  /** Object: its fields. */
  readonly fields?: Definition;
  /** The value read when the field is left out. */
  readonly defaultValue?: unknown;
}

/** A content type's fields, by key (the key written in the file). */
export type Definition = Readonly<Record<string, Field>>;

const field = <S extends z.ZodType, K extends FieldKind>(kind: K, info: FieldInfo, schema: S, extra: Partial<Field> = {}): Field<S, K> => ({
  label: info.label,
  ...(info.help ? { help: info.help } : {}),
  required: true,
  ...extra,
  kind,
  schema,
});

/* ---------- builders ---------- */

interface TextOptions extends FieldInfo {
  min?: number;
  max?: number;
  /** Messages that replace the content check's standard ones for a too short / too long text. */
  tooShort?: string;
  tooLong?: string;
  multiline?: boolean;
  /** Leading and trailing spaces are dropped before checking (default true). */
  trim?: boolean;
  pattern?: { regex: RegExp; message: string };
  /** A rule on the text itself, with its message. */
  refine?: { test: (value: string) => boolean; message: string };
  /** Further rules on the text: the problems of a value, each a message (none: valid). */
  problems?: (value: string) => string[];
  fileName?: FieldInfo;
  /** Replaces the string schema these options make (a transform, a format zod has: an e-mail address). */
  schema?: z.ZodString;
}

export function text(o: TextOptions & { fileName: FieldInfo }): Field<z.ZodString, "text"> & { readonly fileName: FieldInfo };
export function text(o: TextOptions): Field<z.ZodString, "text">;
export function text(o: TextOptions): Field<z.ZodString, "text"> {
  let s = o.trim === false ? z.string() : z.string().trim();
  if (o.min !== undefined) s = s.min(o.min, o.tooShort);
  if (o.max !== undefined) s = s.max(o.max, o.tooLong);
  if (o.pattern) s = s.regex(o.pattern.regex, o.pattern.message);
  if (o.schema) s = o.schema;
  let schema = o.refine ? (s.refine(o.refine.test, o.refine.message) as unknown as z.ZodString) : s;
  const problems = o.problems;
  if (problems) {
    schema = schema.superRefine((value, ctx) => {
      for (const message of problems(value)) ctx.addIssue({ code: "custom", message });
    }) as unknown as z.ZodString;
  }
  return field("text", o, schema, { min: o.min, max: o.max, multiline: o.multiline, pattern: o.pattern, fileName: o.fileName });
}

/**
 * A text the site's specification quotes: editable (the editor shows it as a text field), but the check
 * accepts only these exact words.
 */
export function fixedText<const T extends string>(value: T, o: FieldInfo): Field<z.ZodLiteral<T>, "text"> {
  return field("text", o, z.literal(value, { error: `debe decir exactamente «${value}» (lo fija la especificación de la web)` }), {
    min: 1,
    pattern: { regex: new RegExp(`^${escapeRegExp(value)}$`), message: `debe decir exactamente «${value}»` },
  });
}

/** A file name written as a value (lower case, digits and hyphens): an id, a URL segment. */
export function slugText(o: FieldInfo): Field<typeof slug, "text"> {
  return field("text", o, slug, { pattern: { regex: SLUG_PATTERN, message: "solo minúsculas sin acentos, números y guiones" } });
}

interface NumberOptions extends FieldInfo {
  min?: number;
  max?: number;
  /** More than 0 (a price, a deposit). */
  positive?: boolean;
  step?: number;
  multipleOf?: number;
  /** Messages that replace the content check's standard ones below `min` / above `max`. */
  tooSmall?: string;
  tooBig?: string;
  /** Not later than the current year (a founding year); `max` is then that year, read at load. */
  maxThisYear?: boolean;
}

function numberSchema(base: z.ZodNumber, o: NumberOptions): z.ZodNumber {
  let s = base;
  if (o.positive) s = s.positive();
  if (o.min !== undefined) s = s.min(o.min, o.tooSmall);
  const max = o.maxThisYear ? new Date().getFullYear() : o.max;
  if (max !== undefined) s = s.max(max, o.tooBig);
  if (o.multipleOf !== undefined) s = s.multipleOf(o.multipleOf);
  return s;
}

export function integer(o: NumberOptions): Field<z.ZodNumber, "integer"> {
  return field("integer", o, numberSchema(z.number().int(), o), {
    min: o.positive ? (o.min ?? 1) : o.min,
    max: o.maxThisYear ? new Date().getFullYear() : o.max,
    maxThisYear: o.maxThisYear,
  });
}

export function number(o: NumberOptions): Field<z.ZodNumber, "number"> {
  return field("number", o, numberSchema(z.number(), o), { min: o.positive ? (o.min ?? 0) : o.min, exclusiveMin: o.positive && o.min === undefined, max: o.max, step: o.step });
}

export function checkbox(o: FieldInfo): Field<z.ZodBoolean, "checkbox"> {
  return field("checkbox", o, z.boolean());
}

type Values<V extends string> = readonly V[] | { readonly [K in V]: string };
const optionsOf = (values: Values<string>): Option[] =>
  Array.isArray(values) ? values.map((v: string) => ({ value: v, label: v })) : Object.entries(values as Record<string, string>).map(([value, label]) => ({ value, label }));
const enumOf = <V extends string>(values: Values<V>, error?: string) =>
  z.enum(optionsOf(values).map((o) => o.value) as [V, ...V[]], error ? { error } : undefined) as unknown as z.ZodEnum<{ [K in V]: K }>;

/** One value of a closed list: an array of values, or an object of value → Spanish label. */
export function select<const V extends string>(o: FieldInfo & { options: Values<V>; default?: NoInfer<V>; error?: string }): Field<z.ZodEnum<{ [K in V]: K }>, "select"> {
  const options = optionsOf(o.options);
  return field("select", o, enumOf(o.options, o.error), { options, defaultOption: o.default ?? options[0]!.value });
}

/** Several values of a closed list. */
export function multiselect<const V extends string>(o: FieldInfo & { options: Values<V>; min?: number }): Field<z.ZodArray<z.ZodEnum<{ [K in V]: K }>>, "multiselect"> {
  const s = z.array(enumOf(o.options));
  return field("multiselect", o, o.min !== undefined ? s.min(o.min) : s, { options: optionsOf(o.options), min: o.min });
}

/** A web address; `schema` replaces the plain URL check (https only, a given domain…). */
export function url<S extends z.ZodType<string> = z.ZodURL>(o: FieldInfo & { schema?: S }): Field<S, "url"> {
  return field("url", o, (o.schema ?? z.url()) as S);
}

/** A calendar date, aaaa-mm-dd; `notFuture`: not later than today. */
export function date(o: FieldInfo & { notFuture?: boolean }): Field<typeof isoDate, "date"> {
  const s = o.notFuture ? (isoDate.refine((d) => d <= today(), "la fecha de comprobación no puede estar en el futuro") as unknown as typeof isoDate) : isoDate;
  return field("date", o, s, { notFuture: o.notFuture });
}

/** The file name of an entry of another collection (an author). */
export function relation(o: FieldInfo & { collection: string }): Field<typeof slug, "relation"> {
  return field("relation", o, slug, { collection: o.collection });
}

/** A list field that keeps its item's own type (the resolved form of a definition reads it: resolved.ts). */
export interface ListField<E extends Field> extends Omit<Field<z.ZodArray<E["schema"]>, "list">, "element"> {
  readonly element: E;
}

/** A list of `element`; `itemLabel` names an item in the editor's list. */
export function list<E extends Field>(
  element: E,
  o: FieldInfo & {
    min?: number;
    max?: number;
    itemLabel?: (item: z.output<E["schema"]>) => string;
    /** Messages that replace the content check's standard ones: not a list, too few, too many items. */
    error?: string;
    tooFew?: string;
    tooMany?: string;
  },
): ListField<E> {
  let s = z.array(element.schema, o.error ? { error: o.error } : undefined);
  if (o.min !== undefined) s = s.min(o.min, o.tooFew);
  if (o.max !== undefined) s = s.max(o.max, o.tooMany);
  return field("list", o, s, { element, min: o.min, max: o.max, itemLabel: o.itemLabel as ((item: never) => string) | undefined }) as ListField<E>;
}

export type ObjectSchema<D extends Definition> = z.ZodObject<{ -readonly [K in keyof D as D[K]["kind"] extends "markdown" ? never : K]: D[K]["schema"] }, z.core.$strict>;
/** What a file of a definition holds once validated: the type the readers and components take (no hand-written copy of it). */
export type Output<D extends Definition> = z.output<ObjectSchema<D>>;

/** An object field that keeps its fields' own types (the resolved form of a definition reads them: resolved.ts). */
export interface ObjectField<D extends Definition> extends Omit<Field<ObjectSchema<D>, "object">, "fields"> {
  readonly fields: D;
}

/** A group of fields, written as a mapping; no key outside `fields` is accepted. `refine`: a rule across them. */
export function object<const D extends Definition>(
  fields: D,
  o: FieldInfo & { refine?: { test: (value: z.output<ObjectSchema<D>>) => boolean; message: string; path: string[] } },
): ObjectField<D> {
  const s = toZod(fields);
  const refine = o.refine;
  return field("object", o, refine ? (s.refine(refine.test, { message: refine.message, path: refine.path }) as ObjectSchema<D>) : s, { fields }) as ObjectField<D>;
}

/** Sub-scores out of 10 per criterion of the methodology: a mapping criterion file name → score. */
export function scores(o: FieldInfo): Field<z.ZodRecord<typeof slug, z.ZodNumber>, "scores"> {
  return field("scores", o, z.record(slug, z.number().min(0).max(10).multipleOf(0.1)), { min: 0, max: 10 });
}

/** An optional header illustration: absent, or its image path, text, width and height. */
export function hero<S extends z.ZodType>(o: FieldInfo & { schema: S }): Field<z.ZodOptional<S>, "hero"> {
  return field("hero", o, o.schema.optional(), { required: false });
}

/** The Markdown body of a page or post: the file's text after the frontmatter, not a frontmatter key. */
export function markdown(o: FieldInfo): Field<z.ZodString, "markdown"> {
  return field("markdown", o, z.string());
}

/* ---------- modifiers ---------- */

/** The field may be left out. */
export function optional<S extends z.ZodType, K extends FieldKind>(f: Field<S, K>): Field<z.ZodOptional<S>, K> {
  return { ...f, required: false, schema: f.schema.optional() };
}

/** The field may be left out; `value` is read then. */
export function withDefault<S extends z.ZodType, K extends FieldKind>(f: Field<S, K>, value: z.util.NoUndefined<z.core.output<S>>): Field<z.ZodDefault<S>, K> {
  return { ...f, required: false, defaultValue: value, schema: f.schema.default(value) };
}

/** An optional list: an empty list (what the editor writes when every item is removed) is the same as none. */
export function optionalList<S extends z.ZodType, K extends FieldKind>(f: Field<S, K>): Field<z.ZodPipe<z.ZodTransform, z.ZodOptional<S>>, K> {
  const schema = z.preprocess((v) => (Array.isArray(v) && v.length === 0 ? undefined : v), f.schema.optional());
  return { ...f, required: false, schema: schema as unknown as z.ZodPipe<z.ZodTransform, z.ZodOptional<S>> };
}

/** An optional text that the editor writes as "" when left empty: "" reads as absent. */
export function optionalText<K extends FieldKind>(f: Field<z.ZodString, K>): Field<z.ZodType<string | undefined>, K> {
  return { ...f, required: false, schema: f.schema.optional().transform((s) => s || undefined) };
}

/* ---------- derived ---------- */

/** Per field, a function that adds rules to its schema (a `.superRefine` across the fields of an object). */
export type Refinements<D extends Definition> = { [K in keyof D]?: (schema: D[K]["schema"]) => D[K]["schema"] };

/**
 * The zod validator of a definition: a strict object of its fields' schemas (the Markdown body is not a
 * key), with `refine`'s additions to some of them.
 */
export function toZod<const D extends Definition>(def: D, refine: Refinements<D> = {}): ObjectSchema<D> {
  const shape = Object.fromEntries(
    Object.entries(def)
      .filter(([, f]) => f.kind !== "markdown")
      .map(([k, f]) => [k, (refine[k] as ((s: z.ZodType) => z.ZodType) | undefined)?.(f.schema) ?? f.schema]),
  );
  return z.strictObject(shape) as unknown as ObjectSchema<D>;
}
