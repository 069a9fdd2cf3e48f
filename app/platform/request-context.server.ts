import { createContext, RouterContextProvider } from "react-router";

/**
 * Per-request values the Express server knows and route actions need. Only the client address
 * for now: the newsletter rate limit is per address. It is `req.ip`, i.e. the socket's address,
 * or the `X-Forwarded-For` client when `TRUST_PROXY` tells Express to believe a proxy.
 */
// Default null, not undefined: React Router treats an undefined default as "no default" and
// throws where no getLoadContext ran (the Vite dev server).
export const clientAddressContext = createContext<string | null>(null);

/**
 * The TCP peer's own address, whatever TRUST_PROXY says: the content editor accepts only
 * loopback peers (app/features/editor/content-editor.server.ts). Null where no getLoadContext ran.
 */
export const socketAddressContext = createContext<string | null>(null);

interface IncomingLike {
  ip?: string;
  socket?: { remoteAddress?: string };
}

/** Passed to `createRequestHandler({ getLoadContext })` by server/app.js (through entry.server). */
export function getLoadContext(req: IncomingLike): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, req.ip ?? req.socket?.remoteAddress ?? null);
  context.set(socketAddressContext, req.socket?.remoteAddress ?? null);
  return context;
}
