import { log } from "../../platform/log.server.ts";
import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { PanelDocument, PanelMessageDocument, PanelPage, type PanelDue, type PanelSection, type PanelTable } from "~/features/panel/panel-document";
import { moderationPanel } from "~/features/opinions/index.server";
import { sameOrigin } from "../../platform/json-request.server.ts";
import { SITE_URL } from "../../platform/site.ts";
import { configSource, parseEnv } from "../../platform/env.server.ts";
import {
  DUE_KIND_ACTIONS,
  DUE_KIND_TITLES,
  DUE_KINDS,
  cadenceSentence,
  checklistCadence,
  getDueChecks,
  itemLocation,
  orderSentence,
  valueText,
  type DueItem,
} from "~/features/editorial-checklist/index.server";
import { contentCitedUrls, getSourceFlags } from "~/features/sources/index.server";
import { getOperator, operatorsWithoutTrackingLink } from "~/features/operators/index.server";
import { formatDateLong } from "~/platform/format";
import { placementLabel as labelOf } from "~/features/outbound";
import type { Db } from "../../platform/db/db.server.ts";
import type { AdminAuthenticator } from "./admin-auth.server.ts";
import { barChartSvg, dailyLineSvg } from "./panel-charts.server.ts";
import { getEarnings, type Earnings, type Figures } from "./earnings.server.ts";
import { formatCents, formatCtr, formatEpc, pageName, placementName } from "./labels.server.ts";
import { BOTH_CHANNELS_INTRO } from "./stats-report.server.ts";
import { backupDirOf, BACKUP_FILE_EXTENSION, checkAlerts, diskUsedFraction, type Alert } from "./alerts.server.ts";
import { trackedOperators } from "./alerts-content.server.ts";
import {
  dailyOperatorCsv,
  clickGroups,
  getDailyOperatorClicks,
  getStats,
  NONE,
  PeriodError,
  resolvePeriod,
  today,
  totalOf,
  type Period,
  type Stats,
} from "./stats.server.ts";

/**
 * GET /panel (dashboard) and GET /panel/clics.csv (export): the operator's private reports.
 * Off (404) unless ADMIN_USER and ADMIN_PASSWORD_HASH are set; HTTP Basic otherwise, with failed
 * attempts rate-limited. Never cached, never indexed, no script allowed by its CSP.
 */

// The labels live beside the closed list (app/features/operators/outbound-link.ts, PLACEMENT_LABELS).
const placementLabel = (key: string) => (key === NONE ? "Sin ubicación" : labelOf(key));
const operatorLabel = (id: string) => getOperator(id)?.name ?? id;
const pageLabel = (path: string) => (path === NONE ? "Página desconocida" : path);

const PRIVATE_HEADERS: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

function styleHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)) {
    out.add(`'sha256-${createHash("sha256").update(m[1] ?? "", "utf8").digest("base64")}'`);
  }
  return [...out];
}

