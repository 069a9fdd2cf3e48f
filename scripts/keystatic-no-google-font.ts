import type { Plugin } from "vite";

/**
 * Keystatic's editor (`@keystatic/core/ui`, 0.5–0.6) renders a hard-coded
 * `<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter…">` in its provider,
 * with no option to turn it off. The site's Content-Security-Policy allows no third-party style or
 * font origin, so the browser refused it and logged a CSP error on every editor page; widening the
 * policy to Google would send the operator's address to Google for a typeface. The editor's own
 * font stack falls back to the system's sans-serif, so the element is removed from the module
 * instead (decision docs/decisions/0115-keystatic-without-google-fonts.md).
 *
 * Applied to the browser build and to the development server's pre-bundling of the dependency (Vite's
 * `optimizeDeps`, Rolldown), the same transform in both, through stripGoogleFont(), which throws when the module
 * still names fonts.googleapis.com afterwards: a Keystatic upgrade that changes the element's shape
 * fails the build instead of bringing the request back silently.
 */
const MODULE = /[\\/]@keystatic[\\/]core[\\/]dist[\\/]keystatic-core-ui(\.[a-z-]+)*\.js$/;
/** The element as the compiled module writes it, with the comma that separates it from the next child. */
const LINK = /\/\*#__PURE__\*\/jsx\("link",\s*\{\s*href:\s*"https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel:\s*"stylesheet"\s*\}\),\s*/g;

export function stripGoogleFont(code: string, id: string): string {
  if (!code.includes("fonts.googleapis.com")) return code;
  const out = code.replace(LINK, "");
  if (/fonts\.(googleapis|gstatic)\.com/.test(out)) {
    throw new Error(
      `${id}: Keystatic still loads a Google font in a form scripts/keystatic-no-google-font.ts does not recognise (did @keystatic/core change?). The CSP blocks it; update the pattern.`,
    );
  }
  return out;
}

export function keystaticNoGoogleFont(): Plugin {
  return {
    name: "keystatic-no-google-font",
    enforce: "pre",
    transform: {
      filter: { id: MODULE },
      handler(code, id) {
        const out = stripGoogleFont(code, id);
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
