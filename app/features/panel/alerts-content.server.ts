/**
 * The content side of the alerts (./alerts.server.ts): which operators have a tracking link, and
 * each one's silence allowance from its platform file (`alertAfterDays`).
 */
import { getAffiliateUrl, getOperators } from "../operators/index.server.ts";
import { getPlatforms, platformOfOperator, SILENT_DAYS_DEFAULT, type Platform } from "../conversions/index.server.ts";

export function trackedOperators(): Array<{ id: string; name: string; silentDays: number }> {
  let platforms: Platform[] = [];
  try {
    platforms = getPlatforms();
  } catch {
    // The content check reports a broken platform file; the default applies meanwhile.
  }
  return getOperators()
    .filter((o) => getAffiliateUrl(o.id) !== undefined)
    .map((o) => ({ id: o.id, name: o.name, silentDays: platformOfOperator(o.id, platforms)?.alertAfterDays ?? SILENT_DAYS_DEFAULT }));
}
