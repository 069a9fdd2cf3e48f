import { handleEditorApi } from "~/features/editor/content-editor.server";
import { socketAddressContext } from "~/platform/request-context.server";
import type { Route } from "./+types/keystatic-api";

/**
 * /api/keystatic/* — the browser editor's API (Keystatic's framework-agnostic handler, local
 * storage: it reads and writes the content files). Refused unless the editor is on and the request
 * comes from this machine: app/features/editor/content-editor.server.ts.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleEditorApi(request, { socketAddress: context.get(socketAddressContext) });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleEditorApi(request, { socketAddress: context.get(socketAddressContext) });
}
