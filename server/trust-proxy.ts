// TRUST_PROXY → Express's "trust proxy" setting, restricted to forms that name WHICH proxies to
// believe. `true` (believe every hop) is refused: any client can then choose its own address by
// sending `X-Forwarded-For`, which would let one client dodge the signup rate limit, or lock
// other people out of it by spoofing their addresses.
import net from "node:net";

const NAMED = new Set(["loopback", "linklocal", "uniquelocal"]);

export class TrustProxyError extends Error {
  override name = "TrustProxyError";
}

function validItem(item: string): boolean {
  if (NAMED.has(item) || net.isIP(item)) return true;
  const slash = item.indexOf("/");
  if (slash < 0) return false;
  const addr = item.slice(0, slash);
  const bits = item.slice(slash + 1);
  const family = net.isIP(addr);
  if (!family || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** Hop count, or list of addresses/subnets/named ranges; undefined = trust none. */
export function parseTrustProxy(value: string | undefined): number | string[] | undefined {
  const v = value?.trim() ?? "";
  if (v === "") return undefined;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const items = v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
  const bad = items.filter((i) => !validItem(i));
  if (bad.length > 0 || items.length === 0) {
    const why = ["true", "yes", "on", "all", "*"].includes(v.toLowerCase())
      ? "trusting every proxy lets any client forge its address with X-Forwarded-For"
      : `not understood: ${bad.map((b) => JSON.stringify(b.slice(0, 60))).join(", ")}`;
    throw new TrustProxyError(
      `TRUST_PROXY=${JSON.stringify(v.slice(0, 100))} refused (${why}). Use the number of proxies in front of the ` +
        "server (e.g. 1), the proxies' addresses or subnets (e.g. 10.0.0.0/8,192.168.1.5), or loopback.",
    );
  }
  return items;
}
