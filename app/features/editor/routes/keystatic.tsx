import { lazy, Suspense, useEffect, useState } from "react";
import { data } from "react-router";
import { editorGate, refusal } from "~/features/editor/content-editor.server";
import { socketAddressContext } from "~/platform/request-context.server";
import type { Route } from "./+types/keystatic";
import { SITE_NAME } from "~/platform/site";

/**
 * /keystatic and everything under it: the browser content editor (Keystatic). Never prerendered,
 * not in the sitemap, noindex. The server only sends a bare shell; the editor itself is a separate
 * chunk imported in the browser after hydration, so no public page ever downloads it.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const gate = editorGate(request, { socketAddress: context.get(socketAddressContext) });
  if (!gate.ok) throw refusal(gate.status);
  return data(null, { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const handle = { bareDocument: true };

export function meta() {
  return [{ title: `Editor de contenido · ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}

const Editor = lazy(() => import("~/features/editor/editor"));

export default function KeystaticRoute() {
  // The editor reads window and the DOM as it starts: render it only once React runs in the browser.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const loading = <p style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>Cargando el editor de contenido…</p>;
  if (!inBrowser) return loading;
  return (
    <Suspense fallback={loading}>
      <Editor />
    </Suspense>
  );
}
