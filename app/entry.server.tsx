import { log } from "./platform/log.server.ts";
import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { cspForHtml } from "../server/csp.ts";
import { outboundRedirect as redirectWith } from "./features/outbound/outbound-redirect.server.ts";
import { isKnownPagePath } from "./composition/site-pages.server.ts";

/**
 * Used by server/index.ts and server/app.ts: the process makes the services once (database, mail,
 * click and page-view counters, rate limiters), starts them before it listens and stops them at
 * shutdown; each request gets them through React Router's context (getLoadContext).
 */
export { createServices, getLoadContext, type Services } from "./composition/services.server.ts";

/** Used by server/index.ts: the content this build carried (<build>/content) is the content it serves. */
export { serveContentFrom } from "./platform/content/collection.ts";

/** Used by server/app.ts: the tracked redirect /visitar/<id>, answered before React Router (issue 11), with the site's pages as the known source pages. */
export { OUTBOUND_HEADERS } from "./features/outbound/outbound-redirect.server.ts";
export const outboundRedirect = (...args: Parameters<typeof redirectWith> extends [...infer Head, unknown] ? Head : never) => redirectWith(...args, isKnownPagePath);

/** Used by server/app.ts: token pages and the editor that answer 404 are known before rendering (the 404 ceiling, issue 42). */
export { notFoundBeforeRender, pairRendersOnDemand, prerenderedOnlyRoutes, shortNotFoundCopy } from "./composition/not-found-before-render.server.ts";

/** Used by server/index.ts: a production start for a public SITE_URL refuses a build made with example data. */
export { EXAMPLE_DATA_FILES } from "./platform/site.ts";

export const streamTimeout = 5_000;

/**
 * The hydration scripts import what they need themselves. Preloading all of them from <head>
 * makes ~150 KB of JavaScript compete with the first paint on slow phones and networks.
 * Measured with `npm run lighthouse` (mobile, quiet machine, median of 3): with the preloads LCP
 * flips between 1.0 s and 2.6 s (performance 93–95 on content pages); without, LCP 0.9–1.2 s and
 * performance 98–100. The page is fully readable before any script runs.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * Every document is rendered completely before it is sent (the pages are small and mostly
 * prerendered): crawlers always get the whole page, and the Content-Security-Policy can list
 * the hashes of the exact inline scripts in this document.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // HEAD is rendered as GET: the same headers (Content-Type, the CSP with this document's script
  // hashes); Node's HTTP server sends no body for it. The 404 ceiling counts HEAD as GET.
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (c: Buffer) => chunks.push(c));
          body.on("end", () => {
            clearTimeout(timeout);
            const html = withoutModulePreloads(Buffer.concat(chunks).toString("utf8"));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Security-Policy", cspForHtml(html));
            resolve(new Response(html, { headers: responseHeaders, status }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          log("error", "render_error", { message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined });
        },
      },
    );
  });
}
