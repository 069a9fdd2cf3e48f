/**
 * The content check: validates every registered collection, then what points across collections
 * (authors, images under public/, links to the site's pages). `npm run content:check` prints its
 * report; the build (vite.config.ts) runs it first and stops on any problem.
 *
 * The collections are the page registry's: each feature declares the ones its pages read
 * (`collections()` of its PageFeature, app/platform/page-feature.ts); content-collections.server.ts
 * gathers them. To add a collection: define it with defineCollection() and return it from its
 * feature's `collections()`.
 */
import fs from "node:fs";
import path from "node:path";
import { authorsCollection } from "../features/authors/authors.ts";
import { postsCollection } from "../features/blog/blog.server.ts";
import { type Collection, type ContentProblem, type Entry, ContentError, contentRoot, displayPath, fieldLabel, formatProblem, loadCollection, publicDir } from "../platform/content/collection.ts";
import { operatorsCollection } from "../features/operators/operators.ts";
import { pagesCollection } from "../features/pages/pages.server.ts";
import { contentCollections } from "./content-collections.server.ts";
import { orphanPages } from "./orphans.ts";
import { type OfferFacts, offerFigureProblems } from "./offer-figures.ts";
import { type ClaimFacts, operatorClaimProblems } from "./operator-claims.ts";
import { SPANISH_STUDIOS } from "../features/operators/lists.ts";
import { FIXED_CLAIMS } from "../features/operators/fixed-claims.ts";
import { checkableData } from "../features/operators/check-state.ts";

/** The site's sitemap and link map (imported late: both read every collection, valid ones only). */
async function defaultOrphanInputs() {
  const [{ indexablePages }, { internalLinkMap }] = await Promise.all([import("./site-pages.server.ts"), import("./internal-links.server.ts")]);
  return { sitemap: () => indexablePages().map((p) => p.path), links: internalLinkMap };
}

export interface CheckResult {
  problems: ContentProblem[];
  /**
   * What is allowed but costs the owner money, listed without failing the check or the build: the
   * operators that have no tracking link (`affiliateUrl`), whose clicks cannot be attributed.
   */
  warnings: ContentProblem[];
  /** Entries read per collection label (for the summary line). */
  counts: Record<string, number>;
}

/**
 * Runs the whole check. Never throws for bad content: every problem is in the result, in file order.
 * `sitePaths` is the list of pages links may point to; by default the prerender list (read only when
 * every collection is valid, since it is built from them).
 */
