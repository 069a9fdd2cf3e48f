import type { ReactNode } from "react";
import { SITE_NAME } from "~/platform/site";

/**
 * The private dashboard (/panel) as a complete, script-free HTML document. It is rendered to
 * static markup on the server by its resource route: no site chrome, no hydration, its own
 * strict Content-Security-Policy. The charts arrive as ready SVG strings made on the server
 * (Observable Plot); every figure is also in a table.
 */

export interface PanelRow {
  label: string;
  value: number;
  /** Extra cell (e.g. the operator's id or the page path), shown after the label. */
  detail?: string;
}

export interface PanelSection {
  id: string;
  title: string;
  /** Ready SVG markup made on the server from numbers and closed-list labels only. */
  svg?: string;
  labelHeader: string;
  valueHeader: string;
  rows: PanelRow[];
  /** Shown instead of the table when there is no row. */
  empty: string;
}

/** A table of several figures per row (the earnings: clicks, registrations, FTD, commission, EPC…). */
export interface PanelTable {
  id: string;
  title: string;
  /** A sentence under the title: what the figures count. */
  intro?: string;
  svg?: string;
  labelHeader: string;
  /** Headers of the figure columns (right-aligned). */
  headers: string[];
  /** Each row's figures, already formatted (euros, percentages), one per header. */
  rows: Array<{ label: string; detail?: string; cells: string[] }>;
  empty: string;
}

/** One group of the editorial checklist (licences, offers, facts, tracking links), already in Spanish. */
export interface PanelDueGroup {
  id: string;
  title: string;
  /** What to do with each row of the group. */
  action: string;
  rows: Array<{ operator: string; what: string; status: string; location: string; field: string; source?: string }>;
}

/** «Pendiente de revisar»: the editorial checklist (app/features/editorial-checklist), as `content:check -- --due` prints it. */
export interface PanelDue {
  /** The cadence /metodologia promises, in a sentence. */
  intro: string;
  count: number;
  groups: PanelDueGroup[];
}

export interface PanelProps {
  from: string;
  to: string;
  periodText: string;
  error?: string;
  /** A number is formatted here; a string (an amount in euros) is shown as given. */
  summary: Array<{ label: string; value: number | string }>;
  /** The earnings tables, shown before the click and newsletter sections. */
  tables?: PanelTable[];
  /** Names of the operators without a tracking link (their clicks earn nothing attributable). */
  untracked?: string[];
  /** The daily check's alerts (./alerts.server.ts), the same `npm run alertas` mails. */
  alerts?: string[];
  sections: PanelSection[];
  /** The editorial checklist, last on the page (a link near the top leads to it). */
  due?: PanelDue;
  csvHref: string;
  generatedText: string;
}

const numberEs = new Intl.NumberFormat("es-ES");

