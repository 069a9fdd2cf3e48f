/**
 * The source watch's guard against request forgery (ARCHITECTURE.md, traps): a URL taken from
 * content is fetched only when every address its host resolves to is public. Refused: loopback,
 * private (RFC 1918, CGNAT), link-local, unique-local, multicast, documentation, benchmarking,
 * reserved and unspecified ranges, and IPv6 forms that embed an IPv4 address (mapped, NAT64,
 * 6to4), whose IPv4 part is judged instead. `allowLoopback` (SOURCES_ALLOW_LOOPBACK=1, the tests'
 * fake operator site) lets loopback through and nothing else.
 *
 * The check runs inside the connection's own DNS lookup (fetch-page.server.ts), so the address
 * judged is the address connected to: a second resolution cannot swap it (DNS rebinding).
 */
import dns from "node:dns";
import net from "node:net";

const blocked = new net.BlockList();
const loopback = new net.BlockList();

for (const [cidr, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(cidr, prefix, "ipv4");
}
for (const [cidr, prefix] of [
  ["::", 128],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(cidr, prefix, "ipv6");
}
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** The IPv4 address inside an IPv6 one (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
function embeddedIpv4(address: string): string | null {
  const words = expandIpv6(address);
  if (!words) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zero = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  if (zero(0, 5) && words[5] === 0xffff) return v4(words[6]!, words[7]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && zero(2, 6)) return v4(words[6]!, words[7]!);
  if (words[0] === 0x2002) return v4(words[1]!, words[2]!);
  // IPv4-compatible ::a.b.c.d (deprecated), but not :: and ::1.
  if (zero(0, 6) && (words[6] !== 0 || words[7]! > 1)) return v4(words[6]!, words[7]!);
  return null;
}

/** An IPv6 address as its eight 16-bit words (a trailing dotted IPv4 part included), or null. */
function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase().split("%")[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const b = dotted[1]!.split(".").map(Number);
    text = text.slice(0, -dotted[1]!.length) + `${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(":").map((w) => parseInt(w, 16)) : []);
  const h = part(head);
  const t = part(tail);
  const fill = tail === undefined ? 0 : 8 - h.length - t.length;
  const words = [...h, ...Array<number>(Math.max(fill, 0)).fill(0), ...t];
  return words.length === 8 && words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? words : null;
}

/**
 * Why `address` (an IP literal) may not be fetched, in Spanish, or null when it is public (or
 * loopback while `allowLoopback`).
 */
export function addressProblem(address: string, allowLoopback = false): string | null {
  const family = net.isIP(address);
  if (family === 0) return `«${address}» no es una dirección IP`;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (loopback.check(address, type)) return allowLoopback ? null : `${address} es una dirección local (loopback)`;
  if (type === "ipv6") {
    const inner = embeddedIpv4(address);
    if (inner) {
      const problem = addressProblem(inner, allowLoopback);
      return problem ? `${address} contiene ${inner}: ${problem}` : null;
    }
  }
  if (blocked.check(address, type)) return `${address} es una dirección privada, local o reservada, no de Internet`;
  return null;
}

/** A host resolved or refused: an error the fetcher reports as the URL's result. */
export class BlockedAddressError extends Error {
  readonly code = "ESOURCEBLOCKED";
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request: resolves every address of the host and refuses the connection
 * when any of them is not public (a host with one private address is treated as private).
 */
export function guardedLookup(allowLoopback: boolean, resolve: typeof dns.lookup = dns.lookup) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    resolve(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const list = addresses as dns.LookupAddress[];
      if (!list.length) return callback(Object.assign(new Error(`${hostname} no tiene dirección`), { code: "ENOTFOUND" }), "");
      for (const a of list) {
        const problem = addressProblem(a.address, allowLoopback);
        if (problem) return callback(new BlockedAddressError(`${hostname} → ${problem}`), "");
      }
      if (options?.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
