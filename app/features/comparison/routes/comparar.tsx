import { data, redirect } from "react-router";
import type { Route } from "./+types/comparar";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { HeadToHeadPicker } from "~/features/comparison/head-to-head-picker";
import { pairPath } from "~/features/comparison/head-to-head";
import { getOperator, getOperators } from "~/features/operators/index.server";
import { pickerCopy, pickerPageCopy } from "~/features/comparison/comparison-copy.server";
import { noindexMeta } from "~/platform/seo";

/**
 * GET /comparar?a=<id>&b=<id>: the picker's target. Two different known casinos → 302 to their
 * side-by-side page (a path built from our own ids, never from the input: no open redirect);
 * anything else → the picker again with a Spanish message and a 400. Not prerendered: the
 * prerendered files are served whatever the query string.
 */
export function loader({ url }: Route.LoaderArgs) {
  const rawA = url.searchParams.get("a");
  const rawB = url.searchParams.get("b");
  const a = rawA ? getOperator(rawA) : undefined;
  const b = rawB ? getOperator(rawB) : undefined;
  if (a && b && a.id !== b.id) throw redirect(pairPath(a, b), 302);
  const options = getOperators().map((o) => ({ id: o.id, name: o.name }));
  const { sameTwice, missing, ...copy } = pickerPageCopy();
  const page = { options, copy, picker: pickerCopy("picker") };
  if (rawA === null && rawB === null) return { ...page, error: null };
  return data({ ...page, error: a && b ? sameTwice : missing }, { status: 400 });
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return noindexMeta(loaderData?.copy, location.pathname);
}

export default function ComparePickerRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <Breadcrumbs
        items={[
          { name: "Inicio", path: "/" },
          { name: "Comparativa", path: "/comparacion" },
          { name: loaderData.copy.h1, path: "/comparar" },
        ]}
      />
      <h1 className="mt-2 text-3xl font-extrabold text-ink">{loaderData.copy.h1}</h1>
      {loaderData.error ? (
        <p role="alert" className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          {loaderData.error}
        </p>
      ) : null}
      <HeadToHeadPicker options={loaderData.options} copy={loaderData.picker} />
    </div>
  );
}
