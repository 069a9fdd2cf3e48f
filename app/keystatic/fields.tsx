/**
 * Two editor fields Keystatic does not have in the shape our files need. Both keep what they read
 * exactly as it was, so saving an entry never changes a value the operator did not touch.
 */
import { NumberField } from "@keystar/ui/number-field";
import { TextArea, TextField } from "@keystar/ui/text-field";
import type { BasicFormField, ContentFormField } from "@keystatic/core";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The Markdown body of a page or post, edited as Markdown source.
 *
 * Keystatic's rich-text fields (`fields.markdoc`, `fields.mdx`) parse the body into an editor tree
 * and write it back in their own syntax: the site's directives (`:::note{…}`, `::faq`), heading ids
 * (`{#id}`), `{{variables}}` and pipe tables are not part of it and would be escaped or lost on the
 * first save. This field keeps the text byte for byte (docs/decisions/0080-keystatic-editor.md).
 */
export function markdownSource({ label, description }: { label: string; description?: string }): ContentFormField<string, string, string> {
  return {
    kind: "form",
    formKind: "content",
    contentExtension: ".md",
    defaultValue: () => "",
    Input(props) {
      return (
        <TextArea
          label={label}
          description={description}
          value={props.value}
          onChange={props.onChange}
          autoFocus={props.autoFocus}
          UNSAFE_style={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", minHeight: "28rem" }}
        />
      );
    },
    parse: (_value, { content }) => (content ? decoder.decode(content) : ""),
    serialize: (value) => ({ value: undefined, content: encoder.encode(value), other: new Map(), external: new Map() }),
    validate: (value) => value,
    reader: { parse: (_value, { content }) => (content ? decoder.decode(content) : "") },
  };
}

export interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

function asHero(value: unknown): HeroImage | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  return {
    src: typeof v.src === "string" ? v.src : "",
    alt: typeof v.alt === "string" ? v.alt : "",
    width: typeof v.width === "number" ? v.width : 0,
    height: typeof v.height === "number" ? v.height : 0,
  };
}

/**
 * A page's optional header illustration: absent, or all four of src, alt, width and height.
 * (`fields.object` would always write the group, even empty; `fields.conditional` writes
 * `{discriminant, value}`, which is not the file format.) Empty image path = no illustration.
 */
export function optionalHero({ label, description }: { label: string; description?: string }): BasicFormField<HeroImage | null> {
  const empty: HeroImage = { src: "", alt: "", width: 0, height: 0 };
  return {
    kind: "form",
    label,
    defaultValue: () => null,
    Input({ value, onChange }) {
      const v = value ?? empty;
      const set = (patch: Partial<HeroImage>) => {
        const next = { ...v, ...patch };
        onChange(next.src || next.alt || next.width || next.height ? next : null);
      };
      return (
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: "0.75rem" }}>
          <legend style={{ fontWeight: 600, marginBottom: "0.5rem" }}>{label}</legend>
          {description ? <p style={{ margin: 0 }}>{description}</p> : null}
          <TextField label="Imagen (ruta en public/)" value={v.src} onChange={(src) => set({ src })} />
          <TextField label="Texto alternativo" value={v.alt} onChange={(alt) => set({ alt })} />
          <NumberField label="Ancho (px)" value={v.width || NaN} minValue={1} step={1} onChange={(width) => set({ width: Number.isFinite(width) ? width : 0 })} />
          <NumberField label="Alto (px)" value={v.height || NaN} minValue={1} step={1} onChange={(height) => set({ height: Number.isFinite(height) ? height : 0 })} />
        </fieldset>
      );
    },
    parse: asHero,
    serialize: (value) => ({ value: value ? { ...value } : undefined }),
    validate(value) {
      if (value && (!value.src || !value.alt || value.width <= 0 || value.height <= 0)) {
        throw new Error("Rellena la imagen, su texto alternativo, el ancho y el alto, o deja los cuatro vacíos");
      }
      return value;
    },
    reader: { parse: asHero },
  };
}
