/**
 * Named values that page texts may quote as `{{nombre}}`, so a phone number, an e-mail address or
 * the publisher's details are written once, in the site config (app/platform/site.ts), and every page
 * that mentions them changes with it. Also the blocks built from that config (`::helplines`,
 * `::opening-hours`). The list for editors is in docs/editing-pages.md.
 *
 * Relative imports only: loaded in plain Node by react-router.config.ts.
 */
import { CONTACT, DEPOSIT_LIMITS, HELPLINES, NEWSLETTER_CADENCE, NEWSLETTER_OPT_IN, MIN_AGE, NEWSLETTER_CONSENT_VERSION, PUBLISHER, REGULATOR, RESPONSIBLE_GAMBLING_PORTAL, SELF_EXCLUSION, SITE_NAME, SITE_URL } from "../../platform/site.ts";
import { fillTemplate, midSentenceVariables } from "../../platform/text.ts";
import type { MdNode } from "./markdown-nodes.ts";
import { cadencePhrase, getCriteria, getReviewCadence } from "../methodology/index.server.ts";
import { BONUS_KINDS, EDITORIAL_EVIDENCE, FIXED_CLAIMS, SCORE_FORMULAS, UNCHECKED, isFormulaCriterion, rankingOrderNote, allLicencesChecked, checkState, comparableWageringMultiple, offerCondition, tieNote } from "../operators/index.ts";
import { getOperators } from "../operators/index.server.ts";
import { formatDateLong, formatEuro } from "../../platform/format.ts";
import { HOME_TOP_COUNT, formatRating, rankingFacts, takesMethod, toCard, type Operator, type PaymentMethod } from "../operators/index.ts";

const euros = (n: number) => formatEuro(n).replace(/\u00a0/g, " ");

/** Facts of the current ranking that page texts quote, so an FAQ answer follows the operator data. */
function rankingVariables(ops: readonly Operator[]): Record<string, string> {
  const byWagering = ops
    .map((o) => ({ o, m: comparableWageringMultiple(o.offer) }))
    .filter((x): x is { o: (typeof ops)[number]; m: number } => x.m !== null)
    .sort((a, b) => a.m - b.m || a.o.rank - b.o.rank);
  const lowest = byWagering[0]?.o;
  const cheapest = [...ops].sort((a, b) => a.minDeposit - b.minDeposit || a.rank - b.rank)[0];
  const top = ops[0];
  const accepting = (m: PaymentMethod) => String(ops.filter((o) => takesMethod(o, m)).length);
  // Among the welcome offers released by wagering a multiple of them, the one with the most euros.
  const biggest = ops
    .filter((o) => o.offer.wagering.base !== "ninguno" && o.offer.cap !== undefined)
    .map((o) => ({ o, cap: o.offer.cap! }))
    .sort((a, b) => b.cap - a.cap || a.o.rank - b.o.rank)[0];
  // «Todos tienen licencia» only when a person has read every licence in the register (decision 0236).
  const unchecked = ops.filter((o) => checkState(o.licenseCheck).state === "sin-comprobar").length;
  const licences = allLicencesChecked(ops)
    ? `Hemos comprobado en el registro de la ${REGULATOR.shortName} la licencia de todos los casinos de este ranking.`
    : `Todos los casinos de este ranking anuncian licencia de la ${REGULATOR.shortName}, pero ${
        unchecked === ops.length ? "aún no hemos comprobado ninguna" : `aún no hemos comprobado ${unchecked} de ${ops.length}`
      } en su registro: búscalos allí antes de registrarte.`;
  return {
    "ranking.count": String(ops.length),
    /** Where the editorial order and the ratings disagree, with the reason (decision 0375); empty when they agree. */
    "ranking.orden": rankingOrderNote(ops),
    /** Whether the ranking's licences are checked, as a sentence: «Todos … tienen licencia» only when every one is. */
    "ranking.licencias": licences,
    /**
     * The licence as the ranking may state it of every operator: «con licencia de la DGOJ» once every licence has a
     * check record, «que anuncian licencia de la DGOJ» before (issue 49; app/composition/operator-claims.ts).
     */
    "ranking.conLicencia": allLicencesChecked(ops) ? `con licencia de la ${REGULATOR.shortName}` : `que anuncian licencia de la ${REGULATOR.shortName}`,
    /** How many of the ranking the home page shows as cards (spec section 9). */
    "ranking.homeTop.count": String(Math.min(HOME_TOP_COUNT, ops.length)),
    /** The ranking's year: that of the newest `updated` date of the operators ("Los 10 mejores… 2026"). */
    "ranking.year": String(rankingFacts(ops).year),
    "ranking.top.name": top?.name ?? "",
    "ranking.top.rating": top ? formatRating(top.rating) : "",
    "ranking.top.path": top?.detailUrl ?? "/comparacion",
    "ranking.biggestBonus.name": biggest?.o.name ?? "",
    "ranking.biggestBonus.bonus": biggest?.o.bonus ?? "",
    "ranking.biggestBonus.requirement": biggest?.o.wageringRequirement ?? "",
    /** The requirement as a phrase inside a sentence («requisito 35x el bono»); `.requirement` is a label. */
    "ranking.biggestBonus.condicion": biggest ? offerCondition(biggest.o.offer) : "",
    "ranking.biggestBonus.path": biggest?.o.detailUrl ?? "/comparacion",
    "ranking.card.count": String(ops.filter((o) => takesMethod(o, "Visa") || takesMethod(o, "Mastercard")).length),
    "ranking.bizum.count": accepting("Bizum"),
    "ranking.paypal.count": accepting("PayPal"),
    "ranking.live.count": String(ops.filter((o) => o.liveDealer).length),
    "ranking.lowestWagering.name": lowest?.name ?? "",
    "ranking.lowestWagering.path": lowest?.detailUrl ?? "/comparacion",
    "ranking.lowestWagering.bonus": lowest?.bonus ?? "",
    "ranking.lowestWagering.requirement": lowest?.wageringRequirement ?? "",
    /** «sin requisito de apuesta», «requisito 1x el bono»: the one to write after a word. */
    "ranking.lowestWagering.condicion": lowest ? offerCondition(lowest.offer) : "",
    "ranking.lowestWagering.minDeposit": lowest ? euros(lowest.bonusMinDeposit) : "",
    "ranking.lowestWagering.validity": lowest ? `${lowest.bonusValidityDays} días` : "",
    "ranking.lowestDeposit.name": cheapest?.name ?? "",
    "ranking.lowestDeposit.amount": cheapest ? euros(cheapest.minDeposit) : "",
    // Who else shares those figures: a «the lowest» that names one operator says its tie (ranking-claims.ts).
    "ranking.lowestWagering.tie": lowest ? tieNote(byWagering.filter((x) => x.o !== lowest && x.m === byWagering[0]!.m).map((x) => x.o.name), "en") : "",
    "ranking.lowestDeposit.tie": cheapest ? tieNote(ops.filter((o) => o !== cheapest && o.minDeposit === cheapest.minDeposit).map((o) => o.name), "en") : "",
  };
}

