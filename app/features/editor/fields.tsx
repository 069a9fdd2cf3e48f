/**
 * Three editor fields Keystatic does not have in the shape our files need. Both keep what they read
 * exactly as it was, so saving an entry never changes a value the operator did not touch.
 */
import { NumberField } from "@keystar/ui/number-field";
import { TextArea, TextField } from "@keystar/ui/text-field";
import type { BasicFormField, ContentFormField } from "@keystatic/core";
import { useEffect, useId, useState } from "react";

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

export type Scores = { criterion: string; score: number }[];

/**
 * Sub-scores per criterion of the methodology (`scores: { licencia: 10, … }`): a YAML mapping whose
 * keys are the criteria's file names. Keystatic has no field for a mapping with data-defined keys,
 * so this one edits it as rows of criterion + score and writes the mapping back in the same order.
 */
export function criterionScores({ label, description }: { label: string; description?: string }): BasicFormField<Scores> {
  const parse = (value: unknown): Scores =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.entries(value as Record<string, unknown>).map(([criterion, score]) => ({ criterion, score: typeof score === "number" ? score : NaN }))
      : [];
  return {
    kind: "form",
    label,
    defaultValue: () => [],
    Input({ value, onChange }) {
      const set = (i: number, patch: Partial<Scores[number]>) => onChange(value.map((row, j) => (j === i ? { ...row, ...patch } : row)));
      return (
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: "0.75rem" }}>
          <legend style={{ fontWeight: 600, marginBottom: "0.5rem" }}>{label}</legend>
          {description ? <p style={{ margin: 0 }}>{description}</p> : null}
          {value.map((row, i) => (
            <div key={i} style={{ display: "flex", gap: "0.75rem", alignItems: "end" }}>
              <TextField label="Criterio" value={row.criterion} onChange={(criterion) => set(i, { criterion })} />
              <NumberField label="Nota (0 a 10)" value={row.score} minValue={0} maxValue={10} step={0.1} onChange={(score) => set(i, { score })} />
              <button type="button" onClick={() => onChange(value.filter((_, j) => j !== i))}>Quitar</button>
            </div>
          ))}
          <button type="button" onClick={() => onChange([...value, { criterion: "", score: NaN }])}>Añadir criterio</button>
        </fieldset>
      );
    },
    parse,
    serialize: (value) => ({ value: Object.fromEntries(value.map((r) => [r.criterion, r.score])) }),
    validate(value) {
      for (const r of value) {
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(r.criterion)) throw new Error(`«${r.criterion}» no es el nombre de un criterio (minúsculas y guiones)`);
        if (!Number.isFinite(r.score) || r.score < 0 || r.score > 10) throw new Error(`la nota de «${r.criterion}» debe estar entre 0 y 10`);
      }
      if (new Set(value.map((r) => r.criterion)).size !== value.length) throw new Error("cada criterio puede aparecer una sola vez");
      return value;
    },
    reader: { parse },
  };
}

/** A check record (issue 37): who checked a datum, when, and on which page. */
export interface CheckValue {
  checked: string;
  checkedBy: string;
  source: string;
}

/** Today in Madrid (aaaa-mm-dd): the date «Marcar como comprobado» stamps. */
const todayInMadrid = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

/** The last author chosen in this browser: the next «Marcar como comprobado» proposes them again. */
const LAST_AUTHOR_KEY = "comprobado-por";
const lastAuthor = () => {
  try {
    return globalThis.localStorage?.getItem(LAST_AUTHOR_KEY) ?? "";
  } catch {
    return "";
  }
};
const rememberAuthor = (id: string) => {
  try {
    globalThis.localStorage?.setItem(LAST_AUTHOR_KEY, id);
  } catch {
    // Private mode: nothing to remember.
  }
};

interface AuthorChoice {
  id: string;
  name: string;
  example: boolean;
}

/**
 * The content's authors, read through the editor's own local API (the tree, then each author's file):
 * null while loading, [] when they cannot be read (the field then takes the identifier as text).
 */
