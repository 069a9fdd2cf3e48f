import { createContext } from "react-router";

/**
 * Per-request values the Express server knows and route actions need (set by getLoadContext in
 * app/composition/services.server.ts). The client address: the rate limits are per address. It
 * is `req.ip`, i.e. the socket's address, or the `X-Forwarded-For` client when `TRUST_PROXY`
 * tells Express to believe a proxy.
 */
// Default null, not undefined: React Router treats an undefined default as "no default" and
// throws where no getLoadContext ran (a prerender, a test calling a loader).
export const clientAddressContext = createContext<string | null>(null);

/**
 * The TCP peer's own address, whatever TRUST_PROXY says: the content editor accepts only
 * loopback peers (app/features/editor/content-editor.server.ts). Null where no getLoadContext ran.
 */
export const socketAddressContext = createContext<string | null>(null);
