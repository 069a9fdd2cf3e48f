/**
 * The browser editor's fields, derived from a content type's definition (app/platform/content/fields.ts):
 * each field's Spanish label and help, whether it is required, its lengths, ranges and options. The
 * editor therefore offers exactly the fields the build validates, with no copy to keep equal.
 */
import { fields } from "@keystatic/core";
import type { BasicFormField, ComponentSchema, SlugFormField } from "@keystatic/core";
import type { Definition, Field } from "../../platform/content/fields.ts";
import { checkRecord, criterionScores, markdownSource, optionalHero } from "./fields";

/** Keystatic's props for an item's label: `value` for a plain field, `fields.<key>.value` for a group. */
type ItemProps = { value?: unknown; fields?: Record<string, ItemProps> };
const plain = (p: ItemProps): unknown =>
  p.fields ? Object.fromEntries(Object.entries(p.fields).map(([k, v]) => [k, plain(v)])) : p.value;

function itemLabel(f: Field): (p: ItemProps) => string {
  const element = f.element!;
  const custom = f.itemLabel as ((item: unknown) => string) | undefined;
  if (custom) return (p) => custom(plain(p)) || element.label;
  if (element.kind === "object") {
    // The first text field of the group names the item (a question, a title…).
    const first = Object.entries(element.fields!).find(([, e]) => e.kind === "text")?.[0];
    return (p) => (first ? String(p.fields?.[first]?.value ?? "") : "") || element.label;
  }
  return (p) => String(p.value ?? "") || element.label;
}

const range = (f: Field) => ({ ...(f.min !== undefined ? { min: f.min } : {}), ...(f.max !== undefined ? { max: f.max } : {}) });

/** The `check` object of app/features/operators/definition.ts: a date, an author and a source. */
const isCheckRecord = (f: Field) => {
  const keys = Object.keys(f.fields ?? {});
  return keys.join(",") === "checked,checkedBy,source";
};

/** One field of the editor. */
export function toKeystaticField(f: Field): ComponentSchema {
  const label = f.label;
  const description = f.help;
  switch (f.kind) {
    case "text": {
      const validation = f.required ? { isRequired: true, length: range(f), ...(f.pattern ? { pattern: f.pattern } : {}) } : undefined;
      if (f.fileName) {
        return fields.slug({ name: { label, description, validation: { isRequired: true, length: range(f) } }, slug: { label: f.fileName.label, description: f.fileName.help } });
      }
      return fields.text({ label, description, multiline: f.multiline, validation });
    }
    case "integer":
      return f.required ? fields.integer({ label, description, validation: { isRequired: true, ...range(f) } }) : fields.integer({ label, description });
    case "number":
      return f.required
        ? fields.number({ label, description, step: f.step, validation: { isRequired: true, ...range(f) } })
        : fields.number({ label, description, step: f.step });
    case "checkbox":
      return fields.checkbox({ label, description });
    case "select":
      return fields.select({ label, description, options: [...f.options!], defaultValue: f.defaultOption! });
    case "multiselect":
      return fields.multiselect({ label, description, options: [...f.options!] });
    case "url":
      return f.required ? fields.url({ label, description, validation: { isRequired: true } }) : fields.url({ label, description });
    case "date":
      return f.required ? fields.date({ label, description, validation: { isRequired: true } }) : fields.date({ label, description });
    case "relation":
      return fields.relationship({ label, description, collection: f.collection!, validation: { isRequired: f.required } });
    case "list":
      return fields.array(toKeystaticField(f.element!), {
        label,
        description,
        itemLabel: itemLabel(f) as never,
        ...(f.min !== undefined || f.max !== undefined ? { validation: { length: range(f) } } : {}),
      });
    case "object":
      // An optional check record (issue 37): absent or complete, with «Marcar como comprobado».
      if (!f.required && isCheckRecord(f)) return checkRecord({ label, description, dateField: fields.date({ label: "Comprobado el" }) as never });
      return fields.object(toKeystatic(f.fields!), { label, description });
    case "scores":
      return criterionScores({ label, description });
    case "hero":
      return optionalHero({ label, description });
    case "markdown":
      return markdownSource({ label, description });
  }
}

/** What Keystatic's types need to know of a field: the file name field, and the fields a list can show as a column. */
type EditorField<F> = F extends { fileName: unknown }
  ? SlugFormField<string, string, string, string>
  : F extends { kind: "text" | "integer" | "number" | "date" | "select" | "checkbox" }
    ? BasicFormField<NonNullable<unknown> | null, NonNullable<unknown> | null, string | number | boolean | null>
    : ComponentSchema;
export type EditorSchema<D extends Definition> = { -readonly [K in keyof D]: EditorField<D[K]> };

/** The editor's schema of a collection or singleton: one field per entry of the definition, in its order. */
export function toKeystatic<D extends Definition>(def: D): EditorSchema<D> {
  return Object.fromEntries(Object.entries(def).map(([key, f]) => [key, toKeystaticField(f)])) as EditorSchema<D>;
}