/**
 * Each operator's current offer, as its data states it, so a page can set it beside an editorial
 * example without retyping it: `{{operador.bet365.oferta}}`, `.requisito` ("1x", or how it is released),
 * `.condicion` (the requirement as a phrase: "requisito de apuesta 1x", "se libera con puntos…"),
 * `.deposito`, `.validez`, `.nombre`, `.ruta`, `.revisado` (the date of the operator's data, in words), `.tipo`
 * (retirable or not) and `.estado` (the offer's check state, «Sin comprobar» or «Comprobado el …»).
 */
function operatorVariables(ops: readonly Operator[]): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const o of ops) {
    const at = `operador.${o.id}`;
    vars[`${at}.nombre`] = o.name;
    vars[`${at}.oferta`] = o.bonus;
    vars[`${at}.requisito`] = o.wageringRequirement;
    vars[`${at}.condicion`] = offerCondition(o.offer);
    vars[`${at}.deposito`] = euros(o.bonusMinDeposit);
    vars[`${at}.validez`] = `${o.bonusValidityDays} días`;
    vars[`${at}.ruta`] = o.detailUrl;
    // The date a person read this offer's terms (its check record), or that nobody has yet.
    vars[`${at}.revisado`] = o.offerCheck ? formatDateLong(o.offerCheck.checked) : "sin comprobar";
    // How the bonus is paid (retirable or not), in a few words: «Crédito de apuesta», «Saldo de bono», «Dinero real».
    vars[`${at}.tipo`] = BONUS_KINDS[o.bonusKind].split(":")[0]!;
    // The offer's state as the site's cells say it: «Comprobado el 2 de enero de 2026» or «Sin comprobar».
    vars[`${at}.estado`] = o.offerCheck ? `Comprobado el ${formatDateLong(o.offerCheck.checked)}` : UNCHECKED;
  }
  return vars;
}

