import { useId } from "react";
import type { PickerCopy } from "./comparison-copy";

export interface PickerOption {
  id: string;
  name: string;
}

/**
 * Two selects and a button that open /comparar/<a>-vs-<b>. A GET form to /comparar, whose loader
 * redirects to the pair's page: a plain form submission, no script needed.
 */
export function HeadToHeadPicker({
  options,
  defaultA,
  defaultB,
  copy,
  headingLevel = 2,
}: {
  options: readonly PickerOption[];
  defaultA?: string;
  defaultB?: string;
  /** Heading and sentence (content/copy/head-to-head.yaml, `picker`, from the route loader). */
  copy: PickerCopy;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const Heading = `h${headingLevel}` as "h2";
  const first = defaultA ?? options[0]?.id;
  const second = defaultB ?? options[1]?.id;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-6">
      <Heading id={`${id}-title`} className="text-xl font-bold text-ink">
        {copy.title}
      </Heading>
      <p className="mt-1 text-slate-700">{copy.intro}</p>
      <form method="get" action="/comparar" className="mt-3 flex flex-wrap items-end gap-3">
        <OperatorSelect id={`${id}-a`} name="a" label="Primer casino" options={options} defaultValue={first} />
        <span aria-hidden="true" className="pb-3 font-bold text-slate-600">
          vs
        </span>
        <OperatorSelect id={`${id}-b`} name="b" label="Segundo casino" options={options} defaultValue={second} />
        <button type="submit" className="btn-primary">
          Comparar
        </button>
      </form>
    </section>
  );
}

/** One labelled select of the picker (both sides are the same control with a different name). */
function OperatorSelect({
  id,
  name,
  label,
  options,
  defaultValue,
}: {
  id: string;
  name: "a" | "b";
  label: string;
  options: readonly PickerOption[];
  defaultValue?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className="mt-1 min-h-11 w-44 rounded-lg border border-slate-400 bg-white px-2">
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