function useAuthors(): AuthorChoice[] | null {
  const [authors, setAuthors] = useState<AuthorChoice[] | null>(null);
  useEffect(() => {
    let live = true;
    const headers = { "no-cors": "1" };
    (async () => {
      const tree = (await (await fetch("/api/keystatic/tree", { headers })).json()) as Array<{ path: string; sha: string }>;
      const files = tree.filter((e) => /^authors\/[a-z0-9-]+\.yaml$/.test(e.path));
      return Promise.all(
        files.map(async (e) => {
          const text = await (await fetch(`/api/keystatic/blob/${e.sha}/${e.path}`, { headers })).text();
          const id = e.path.slice("authors/".length, -".yaml".length);
          return { id, name: /^name:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? id, example: /^example:\s*true\s*$/m.test(text) };
        }),
      );
    })().then(
      (list) => live && setAuthors(list.sort((a, b) => a.name.localeCompare(b.name, "es"))),
      () => live && setAuthors([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return authors;
}

/** «Comprobado por»: a list of the real authors (example ones shown, not selectable), or a text field when the list cannot be read. */
function AuthorPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const authors = useAuthors();
  const id = useId();
  const help = "Un autor real (su archivo en authors/); los de ejemplo no pueden firmar una comprobación.";
  if (authors === null) return <p style={{ margin: 0 }}>Cargando autores…</p>;
  if (authors.length === 0) return <TextField label="Comprobado por" description={`${help} Escribe su identificador, por ejemplo ana-perez.`} value={value} onChange={onChange} />;
  return (
    <div style={{ display: "grid", gap: "0.25rem" }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        Comprobado por
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-describedby={`${id}-ayuda`}>
        <option value="">Elige quién lo comprobó</option>
        {authors.map((a) => (
          <option key={a.id} value={a.id} disabled={a.example}>
            {a.example ? `${a.name} (autor de ejemplo)` : a.name}
          </option>
        ))}
      </select>
      <span id={`${id}-ayuda`} style={{ fontSize: "0.875em" }}>
        {help}
      </span>
    </div>
  );
}

/**
 * An optional check record (`offer.check`, `facts[].check`, `licenseCheck`, the sheet's `…Check` fields): absent, or all three of
 * date, author and source. Empty, it shows one action, «Marcar como comprobado», which stamps today's
 * date and the author last chosen in this browser and asks for the source page; filled, it shows the
 * date, a list of the real authors (example ones not selectable) and the source, and «Quitar la comprobación». (`fields.object` would always write the
 * group, and require its fields in every file; `fields.conditional` writes `{discriminant, value}`.)
 * The date is read and written by Keystatic's own date field, so the YAML is what the editor writes.
 */
export function checkRecord({
  label,
  description,
  dateField,
}: {
  label: string;
  description?: string;
  dateField: { parse(value: unknown, extra?: unknown): string | null; serialize(value: string | null): { value: string | Date | undefined } };
}): BasicFormField<CheckValue | null> {
  const parse = (value: unknown): CheckValue | null => {
    if (!value || typeof value !== "object") return null;
    const v = value as Record<string, unknown>;
    let checked: string;
    try {
      checked = dateField.parse(v.checked) ?? "";
    } catch {
      checked = typeof v.checked === "string" ? v.checked : "";
    }
    const record = { checked, checkedBy: typeof v.checkedBy === "string" ? v.checkedBy : "", source: typeof v.source === "string" ? v.source : "" };
    // An empty group (`check: {}`, what an older editor wrote for an unchecked datum) is no check: it reads as absent.
    return record.checked || record.checkedBy || record.source ? record : null;
  };
  return {
    kind: "form",
    label,
    defaultValue: () => null,
    Input({ value, onChange }) {
      const box = { border: 0, padding: 0, margin: 0, display: "grid", gap: "0.75rem" } as const;
      if (!value) {
        return (
          <fieldset style={box}>
            <legend style={{ fontWeight: 600, marginBottom: "0.5rem" }}>{label}: sin comprobar</legend>
            {description ? <p style={{ margin: 0 }}>{description}</p> : null}
            <button type="button" onClick={() => onChange({ checked: todayInMadrid(), checkedBy: lastAuthor(), source: "" })}>
              Marcar como comprobado
            </button>
          </fieldset>
        );
      }
      const set = (patch: Partial<CheckValue>) => onChange({ ...value, ...patch });
      return (
        <fieldset style={box}>
          <legend style={{ fontWeight: 600, marginBottom: "0.5rem" }}>{label}</legend>
          {description ? <p style={{ margin: 0 }}>{description}</p> : null}
          <TextField label="Comprobado el (AAAA-MM-DD)" value={value.checked} onChange={(checked) => set({ checked })} />
          <AuthorPicker
            value={value.checkedBy}
            onChange={(checkedBy) => {
              rememberAuthor(checkedBy);
              set({ checkedBy });
            }}
          />
          <TextField
            label="Fuente (https://)"
            description="Pega la dirección exacta de la página donde has leído el dato."
            value={value.source}
            autoFocus={!value.source}
            onChange={(source) => set({ source })}
          />
          <button type="button" onClick={() => onChange(null)}>
            Quitar la comprobación
          </button>
        </fieldset>
      );
    },
    parse,
    serialize: (value) => ({ value: value ? { checked: dateField.serialize(value.checked).value ?? value.checked, checkedBy: value.checkedBy, source: value.source } : undefined }),
    validate(value) {
      if (!value) return value;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value.checked)) throw new Error("la fecha de la comprobación debe ser AAAA-MM-DD");
      if (value.checked > todayInMadrid()) throw new Error("la fecha de la comprobación no puede estar en el futuro");
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value.checkedBy)) throw new Error("indica quién lo comprobó: el identificador de su archivo de autor (minúsculas y guiones)");
      let url: URL | null;
      try {
        url = new URL(value.source);
      } catch {
        url = null;
      }
      if (!url || url.protocol !== "https:") throw new Error("la fuente debe ser la dirección https:// de la página donde leíste el dato");
      return value;
    },
    reader: { parse },
  };
}