/** Spec section 9's fixed claims, which every review quotes (app/features/operators/fixed-claims.ts). */
function claimVariables(): Record<string, string> {
  const c = FIXED_CLAIMS;
  const pct = (n: number) => `${n} %`;
  return {
    "condiciones.validez": `${c.bonusValidityDays} días`,
    "condiciones.verificacion": c.identityCheck,
    "condiciones.aportacion.slots": pct(c.contribution[0].percent),
    "condiciones.aportacion.blackjack": pct(c.contribution[1].percent),
    "condiciones.aportacion.ruleta": pct(c.contribution[2].percent),
    "condiciones.retirada.dia": euros(c.withdrawalLimits.day),
    "condiciones.retirada.semana": euros(c.withdrawalLimits.week),
    "condiciones.retirada.mes": euros(c.withdrawalLimits.month),
    /** "3-5 días con tarjeta; 24-48 horas con monederos…; 5-7 días por transferencia bancaria" */
    "condiciones.plazos": c.withdrawalTimes.map((w) => `${w.time} ${w.inline}`).join("; "),
    "condiciones.enfriamiento.min": c.coolingOff.min,
    "condiciones.enfriamiento.max": c.coolingOff.max,
    "condiciones.subidaLimites": c.limitIncreaseWait,
    "condiciones.niveles": c.loyaltyTiers.join(", "),
    "condiciones.reembolso.min": c.weeklyCashback.min,
    "condiciones.reembolso.max": c.weeklyCashback.max,
    "condiciones.impuestos.tipo": c.taxRate,
    "condiciones.impuestos.umbral": euros(c.taxThreshold),
  };
}

/** The ranking's criteria and weights (app/features/methodology/methodology), so /metodologia never retypes them. */
function methodologyVariables(): Record<string, string> {
  const criteria = getCriteria();
  const items = criteria.map((c) => `${c.name} (${c.weight} %)`);
  const vars: Record<string, string> = {
    "metodologia.criterios": String(criteria.length),
    /** "Licencia y seguridad (20 %), … y Juego responsable (5 %)" */
    "metodologia.lista": items.length > 1 ? `${items.slice(0, -1).join(", ")} y ${items.at(-1)}` : (items[0] ?? ""),
  };
  for (const c of criteria) {
    vars[`metodologia.${c.id}.nombre`] = c.name;
    vars[`metodologia.${c.id}.peso`] = `${c.weight} %`;
  }
  // How often each kind of data is checked (content/site/review-cadence.yaml), as «una vez al trimestre»
  // and as days: the editorial checklist reads the same numbers.
  const cadence = getReviewCadence();
  for (const [key, days] of [
    ["licencia", cadence.licenceDays],
    ["oferta", cadence.offerDays],
    ["datos", cadence.factsDays],
  ] as const) {
    vars[`metodologia.revision.${key}`] = cadencePhrase(days);
    vars[`metodologia.revision.${key}.dias`] = String(days);
  }
  return vars;
}

