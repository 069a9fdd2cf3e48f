import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigationType,
} from "react-router";
import islandsEntry from "virtual:islands-entry";
import type { Route } from "./+types/root";
import criticalCss from "./app.css?inline";
import CookieNotice, { CONSENT_BOOT_SCRIPT } from "./features/layout/cookie-notice.island";
import { Island } from "./ui/island";
import { SiteFooter } from "./features/layout/site-footer";
import { SiteHeader } from "./features/layout/site-header";
import { InlineText } from "./ui/inline-text";
import { useShellCopy } from "./features/layout/use-site-nav";
import { siteNav } from "./composition/site-nav.server";
import { shellCopy } from "~/features/layout/shell-copy.server";
import { newsletterShellCopy } from "~/features/newsletter/newsletter-copy.server";

// The whole stylesheet is small, so it is inlined: no render-blocking request. It is only
// needed in the server-rendered HTML; the client bundle drops it (import.meta.env.SSR is false there).
const inlineCss = import.meta.env.SSR ? criticalCss : "";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The menus' links to operators and featured articles come from the content collections; the
 * texts of the header, footer, compliance notices and newsletter box from content/copy/.
 */
export function loader() {
  return { nav: siteNav(), copy: shellCopy({ newsletter: newsletterShellCopy() }) };
}

/** Every route change starts at the top of the new page (spec section 2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== "POP" && !window.location.hash) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

interface RouteHandle {
  /** The content editor: the document without the site's shell (and hydrated whole). */
  bareDocument?: boolean;
  /** The router hydrates the whole page and navigates on the client (decision 0191). */
  hydrate?: boolean;
}

/** Routes whose `handle` has `bareDocument: true` (the content editor) get the document without the site's shell. */
function useBareDocument(): boolean {
  return useMatches().some((m) => (m.handle as RouteHandle | undefined)?.bareDocument === true);
}

/**
 * Whether React Router hydrates this page whole. Only the routes that ask (`handle.hydrate`) and
 * every page in `npm run dev` (Vite's hot reload needs the router's scripts); all other pages are
 * HTML plus islands (app/ui/island.tsx): no route data, no route manifest, no script that walks
 * what never changes after load.
 */
function useHydrateWhole(): boolean {
  const matches = useMatches();
  return import.meta.env.DEV || matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === true);
}

/**
 * The islands' entry alone (app/islands.client.ts, built on Preact: decision 0210): it starts the
 * page's islands. One file: the build fails if it imports another chunk statically.
 */
function IslandScripts() {
  return islandsEntry ? <script type="module" src={islandsEntry} /> : null;
}

export function Layout({ children }: { children: ReactNode }) {
  const bare = useBareDocument();
  const whole = useHydrateWhole();
  const cookieCopy = useShellCopy().compliance.cookies;
  if (bare) {
    return (
      <html lang="es-ES">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
          <Links />
        </head>
        <body>
          {children}
          <Scripts />
        </body>
      </html>
    );
  }
  return (
    <html lang="es-ES">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#022c22" />
        <script dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />
        <Meta />
        <Links />
        <style dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#contenido" className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          Saltar al contenido
        </a>
        <SiteHeader />
        <main id="contenido" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <Island name="cookie-notice" component={CookieNotice} props={{ copy: cookieCopy }} when="no-consent" />
        {whole ? (
          <>
            <ScrollToTop />
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <IslandScripts />
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Lets tests (and anyone debugging) tell when React has taken over the prerendered page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Its texts come with the shell's (content/copy/errors.yaml): no route loader ran for this page.
  const copy = useShellCopy().error;
  let detail: string;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
  } else {
    detail = copy.unknown;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">{copy.h1}</h1>
      <p className="mt-4 text-lg text-slate-800" data-testid="error-detail">
        {detail}
      </p>
      {copy.text ? (
        <p className="mt-4 text-slate-700">
          <InlineText text={copy.text} linkClassName="font-semibold text-brand-700 underline" />
        </p>
      ) : null}
    </div>
  );
}
