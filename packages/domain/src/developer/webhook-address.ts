import ipaddr from 'ipaddr.js';

/**
 * Every IANA special-purpose range (the IPv4 and IPv6 Special-Purpose Address Registries, RFC
 * 6890 and its updates), with multicast, the reserved 240.0.0.0/4 and the deprecated site-local
 * and IPv4-compatible IPv6 blocks: a webhook (ADR 0051, 0063) reaches none of them, globally
 * reachable or not, since none is a merchant's web server. Translation prefixes (NAT64, 6to4,
 * Teredo, IPv4-mapped) are refused whole: what they embed could be any IPv4 address.
 */
export const SPECIAL_PURPOSE_RANGES: readonly string[] = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.31.196.0/24',
  '192.52.193.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '192.175.48.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/96',
  '::ffff:0:0/96',
  '::ffff:0:0:0/96',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '100:0:0:1::/64',
  '2001::/23',
  '2001:db8::/32',
  '2002::/16',
  '3fff::/20',
  '5f00::/16',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
];

const RANGES = SPECIAL_PURPOSE_RANGES.map((cidr) => ipaddr.parseCIDR(cidr));

/**
 * Whether an IP address (v4 or v6 text, IPv6 with or without brackets) lies in a special-purpose
 * range (`SPECIAL_PURPOSE_RANGES`; `::/96` holds `::` and `::1`). Text that is no IP address in
 * its standard form (a name, or the odd IPv4 spellings a URL parser rewrites first) is not
 * judged here: false.
 */
export function isPrivateAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  return RANGES.some(
    ([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits),
  );
}

/**
 * Whether a host is this machine by name: `localhost`, any name under it (RFC 6761), with or
 * without the trailing dot of a fully qualified name, in any case.
 */
export const isLocalhostName = (host: string): boolean => /^(?:.+\.)?localhost\.*$/i.test(host);

/** What the WHATWG URL parser (a global of every browser and of Node) gives back of a URL. */
export interface WhatwgUrlParts {
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
}

/**
 * A URL as browsers and Node's `fetch` read it: the WHATWG parser, which rewrites `2130706433`,
 * `0177.0.0.1` and `0x7f.1` to `127.0.0.1` and `[::ffff:127.0.0.1]` to `[::ffff:7f00:1]`, so the
 * check judges the host the connection will use. Undefined for text it refuses.
 */
export function parseWhatwgUrl(text: string): WhatwgUrlParts | undefined {
  const Url = (globalThis as unknown as { URL: new (text: string) => WhatwgUrlParts }).URL;
  try {
    return new Url(text);
  } catch {
    return undefined;
  }
}

/** A URL host without IPv6 brackets, the form addresses are judged in. */
export const bareHost = (hostname: string): string => hostname.replace(/^\[|\]$/g, '');