/** The site's variables; `ops` are the site's operators unless a test passes its own (every variant of the data). */
export function pageVariables(ops: readonly Operator[] = getOperators()): Record<string, string> {
  const vars: Record<string, string> = {
    "site.name": SITE_NAME,
    "site.host": SITE_URL.replace(/^https?:\/\//, ""),
    "site.minAge": String(MIN_AGE),
    "contact.email": CONTACT.email,
    "contact.privacyEmail": CONTACT.privacyEmail,
    "contact.chatHours": CONTACT.chatHours,
    "contact.emailReply": CONTACT.emailReply,
    "publisher.name": PUBLISHER.name,
    "publisher.address": PUBLISHER.address,
    "publisher.nif": PUBLISHER.nif,
    "publisher.email": PUBLISHER.email,
    "publisher.registry": PUBLISHER.registry,
    "regulator.name": REGULATOR.name,
    "regulator.shortName": REGULATOR.shortName,
    "regulator.url": REGULATOR.url,
    "regulator.law": REGULATOR.law,
    "selfExclusion.name": SELF_EXCLUSION.name,
    /** "RGIAJ" of "RGIAJ – Registro General…". */
    "selfExclusion.shortName": SELF_EXCLUSION.name.split(" – ")[0]!,
    "selfExclusion.url": SELF_EXCLUSION.url,
    "selfExclusion.availability": SELF_EXCLUSION.availability,
    "portal.name": RESPONSIBLE_GAMBLING_PORTAL.name,
    "portal.url": RESPONSIBLE_GAMBLING_PORTAL.url,
    "newsletter.consentVersion": NEWSLETTER_CONSENT_VERSION,
    "newsletter.cadence": NEWSLETTER_CADENCE.phrase,
    "newsletter.cadenceAdjective": NEWSLETTER_CADENCE.adjective,
    "newsletter.confirmDays": String(NEWSLETTER_OPT_IN.confirmDays),
    "newsletter.pendingDays": String(NEWSLETTER_OPT_IN.pendingRetentionDays),
    "newsletter.resendMinutes": String(NEWSLETTER_OPT_IN.resendMinutes),
    "newsletter.unsubscribedDays": String(NEWSLETTER_OPT_IN.unsubscribedRetentionDays),
    "newsletter.mailLogDays": String(NEWSLETTER_OPT_IN.mailLogRetentionDays),
    "limits.daily": euros(DEPOSIT_LIMITS.daily),
    "limits.weekly": euros(DEPOSIT_LIMITS.weekly),
    "limits.monthly": euros(DEPOSIT_LIMITS.monthly),
    "limits.source": DEPOSIT_LIMITS.source,
    ...rankingVariables(ops),
    ...operatorVariables(ops),
    ...methodologyVariables(),
    ...claimVariables(),
  };
  for (const h of HELPLINES) {
    vars[`helplines.${h.id}.name`] = h.name;
    vars[`helplines.${h.id}.display`] = h.display;
    /** The name before its long form: "FEJAR" of "FEJAR – Federación Española…". */
    vars[`helplines.${h.id}.shortName`] = h.name.split(" – ")[0]!;
    vars[`helplines.${h.id}.tel`] = h.tel;
    vars[`helplines.${h.id}.url`] = h.url;
  }
  return vars;
}

/**
 * Variables whose value is a label starting with a capital («Sin requisito de apuesta», «Transferencia
 * bancaria», «Saldo de bono: …»): right at the start of a sentence, after «:» or inside «»; wrong after a
 * word («con un requisito de Sin requisito de apuesta»). Each with the variable to write there instead.
 * Copy files' local ones are here too (the review's `{{operador.requisito}}`, the method pages' `{{metodo}}`).
 */
export function inSentenceVariable(name: string): string | undefined {
  const m = /^(ranking\.(?:lowestWagering|biggestBonus)|operador\.[a-z0-9-]+)\.(requirement|requisito)$/.exec(name);
  if (m) return `${m[1]}.condicion`;
  if (name === "operador.requisito") return "operador.condicion";
  if (name === "metodo") return "metodo.frase";
  return undefined;
}

/** A label variable written after a word (see inSentenceVariable), with its line in `text` (from 1) and what to write. */
export function misplacedLabels(text: string): { name: string; line: number; message: string }[] {
  return midSentenceVariables(text, (n) => inSentenceVariable(n) !== undefined).map(({ name, offset }) => ({
    name,
    line: (text.slice(0, offset).match(/\n/g) ?? []).length + 1,
    message: `{{${name}}} empieza en mayúscula («Sin requisito de apuesta», «Transferencia bancaria»): va al principio de una frase o tras «:»; dentro de una frase escribe {{${inSentenceVariable(name)}}}`,
  }));
}

/**
 * Replaces every `{{nombre}}` by its value. Unknown names are reported with the line they are on
 * (counted from 1 in `text`) and left as they are.
 */
export function interpolate(text: string, onUnknown: (name: string, line: number) => void, vars = pageVariables()): string {
  return fillTemplate(text, vars, (name, offset) => onUnknown(name, (text.slice(0, offset).match(/\n/g) ?? []).length + 1));
}

/** Blocks drawn from the site config, expanded by the Markdown pipeline. */
/**
 * `::operador{id="bet365"}`: an operator's call to action inside a blog post or a page (name,
 * rating, bonus and terms, «Publicidad», +18 and the tracked button with placement `article`),
 * drawn from the operator's data so it follows every change of the offer. An unknown id is a
 * problem of the content check.
 */
export function operatorBlock(attrs: Record<string, unknown>): MdNode[] | string {
  const unknown = Object.keys(attrs).filter((k) => k !== "id");
  if (unknown.length) return `atributo desconocido ${unknown.map((k) => `«${k}»`).join(", ")}; solo lleva id, por ejemplo ::operador{id="bet365"}`;
  const ops = getOperators();
  const id = attrs.id;
  if (typeof id !== "string" || !id) return `falta el atributo «id» con el identificador del operador (el nombre de su archivo en content/operators), por ejemplo ::operador{id="${ops[0]?.id ?? "mi-casino"}"}`;
  const op = ops.find((o) => o.id === id);
  if (!op) return `no existe el operador «${id}»; los operadores son: ${ops.map((o) => o.id).join(", ")}`;
  return [{ t: "operator", op: toCard(op) }];
}

/** The blocks only posts may use too (posts take no other directive). */
export const postBlocks: Record<string, (attrs: Record<string, unknown>) => MdNode[] | string> = { operador: operatorBlock };

export const configBlocks: Record<string, (attrs: Record<string, unknown>) => MdNode[] | string> = {
  operador: operatorBlock,
  /** `::helplines` (a list) or `::helplines{format="table" caption="…"}`: every help line of the config. */
  helplines(attrs) {
    const unknown = Object.keys(attrs).filter((k) => k !== "format" && k !== "caption");
    if (unknown.length) return `atributo desconocido ${unknown.map((k) => `«${k}»`).join(", ")}`;
    if (attrs.format === "table") {
      if (typeof attrs.caption !== "string" || !attrs.caption) return "una tabla necesita un título: caption=\"…\"";
      return [
        {
          t: "table",
          caption: attrs.caption,
          rowHeaders: true,
          align: [null, null, null],
          head: [["Servicio"], ["Teléfono"], ["Qué ofrece"]],
          rows: HELPLINES.map((h) => [[h.name], [{ t: "a", href: `tel:${h.tel}`, c: [h.display] }], [h.description]]),
        },
      ];
    }
    if (attrs.format !== undefined && attrs.format !== "list") return "format debe ser «list» o «table»";
    return [
      {
        t: "list",
        ordered: false,
        start: 1,
        items: HELPLINES.map((h) => [
          { t: "text", c: [{ t: "strong", c: [`${h.name}:`] }, " ", { t: "a", href: `tel:${h.tel}`, c: [h.display] }, `. ${h.description}`] },
        ]),
      },
    ];
  },
  /** `::criterios-ranking`: the table of criteria, weights and what each one checks (app/features/methodology/methodology). */
  "criterios-ranking"(attrs) {
    const unknown = Object.keys(attrs).filter((k) => k !== "caption");
    if (unknown.length) return `atributo desconocido ${unknown.map((k) => `«${k}»`).join(", ")}`;
    const caption = typeof attrs.caption === "string" && attrs.caption ? attrs.caption : "Criterios de valoración y peso de cada uno en la nota final";
    return [
      {
        t: "table",
        caption,
        rowHeaders: true,
        align: [null, "right", null],
        head: [["Criterio"], ["Peso"], ["Qué miramos"]],
        rows: getCriteria().map((c) => [[c.name], [`${c.weight} %`], [`${c.summary} Miramos: ${c.checks.map((x) => x.charAt(0).toLowerCase() + x.slice(1)).join("; ")}.`]]),
      },
    ];
  },
  /**
   * `::formulas-puntuacion`: how each criterion is scored today (score-formulas.ts, decision 0375): the formula a
   * reader applies to the `inputs` of /datos/operadores.json, or the check an editorial note needs to count.
   */
  "formulas-puntuacion"(attrs) {
    const unknown = Object.keys(attrs).filter((k) => k !== "caption");
    if (unknown.length) return `atributo desconocido ${unknown.map((k) => `«${k}»`).join(", ")}`;
    const caption = typeof attrs.caption === "string" && attrs.caption ? attrs.caption : "Cómo se puntúa cada criterio";
    return [
      {
        t: "table",
        caption,
        rowHeaders: true,
        align: [null, "right", null],
        head: [["Criterio"], ["Peso"], ["Cómo se puntúa"]],
        rows: getCriteria().map((c) => [
          [c.name],
          [`${c.weight} %`],
          [
            isFormulaCriterion(c.id)
              ? `Fórmula, con los datos del operador: ${SCORE_FORMULAS[c.id].text}`
              : `Nota de la redacción, que solo cuenta con una comprobación firmada por una persona real: ${EDITORIAL_EVIDENCE[c.id]?.label ?? "sin comprobación prevista"}. Sin ella, «Sin puntuar».`,
          ],
        ]),
      },
    ];
  },
  /** `::opening-hours`: the help centre's hours from the config, one line per day range. */
  "opening-hours"(attrs) {
    if (Object.keys(attrs).length) return "no admite atributos";
    return [{ t: "list", ordered: false, start: 1, items: CONTACT.hours.map((h) => [{ t: "text", c: [`${h.days}: ${h.time}`] }]) }];
  },
};