export async function checkContent(
  opts: {
    sitePaths?: () => Iterable<string> | Promise<Iterable<string>>;
    /**
     * The sitemap's pages and the links between pages, for the orphan check. By default the site's own
     * (indexablePages, internalLinkMap); skipped when only `sitePaths` is given (a test's content folder).
     */
    orphans?: { sitemap: () => Iterable<string>; links: () => Map<string, Set<string>> };
  } = {},
): Promise<CheckResult> {
  const problems: ContentProblem[] = [];
  const counts: Record<string, number> = {};
  const loaded: { col: Collection; entries: Entry<unknown>[] }[] = [];
  const seen = new Set<string>();
  const report = (p: ContentProblem) => {
    const key = formatProblem(p);
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(p);
  };
  for (const col of contentCollections()) {
    try {
      const r = loadCollection(col);
      r.problems.forEach(report);
      // The copy files are one collection each: counted together as one line of the summary.
      const label = col.file ? "archivos de textos fijos" : col.label;
      counts[label] = (counts[label] ?? 0) + r.entries.length;
      loaded.push({ col, entries: r.entries });
    } catch (err) {
      // A collection whose check reads another one (pages read operators and authors) cannot be
      // checked while that one has problems: report those problems (once), not a stack trace.
      if (err instanceof ContentError) err.problems.forEach(report);
      else report({ file: displayPath(path.join(contentRoot(), col.dir)), line: 1, field: "", message: `no se pudo comprobar: ${(err as Error).message}` });
      counts[col.file ? "archivos de textos fijos" : col.label] ??= 0;
    }
  }

  // An author file that exists but has problems of its own is reported there, not as missing here.
  const authorsDir = path.join(contentRoot(), authorsCollection.dir);
  const authorFiles = fs.existsSync(authorsDir) ? fs.readdirSync(authorsDir).filter((f) => /\.ya?ml$/.test(f)).map((f) => f.replace(/\.ya?ml$/, "")) : [];
  const authorSlugs = new Set([...(loaded.find((l) => l.col === (authorsCollection as unknown))?.entries.map((e) => e.id) ?? []), ...authorFiles]);
  // Authors marked `example: true` are personas: they may sign the default build's texts, never a check.
  const exampleAuthors = new Set(
    (loaded.find((l) => l.col === (authorsCollection as unknown))?.entries ?? []).filter((e) => (e.data as { example?: boolean }).example).map((e) => e.id),
  );
  let pages: Set<string> | undefined;
  if (problems.length === 0) {
    try {
      const list = opts.sitePaths ? await opts.sitePaths() : (await import("./site-pages.server.ts")).prerenderPaths();
      pages = new Set(list);
    } catch (err) {
      problems.push({ file: "content", line: 1, field: "", message: `no se pudo calcular la lista de páginas: ${(err as Error).message}` });
    }
  }

  for (const { col, entries } of loaded) {
    if (!col.references) continue;
    for (const entry of entries) {
      let refs: ReturnType<NonNullable<Collection["references"]>>;
      try {
        refs = col.references(entry);
      } catch (err) {
        // Same as above: the references of a page need the operators and authors to be valid.
        if (!(err instanceof ContentError)) throw err;
        err.problems.forEach(report);
        continue;
      }
      for (const ref of refs) {
        const line = ref.line ?? entry.lineOf(ref.path ?? []);
        const field = ref.field ?? fieldLabel(ref.path ?? []);
        const add = (message: string) => report({ file: entry.file, line, field, message });
        if (ref.kind === "checker" && !authorSlugs.has(ref.value)) {
          add(`no existe el autor «${ref.value}»: una comprobación la firma una persona con su archivo en content/authors/`);
        } else if (ref.kind === "checker" && exampleAuthors.has(ref.value)) {
          add(
            `«${ref.value}» es un autor de ejemplo (content/authors/${ref.value}.yaml tiene example: true): una comprobación solo vale firmada por una persona real. ` +
              "Pon aquí a quien leyó el dato (con sus datos reales y example: false) o quita la comprobación.",
          );
        } else if (ref.kind === "author" && !authorSlugs.has(ref.value)) {
          const list = [...authorSlugs].sort().join(", ");
          add(`no existe el autor «${ref.value}»: crea content/authors/${ref.value}.yaml o usa uno de estos: ${list}`);
        } else if (ref.kind === "image") {
          const file = path.join(publicDir(), ref.value);
          if (!ref.value.startsWith("/") || !fs.existsSync(file)) add(`no existe la imagen public${ref.value}; súbela a esa carpeta o corrige la ruta`);
        } else if (ref.kind === "page" && pages) {
          const target = ref.value.replace(/\/+$/, "") || "/";
          if (!pages.has(target)) add(`el enlace «${ref.value}» lleva a una página que no existe en la web`);
        }
      }
    }
  }
  type OperatorClaimData = {
  licenseCheck?: unknown;
  paymentMethods: ClaimFacts["methods"];
  facts: { key: string; value: string; check?: unknown }[];
  mobileApp: boolean;
  liveDealer: boolean;
  gameProviders: string[];
  softwareProviders: string[];
};

// Prose follows data: an offer figure typed next to an operator's name must be its data's (offer-figures.ts).
  const operatorEntries = loaded.find((l) => l.col === (operatorsCollection as unknown))?.entries ?? [];
  if (operatorEntries.length) {
    type OperatorData = { name: string; detailUrl: string; reviewSlug: string; offer: OfferFacts["offer"] };
    const facts: OfferFacts[] = operatorEntries.map((e) => {
      const d = e.data as OperatorData;
      return { id: e.id, name: d.name, paths: [...new Set([d.detailUrl, `/${d.reviewSlug}`, `/casinos/${d.reviewSlug}`])], offer: d.offer };
    });
    const prose = [postsCollection, pagesCollection, operatorsCollection].flatMap((col) =>
      (loaded.find((l) => l.col === (col as unknown))?.entries ?? []).map((e) => ({
        file: e.file,
        text: fs.readFileSync(path.resolve(process.cwd(), e.file), "utf8"),
        self: col === operatorsCollection ? e.id : undefined,
      })),
    );
    offerFigureProblems(prose, facts).forEach(report);
    // And what it says of the operator's other facts (licence, payments, app…) and of the site's checks (operator-claims.ts).
    const claimFacts: ClaimFacts[] = operatorEntries.map((e, i) => {
      const d = e.data as OperatorClaimData;
      return {
        ...facts[i]!,
        licenceChecked: Boolean(d.licenseCheck),
        methods: d.paymentMethods,
        facts: d.facts.map((f) => ({ key: f.key, value: f.value, checked: Boolean(f.check) })),
        mobileApp: d.mobileApp,
        liveDealer: d.liveDealer,
        studios: [...d.gameProviders, ...d.softwareProviders],
        checked: checkableData(d as unknown as Parameters<typeof checkableData>[0]).flatMap((c) => (c.check ? [c.dato] : [])),
      };
    });
    const everyText = loaded.flatMap(({ col, entries }) =>
      col === (authorsCollection as unknown)
        ? []
        : entries.map((e) => ({
            file: e.file,
            text: fs.readFileSync(path.resolve(process.cwd(), e.file), "utf8"),
            self: col === (operatorsCollection as unknown) ? e.id : undefined,
          })),
    );
    const unique = [...new Map(everyText.map((t) => [t.file, t])).values()];
    const criteria = (loaded.find((l) => l.col.dir.includes("methodology"))?.entries ?? []).map((e) => ({
      id: e.id,
      name: (e.data as { name: string }).name,
      weight: (e.data as { weight: number }).weight,
    }));
    operatorClaimProblems(unique, claimFacts, { spanishStudios: SPANISH_STUDIOS, criteria, contribution: FIXED_CLAIMS.contribution }).forEach(report);
  }

  // Orphans: a page of the sitemap that no other page links to. Only on valid content (the links are read from it).
  if (pages && problems.length === 0 && (opts.orphans || !opts.sitePaths)) {
    try {
      const o = opts.orphans ?? (await defaultOrphanInputs());
      for (const page of orphanPages([...o.sitemap()], o.links())) {
        problems.push({
          file: "content",
          line: 1,
          field: page,
          message: `ninguna página de la web enlaza a ${page}: está en el mapa del sitio, pero solo se llega a ella desde él; enlázala desde un menú, una página o un artículo`,
        });
      }
    } catch (err) {
      problems.push({ file: "content", line: 1, field: "", message: `no se pudieron comprobar los enlaces internos: ${(err as Error).message}` });
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const warnings: ContentProblem[] = [];
  for (const e of loaded.find((l) => l.col === (operatorsCollection as unknown))?.entries ?? []) {
    if ((e.data as { affiliateUrl?: string }).affiliateUrl) continue;
    warnings.push({
      file: e.file,
      line: e.lineOf(["playUrl"]),
      field: "affiliateUrl",
      message: "sin enlace de seguimiento: /visitar lleva a playUrl y los registros de este operador no se atribuyen a ningún clic; añade el enlace de tu programa de afiliados (docs/editing-content.md)",
    });
  }
  return { problems, counts, warnings };
}