/** No script at all; only this document's own <style> blocks; forms only to this site. */
export function panelCsp(html: string): string {
  return [
    "default-src 'none'",
    `style-src ${styleHashes(html).join(" ") || "'none'"}`,
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function htmlResponse(element: React.ReactElement, status: number, extra: Record<string, string> = {}): Response {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
  return new Response(html, {
    status,
    headers: { ...PRIVATE_HEADERS, "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": panelCsp(html), ...extra },
  });
}

function message(status: number, title: string, text: string, extra: Record<string, string> = {}) {
  return htmlResponse(<PanelMessageDocument title={title} text={text} />, status, extra);
}

type Kind = "page" | "csv";

/** The daily check's alerts now, as `npm run alertas` computes them (the server's DATA_DIR, backups/ in its folder). */
function panelAlerts(db: Db): Promise<Alert[]> {
  const dataDir = parseEnv(configSource()).dataDir;
  return checkAlerts(db, {
    now: new Date(),
    trackedOperators: trackedOperators(),
    backupDir: backupDirOf(configSource()),
    backupExtension: BACKUP_FILE_EXTENSION,
    diskUsed: diskUsedFraction(dataDir),
    diskPath: dataDir,
  });
}

/** What the panel needs of the server's services (app/composition/services.server.ts). */
export interface PanelServices {
  /** Null while the dashboard is off. */
  auth: AdminAuthenticator | null;
  getDatabase: () => Promise<Db>;
}

export async function handlePanelRequest(request: Request, clientAddress: string | null, kind: Kind, { auth, getDatabase }: PanelServices): Promise<Response> {
  return behindLogin(request, clientAddress, auth, () => authorisedResponse(request, kind, getDatabase));
}

/**
 * GET /panel/opiniones lists opinions waiting for moderation; its forms POST approve or reject
 * (app/features/opinions). Behind the same login; a POST must come from the panel's own pages
 * (Origin / Sec-Fetch-Site, the signup endpoint's rule): a page elsewhere cannot make the owner's
 * logged-in browser approve anything.
 */
export async function handlePanelOpinions(request: Request, clientAddress: string | null, { auth, getDatabase }: PanelServices): Promise<Response> {
  return behindLogin(request, clientAddress, auth, async () => {
    if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "POST") {
      return message(405, "Método no permitido", "Esta página solo admite GET y POST.", { Allow: "GET, POST" });
    }
    if (request.method === "POST" && !sameOrigin(request, [new URL(SITE_URL).origin])) {
      return message(403, "Solicitud rechazada", "Las decisiones de moderación solo se aceptan desde las páginas del propio panel.");
    }
    try {
      const answer = await moderationPanel(request, { getDatabase });
      if (answer.kind === "redirect") return new Response(null, { status: 303, headers: { ...PRIVATE_HEADERS, Location: answer.location } });
      if (answer.kind === "error") return message(answer.status, "Solicitud no válida", answer.message, answer.headers);
      return htmlResponse(<PanelPage title={answer.title}>{answer.body}</PanelPage>, answer.status);
    } catch (e) {
      log("warn", "panel_db_error", { message: e instanceof Error ? e.message : String(e) });
      return message(503, "Datos no disponibles", "La base de datos no responde ahora mismo. Vuelve a cargar la página en unos minutos.", { "Retry-After": "30" });
    }
  });
}

async function behindLogin(request: Request, clientAddress: string | null, auth: AdminAuthenticator | null, authorised: () => Promise<Response>): Promise<Response> {
  if (!auth) return message(404, "Página no encontrada", "La página que buscas no existe.");

  const result = await auth.check(request.headers.get("authorization"), clientAddress, request.headers.get("cookie"));
  if (result.status === "limited") {
    return message(429, "Demasiados intentos", "Has superado el número de intentos de acceso. Espera unos minutos y vuelve a probar.", {
      "Retry-After": String(result.retryAfterSeconds),
    });
  }
  if (result.status === "unauthorized") {
    return message(401, "Acceso restringido", "Este panel es privado: introduce el usuario y la contraseña del administrador.", {
      "WWW-Authenticate": 'Basic realm="Panel de Ranking Casinos", charset="UTF-8"',
    });
  }
  const response = await authorised();
  // The owner's browser, once in, is held only to its own address's failed-login limit.
  if (result.setCookie) response.headers.append("Set-Cookie", result.setCookie);
  return response;
}

async function authorisedResponse(request: Request, kind: Kind, getDatabase: () => Promise<Db>): Promise<Response> {
  const query = new URL(request.url).searchParams;
  let period: Period;
  let error: string | undefined;
  try {
    period = resolvePeriod({ from: query.get("desde"), to: query.get("hasta") });
  } catch (e) {
    if (!(e instanceof PeriodError)) throw e;
    if (kind === "csv") return new Response(`${e.message}\n`, { status: 400, headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
    error = `${e.message} Se muestra el periodo por defecto.`;
    period = resolvePeriod({});
  }

  let stats: Stats;
  let earnings: Earnings;
  let due: PanelDue;
  let alerts: string[];
  try {
    const db = await getDatabase();
    if (kind === "csv") {
      const csv = dailyOperatorCsv(await getDailyOperatorClicks(db, period));
      return new Response(csv, {
        status: 200,
        headers: {
          ...PRIVATE_HEADERS,
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="clics-${period.from}-${period.to}.csv"`,
        },
      });
    }
    // One roll-up and one read of the period's clicks for both (they used to run it twice per view).
    const groups = await clickGroups(db, period);
    stats = await getStats(db, period, groups);
    earnings = await getEarnings(db, period, groups);
    // The checklist ordered by what each operator earned in the period, with the source watch's flags.
    const values = new Map(earnings.byOperator.map((o) => [o.operator, { clicks: o.clicks, commissionCents: o.commissionCents, epcCents: o.epcCents }]));
    const sources = (await getSourceFlags(db, contentCitedUrls())).map((f) => ({ operatorId: f.operatorId, url: f.url, message: f.message }));
    due = panelDue(getDueChecks(today(), { values, sources }), checklistCadence(), period);
    alerts = (await panelAlerts(db)).map((a) => a.message);
  } catch (e) {
    log("warn", "panel_db_error", { message: e instanceof Error ? e.message : String(e) });
    return message(503, "Datos no disponibles", "La base de datos no responde ahora mismo. Vuelve a cargar la página en unos minutos.", {
      "Retry-After": "30",
    });
  }

  return htmlResponse(<PanelDocument {...panelProps(stats, period, error, earnings, undefined, due)} alerts={alerts} />, error ? 400 : 200);
}

const n = new Intl.NumberFormat("es-ES");
const FIGURE_HEADERS = ["Clics", "Registros", "FTD", "Comisión", "EPC"];
const figureCells = (f: Figures) => [n.format(f.clicks), n.format(f.registrations), n.format(f.ftds), formatCents(f.commissionCents), formatEpc(f.epcCents)];
/** Whole euros for a bar chart (the table beside it has the cents). */
const euroBars = <T extends Figures>(rows: readonly T[], label: (r: T) => string) =>
  rows.filter((r) => r.commissionCents > 0).map((r) => ({ label: label(r), value: Math.round(r.commissionCents / 100) }));

/** The earnings tables of /panel: the same figures as `npm run stats` (./earnings.server.ts). */
export function earningsTables(e: Earnings): PanelTable[] {
  const placement = placementName;
  const operatorBars = euroBars(e.byOperator, (r) => operatorLabel(r.operator));
  const pairBars = euroBars(e.byPagePlacement, (r) => `${pageName(r.page)} · ${placement(r.placement)}`).slice(0, 15);
  return [
    {
      id: "ganancias-operador",
      title: "Ganancias por operador",
      intro: "Comisión, registros y primeros depósitos (FTD) según los informes de los operadores; EPC = comisión ÷ clics del periodo.",
      svg: operatorBars.length ? barChartSvg("g-ganancias-operador", "Comisión por operador (euros)", operatorBars, "euros") : undefined,
      labelHeader: "Operador",
      headers: FIGURE_HEADERS,
      rows: e.byOperator.map((r) => ({ label: operatorLabel(r.operator), detail: operatorLabel(r.operator) === r.operator ? undefined : r.operator, cells: figureCells(r) })),
      empty: "Sin clics ni conversiones en el periodo.",
    },
    {
      id: "ganancias-pagina-ubicacion",
      title: "Qué botón de qué página gana",
      intro: "Cada conversión cuenta en la página y el botón de su clic. Las que no corresponden a ningún clic van aparte, más abajo.",
      svg: pairBars.length ? barChartSvg("g-ganancias-pagina-ubicacion", "Comisión por página y botón (euros)", pairBars, "euros") : undefined,
      labelHeader: "Página · ubicación",
      headers: FIGURE_HEADERS,
      rows: e.byPagePlacement.map((r) => ({ label: `${pageName(r.page)} · ${placement(r.placement)}`, cells: figureCells(r) })),
      empty: "Sin clics ni conversiones en el periodo.",
    },
    {
      id: "ganancias-pagina",
      title: "Ganancias y CTR por página",
      intro: "Visitas contadas por el servidor (solo personas; las que sirve una CDN con caché no llegan y no se cuentan). CTR = clics ÷ visitas.",
      labelHeader: "Página",
      headers: ["Visitas", "Clics", "CTR", ...FIGURE_HEADERS.slice(1)],
      rows: e.byPage.map((r) => {
        const [clicks, ...rest] = figureCells(r);
        return { label: pageName(r.page), cells: [n.format(r.views), clicks!, formatCtr(r.ctr), ...rest] };
      }),
      empty: "Sin visitas, clics ni conversiones en el periodo.",
    },
    {
      id: "ganancias-ubicacion",
      title: "Ganancias por ubicación del botón",
      labelHeader: "Ubicación",
      headers: FIGURE_HEADERS,
      rows: e.byPlacement.map((r) => ({ label: placement(r.placement), detail: r.placement === NONE ? undefined : r.placement, cells: figureCells(r) })),
      empty: "Sin clics ni conversiones en el periodo.",
    },
    {
      id: "sin-clic",
      title: "Conversiones sin clic reconocido",
      intro: "Filas cuyo sub-ID no corresponde a ningún clic guardado (un enlace sin {clickId}, un clic anterior a los ID, un error de la plataforma). Cuentan en su operador, no en una página.",
      labelHeader: "Operador",
      headers: ["Filas", "Registros", "FTD", "Comisión"],
      rows: e.unmatched.byOperator.map((u) => ({
        label: operatorLabel(u.operator),
        cells: [n.format(u.rows), n.format(u.registrations), n.format(u.ftds), formatCents(u.commissionCents)],
      })),
      empty: "Todas las conversiones del periodo corresponden a un clic.",
    },
    // Only when it happens: one operator fed both ways may be counted twice (issue 41).
    ...(e.bothChannels.length
      ? [
          {
            id: "dos-vias",
            title: "Aviso: operadores con informe CSV y postbacks a la vez",
            intro: BOTH_CHANNELS_INTRO,
            labelHeader: "Operador",
            headers: ["Filas importadas", "Postbacks"],
            rows: e.bothChannels.map((b) => ({ label: operatorLabel(b.operator), cells: [n.format(b.importedRows), n.format(b.postbackRows)] })),
            empty: "",
          },
        ]
      : []),
  ];
}

/** The editorial checklist as /panel shows it: the same items as `npm run content:check -- --due`. */
export function panelDue(items: readonly DueItem[] = getDueChecks(today()), cadence = checklistCadence(), period: Period | null = null): PanelDue {
  const first = (s: string) => s.charAt(0).toLocaleUpperCase("es-ES") + s.slice(1);
  return {
    intro: `Lo que necesita a una persona, calculado del contenido: datos y licencias sin comprobar, comprobaciones más antiguas que la cadencia que promete /metodologia (${cadenceSentence(cadence.cadence)}; se cambia en ${cadence.file}), los avisos de la revisión de fuentes (npm run fuentes) y operadores sin enlace de seguimiento. ${orderSentence(period)} Es la misma lista que imprime «npm run content:check -- --due»; cómo hacer cada revisión, en docs/editing-content.md.`,
    count: items.length,
    groups: DUE_KINDS.map((kind) => ({
      id: `pendiente-${kind}`,
      title: DUE_KIND_TITLES[kind],
      action: first(DUE_KIND_ACTIONS[kind]),
      rows: items
        .filter((i) => i.kind === kind)
        .map((i) => ({
          operator: i.operatorName,
          what: i.what,
          status: `${first(i.status)}${i.value ? ` (${valueText(i.value)})` : ""}`,
          location: itemLocation(i),
          field: i.field,
          source: i.source,
        })),
    })).filter((g) => g.rows.length > 0),
  };
}

export function panelProps(
  stats: Stats,
  period: Period,
  error?: string,
  earnings?: Earnings,
  untracked = operatorsWithoutTrackingLink().map((o) => o.name),
  due: PanelDue = panelDue(),
) {
  const csvQuery = new URLSearchParams({ desde: period.from, hasta: period.to });
  const bars = (o: Record<string, number>, label: (k: string) => string) =>
    Object.entries(o).map(([k, v]) => ({ key: k, label: label(k), value: v }));
  const operators = bars(stats.clicks, operatorLabel);
  const placements = bars(stats.byPlacement, placementLabel);
  const pages = bars(stats.byPage, pageLabel);
  const days = Object.entries(stats.byDay).map(([day, value]) => ({ day, value }));
  const signupDays = Object.entries(stats.signups).map(([day, value]) => ({ day, value }));
  const confirmDays = Object.entries(stats.confirmations).map(([day, value]) => ({ day, value }));
  const dayRows = (list: Array<{ day: string; value: number }>) =>
    list.map((d) => ({ label: formatDateLong(d.day), value: d.value }));

  const sections: PanelSection[] = [
    {
      id: "clics-dia",
      title: "Clics por día",
      svg: dailyLineSvg("g-clics-dia", "Clics por día", days),
      labelHeader: "Día",
      valueHeader: "Clics",
      rows: dayRows(days),
      empty: "Sin clics en el periodo.",
    },
    {
      id: "clics-operador",
      title: "Clics por operador",
      svg: operators.length ? barChartSvg("g-clics-operador", "Clics por operador", operators) : undefined,
      labelHeader: "Operador",
      valueHeader: "Clics",
      rows: operators.map((o) => ({ label: o.label, detail: o.label === o.key ? undefined : o.key, value: o.value })),
      empty: "Sin clics en el periodo.",
    },
    {
      id: "clics-ubicacion",
      title: "Clics por ubicación del botón",
      svg: placements.length ? barChartSvg("g-clics-ubicacion", "Clics por ubicación del botón", placements) : undefined,
      labelHeader: "Ubicación",
      valueHeader: "Clics",
      rows: placements.map((p) => ({ label: p.label, detail: p.key === NONE ? undefined : p.key, value: p.value })),
      empty: "Sin clics en el periodo.",
    },
    {
      id: "clics-pagina",
      title: "Clics por página",
      svg: pages.length ? barChartSvg("g-clics-pagina", "Clics por página", pages.slice(0, 20)) : undefined,
      labelHeader: "Página",
      valueHeader: "Clics",
      rows: pages.map((p) => ({ label: p.label, value: p.value })),
      empty: "Sin clics en el periodo.",
    },
    {
      id: "altas-dia",
      title: "Altas en la newsletter por día",
      svg: dailyLineSvg("g-altas-dia", "Altas en la newsletter por día", signupDays, "altas"),
      labelHeader: "Día",
      valueHeader: "Altas",
      rows: dayRows(signupDays),
      empty: "Sin altas en el periodo.",
    },
    {
      id: "confirmaciones-dia",
      title: "Altas confirmadas por día",
      svg: dailyLineSvg("g-confirmaciones-dia", "Altas confirmadas por día", confirmDays, "confirmaciones"),
      labelHeader: "Día",
      valueHeader: "Confirmaciones",
      rows: dayRows(confirmDays),
      empty: "Sin confirmaciones en el periodo.",
    },
  ];

  return {
    from: period.from,
    to: period.to,
    periodText: `Periodo: del ${formatDateLong(period.from)} al ${formatDateLong(period.to)} (días en hora de Madrid).`,
    error,
    summary: [
      { label: "clics de visitantes", value: totalOf(stats.clicks) },
      ...(earnings
        ? [
            { label: "registros", value: earnings.totals.registrations },
            { label: "primeros depósitos (FTD)", value: earnings.totals.ftds },
            { label: "comisión", value: formatCents(earnings.totals.commissionCents) },
            { label: "EPC (comisión por clic)", value: formatEpc(earnings.totals.epcCents) },
            { label: "visitas a páginas (servidor)", value: earnings.totals.views },
          ]
        : []),
      { label: "visitas de bots y precargas (aparte)", value: stats.bots },
      { label: "altas en la newsletter en el periodo", value: totalOf(stats.signups) },
      { label: "altas confirmadas en el periodo", value: totalOf(stats.confirmations) },
      { label: "suscriptores confirmados", value: stats.subscribers },
      { label: "pendientes de confirmar", value: stats.subscribersByStatus.pending },
    ],
    tables: earnings ? earningsTables(earnings) : undefined,
    untracked,
    sections,
    due,
    csvHref: `/panel/clics.csv?${csvQuery.toString()}`,
    generatedText: `Generado el ${formatDateLong(today())}.`,
  };
}