export const PANEL_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
a{color:#0f5f59}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #b45309;outline-offset:2px}
header,main,footer{max-width:64rem;margin:0 auto;padding:1rem}
header{border-bottom:1px solid #cbd5e1}
h1{font-size:1.75rem;margin:.25rem 0}
h2{font-size:1.25rem;margin:0 0 .5rem}
h3{font-size:1.05rem;margin:1.25rem 0 .25rem}
code{font-size:.9em;overflow-wrap:anywhere}
.muted{color:#334155}
form{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-end;margin:1rem 0;padding:1rem;background:#fff;border:1px solid #cbd5e1;border-radius:.5rem}
label{display:flex;flex-direction:column;font-weight:600;gap:.25rem}
input{font:inherit;padding:.4rem .5rem;border:1px solid #64748b;border-radius:.375rem;min-height:2.75rem}
button{font:inherit;font-weight:700;padding:.5rem 1rem;min-height:2.75rem;border:0;border-radius:.375rem;background:#0f5f59;color:#fff;cursor:pointer}
.error{border:2px solid #b91c1c;background:#fef2f2;color:#7f1d1d;padding:.75rem 1rem;border-radius:.5rem}
.notice{border:2px solid #b45309;background:#fffbeb;color:#78350f;padding:.75rem 1rem;border-radius:.5rem}
.summary{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:1rem;padding:0;list-style:none}
.summary li{background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:.75rem 1rem}
.summary strong{display:block;font-size:1.75rem}
section{background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin:1rem 0}
svg{max-width:100%;height:auto}
svg.chart{color:#0f172a;font-size:12px}
table{border-collapse:collapse;width:100%;margin-top:.75rem}
caption{text-align:left;font-weight:600;padding-bottom:.25rem}
th,td{border-bottom:1px solid #e2e8f0;padding:.35rem .5rem;text-align:left}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
.table-wrap{max-height:24rem;overflow:auto}
`;

/** The document around every panel page: never indexed, the panel's own styles, no script. */
export function PanelPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="es-ES">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{`${title} · ${SITE_NAME}`}</title>
        <style dangerouslySetInnerHTML={{ __html: PANEL_CSS }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export function PanelDocument(props: PanelProps) {
  return (
    <PanelPage title="Panel de afiliación">
      <header>
        <p className="muted">{SITE_NAME} · área privada</p>
        <h1>Panel de afiliación</h1>
        <p className="muted">{props.periodText}</p>
        <p>
          <a href="/panel/opiniones">Opiniones de jugadores pendientes de moderar</a>
        </p>
      </header>
      <main>
        <form method="get" action="/panel" aria-label="Periodo del informe">
          <label>
            Desde
            <input type="date" name="desde" defaultValue={props.from} required />
          </label>
          <label>
            Hasta
            <input type="date" name="hasta" defaultValue={props.to} required />
          </label>
          <button type="submit">Ver periodo</button>
        </form>
        {props.error ? (
          <p className="error" role="alert">
            {props.error}
          </p>
        ) : null}
        <h2 id="resumen">Resumen del periodo</h2>
        <ul className="summary" aria-labelledby="resumen">
          {props.summary.map((s) => (
            <li key={s.label}>
              <strong>{typeof s.value === "number" ? numberEs.format(s.value) : s.value}</strong>
              {s.label}
            </li>
          ))}
        </ul>
        {props.alerts?.length ? (
          <div className="notice" data-testid="avisos" role="alert">
            <strong>Avisos ({numberEs.format(props.alerts.length)}):</strong>
            <ul>
              {props.alerts.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {props.untracked?.length ? (
          <p className="notice" data-testid="sin-enlace">
            <strong>Operadores sin enlace de seguimiento:</strong> {props.untracked.join(", ")}. Sus botones llevan a la web del
            operador y sus registros no se pueden atribuir a ningún clic: añade su «Enlace de seguimiento» (affiliateUrl) en el
            editor; cómo, en docs/editing-content.md.
          </p>
        ) : null}
        {props.due ? (
          <p>
            <a href="#pendiente-h">
              Pendiente de revisar: {props.due.count === 0 ? "nada" : `${numberEs.format(props.due.count)} ${props.due.count === 1 ? "tarea" : "tareas"}`}
            </a>{" "}
            (licencias, bonos, datos de los operadores y enlaces de seguimiento; la lista está al final de esta página).
          </p>
        ) : null}
        <p>
          <a href={props.csvHref}>Descargar CSV por día, operador, página y ubicación</a> (clics y conversiones, para
          cuadrar con los informes de los operadores).
        </p>
        {[
          ...(props.tables ?? []),
          // The single-figure sections as tables of one column.
          ...props.sections.map((s) => ({
            ...s,
            headers: [s.valueHeader],
            rows: s.rows.map((r) => ({ label: r.label, detail: r.detail, cells: [numberEs.format(r.value)] })),
          })),
        ].map((t) => (
          <PanelSection key={t.id} {...t} />
        ))}
        {props.due ? <DueSection due={props.due} /> : null}
      </main>
      <footer>
        <p className="muted">
          {props.generatedText} Los clics se guardan sin dirección IP, sin cookies y sin ningún identificador de la
          persona: solo operador, ubicación del botón, página, tipo de dispositivo, familia de navegador y un código de
          clic aleatorio (el que recibe el operador para atribuir los registros).
        </p>
      </footer>
    </PanelPage>
  );
}

/**
 * One section of the panel: heading, optional intro and server-drawn SVG chart (our own markup, never
 * visitor input), and its figures as a table (the chart's accessible twin) — or the empty text.
 */
function PanelSection(t: {
  id: string;
  title: string;
  intro?: string;
  svg?: string;
  empty: string;
  labelHeader: string;
  headers: string[];
  rows: { label: string; detail?: string; cells: string[] }[];
}) {
  return (
    <section aria-labelledby={`${t.id}-h`}>
      <h2 id={`${t.id}-h`}>{t.title}</h2>
      {t.intro ? <p className="muted">{t.intro}</p> : null}
      {t.svg ? <div dangerouslySetInnerHTML={{ __html: t.svg }} /> : null}
      {t.rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={`Tabla: ${t.title}`}>
          <table>
            <caption>{t.title} (tabla)</caption>
            <thead>
              <tr>
                <th scope="col">{t.labelHeader}</th>
                {t.headers.map((h) => (
                  <th scope="col" className="n" key={h}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {t.rows.map((r) => (
                <tr key={r.label + (r.detail ?? "")}>
                  <th scope="row">
                    {r.label}
                    {r.detail ? <span className="muted"> ({r.detail})</span> : null}
                  </th>
                  {r.cells.map((c, i) => (
                    <td className="n" key={t.headers[i] ?? i}>
                      {c}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** «Pendiente de revisar»: one table per group, each row an operator, what is due, since when and where to edit. */
function DueSection({ due }: { due: PanelDue }) {
  return (
    <section aria-labelledby="pendiente-h">
      <h2 id="pendiente-h">Pendiente de revisar</h2>
      <p className="muted">{due.intro}</p>
      {due.groups.length === 0 ? (
        <p>Nada pendiente: todas las comprobaciones están al día y todos los operadores tienen enlace de seguimiento.</p>
      ) : (
        due.groups.map((g) => (
          <div key={g.id}>
            <h3 id={`${g.id}-h`}>
              {g.title} ({numberEs.format(g.rows.length)})
            </h3>
            <p>
              <strong>Qué hacer:</strong> {g.action}
            </p>
            <div className="table-wrap" tabIndex={0} role="region" aria-labelledby={`${g.id}-h`}>
              <table>
                <caption>{g.title} (tabla)</caption>
                <thead>
                  <tr>
                    <th scope="col">Operador</th>
                    <th scope="col">Qué</th>
                    <th scope="col">Desde cuándo</th>
                    <th scope="col">Dónde editar</th>
                  </tr>
                </thead>
                <tbody>
                  {g.rows.map((r) => (
                    <tr key={r.location + r.field}>
                      <th scope="row">{r.operator}</th>
                      <td>{r.what}</td>
                      <td>
                        {r.status}
                        {r.source ? (
                          <>
                            {" "}
                            (<a href={r.source}>fuente</a>)
                          </>
                        ) : null}
                      </td>
                      <td>
                        <code>{r.location}</code>, campo <code>{r.field}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ))
      )}
    </section>
  );
}

/** A small page of the same look for 401 and 429 answers. */
export function PanelMessageDocument({ title, text }: { title: string; text: string }) {
  return (
    <PanelPage title={title}>
      <main>
        <h1>{title}</h1>
        <p>{text}</p>
        <p>
          <a href="/">Volver al inicio</a>
        </p>
      </main>
    </PanelPage>
  );
}
