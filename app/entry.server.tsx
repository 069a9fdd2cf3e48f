import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { cspForHtml } from "../server/csp.js";
import { startServices, stopServices } from "./server/lifecycle.server";

/** Used by server/app.js: gives route actions the client address (see request-context.server.ts). */
export { getLoadContext } from "./server/request-context.server";

export const streamTimeout = 5_000;

/** Called by server/index.js before it listens (database, migrations …). */
export async function onServerStart(): Promise<void> {
  await startServices();
}

/** Called by server/index.js on SIGTERM/SIGINT after it stops accepting connections. */
export async function onServerStop(): Promise<void> {
  await stopServices();
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
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

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
            const html = Buffer.concat(chunks).toString("utf8");
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
          console.error(error);
        },
      },
    );
  });
}
