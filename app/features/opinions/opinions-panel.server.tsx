import type { ReactElement } from "react";
import type { Db } from "../../platform/db/db.server.ts";
import { formatDateLong } from "../../platform/format.ts";
import { readBody, TooLarge } from "../../platform/json-request.server.ts";
import { isOpinionId, moderateOpinion, pendingOpinions, REJECT_REASON_MAX, type ModerationItem, type ModerationOutcome } from "./opinions.server.ts";
import { opinionsPath } from "./opinions-links.ts";

/**
 * The moderation page of /panel (GET /panel/opiniones lists confirmed opinions waiting; its forms
 * POST approve or reject-with-reason). The panel wraps it in its document, behind its login and its
 * same-origin check. The owner can approve or reject, never edit: there is no field for the words.
 */
export const MODERATION_PATH = "/panel/opiniones";

export interface ModerationPanelContext {
  getDatabase: () => Promise<Db>;
}

const OUTCOME_TEXT: Record<ModerationOutcome, string> = {
  approved: "Opinión aprobada: ya se muestra en la página de opiniones del operador.",
  rejected: "Opinión rechazada: no se muestra; el motivo queda guardado.",
  "not-found": "No existe ninguna opinión con ese número (quizá su autor la ha borrado).",
  unconfirmed: "Esa opinión aún no la ha confirmado su autor por email: no se puede moderar.",
  unchanged: "Esa opinión ya estaba en ese estado: no se ha cambiado nada.",
};

const OUTCOMES = new Set(Object.keys(OUTCOME_TEXT));

export type ModerationAnswer =
  | { kind: "page"; status: number; title: string; body: ReactElement }
  | { kind: "redirect"; location: string }
  | { kind: "error"; status: number; message: string; headers?: Record<string, string> };

/** A moderation form is an id, a decision and a reason of at most REJECT_REASON_MAX characters. */
export const MAX_FORM_BYTES = 8192;

/** GET: the list (and the outcome of the last action, from `?hecho=`). POST: one decision, then back to the list (303). */
export async function moderationPanel(request: Request, ctx: ModerationPanelContext): Promise<ModerationAnswer> {
  const db = await ctx.getDatabase();
  if (request.method === "POST") {
    const type = request.headers.get("content-type") ?? "";
    if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
      return { kind: "error", status: 415, message: "El formulario debe enviarse como application/x-www-form-urlencoded." };
    }
    let text: string;
    try {
      // Read no further than the limit: a huge or endless body never fills memory (the JSON endpoints' rule).
      text = new TextDecoder("utf-8", { fatal: true }).decode(await readBody(request, MAX_FORM_BYTES));
    } catch (error) {
      if (error instanceof TooLarge) return { kind: "error", status: 413, message: "La solicitud es demasiado grande.", headers: { Connection: "close" } };
      return { kind: "error", status: 400, message: "El formulario no se ha podido leer: envíalo de nuevo desde la página del panel." };
    }
    const form = new URLSearchParams(text);
    const id = form.get("id") ?? "";
    const decision = form.get("accion");
    if (!isOpinionId(id) || (decision !== "aprobar" && decision !== "rechazar")) {
      return { kind: "error", status: 400, message: "Falta el número de la opinión o la acción (aprobar o rechazar)." };
    }
    const reason = (form.get("motivo") ?? "").trim();
    if (decision === "rechazar" && reason === "") {
      return { kind: "error", status: 400, message: "Para rechazar una opinión escribe el motivo." };
    }
    const outcome = await moderateOpinion(db, id, decision === "aprobar" ? "approve" : "reject", reason);
    return { kind: "redirect", location: `${MODERATION_PATH}?hecho=${outcome}` };
  }
  const done = new URL(request.url).searchParams.get("hecho");
  const notice = done && OUTCOMES.has(done) ? OUTCOME_TEXT[done as ModerationOutcome] : undefined;
  const items = await pendingOpinions(db);
  return { kind: "page", status: 200, title: "Opiniones pendientes", body: <ModerationList items={items} notice={notice} /> };
}

function ModerationList({ items, notice }: { items: ModerationItem[]; notice?: string }) {
  return (
    <main>
      {/* The panel's CSP allows its documents' own <style> blocks (by hash), never a style attribute. */}
      <style dangerouslySetInnerHTML={{ __html: ".opinion-text{white-space:pre-line;overflow-wrap:anywhere}" }} />
      <p>
        <a href="/panel">← Volver al panel</a>
      </p>
      <h1>Opiniones pendientes de moderar ({items.length})</h1>
      <p className="muted">
        Opiniones que su autor ya ha confirmado por email, de la más antigua a la más reciente. Apruébalas tal como están o recházalas con un motivo
        (por ejemplo: insultos, datos personales, publicidad, no trata del operador). No se puede cambiar el texto de nadie. También desde la terminal:
        «npm run opiniones -- pendientes».
      </p>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {items.length === 0 ? (
        <p>No hay ninguna opinión pendiente.</p>
      ) : (
        items.map((o) => (
          <section key={o.id} aria-labelledby={`op-${o.id}`}>
            <h2 id={`op-${o.id}`}>
              Nº {o.id} · {o.operatorName} · {o.rating} de 5
            </h2>
            <p>
              <strong>{o.title}</strong>
            </p>
            <p className="opinion-text">{o.text}</p>
            <p className="muted">
              Escrita el {formatDateLong(o.createdAt.toISOString().slice(0, 10))}
              {o.customerSince ? ` · cliente desde ${o.customerSince} (dato del autor, sin verificar)` : ""} · se publicaría en{" "}
              <a href={opinionsPath(o.operatorId)}>{opinionsPath(o.operatorId)}</a>
            </p>
            <form method="post" action={MODERATION_PATH}>
              <input type="hidden" name="id" value={o.id} />
              <input type="hidden" name="accion" value="aprobar" />
              <button type="submit">Aprobar nº {o.id}</button>
            </form>
            <form method="post" action={MODERATION_PATH}>
              <input type="hidden" name="id" value={o.id} />
              <input type="hidden" name="accion" value="rechazar" />
              <label>
                Motivo del rechazo
                <input name="motivo" required maxLength={REJECT_REASON_MAX} />
              </label>
              <button type="submit">Rechazar nº {o.id}</button>
            </form>
          </section>
        ))
      )}
    </main>
  );
}
