import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks may go (decision 0033). A company names the URL, so without this rule any company
 * admin could make the server call into its own network (metadata services, databases, admin
 * pages). Refused: loopback, private, link-local, shared (CGNAT), multicast, reserved and
 * unspecified addresses, IPv4 written inside IPv6, and NAT64; unless the operator allows an address
 * or range (`WEBHOOK_ALLOWED_ADDRESSES`). Checked on the address actually connected to, after DNS.
 */
// One list per family: a BlockList also checks an IPv4 address against IPv6 rules (as `::ffff:a.b.c.d`),
// so the rule refusing IPv4-mapped IPv6 addresses would refuse every IPv4 address.
const REFUSED_V4 = new BlockList();
const REFUSED_V6 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  REFUSED_V4.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  REFUSED_V6.addSubnet(net, bits, 'ipv6');

export type AddressPolicy = {
  refuses(address: string): boolean;
  /** The operator named this address (plain http is accepted to it). */
  allows(address: string): boolean;
};

/** The policy with the operator's allowed addresses and ranges (`10.1.2.3`, `10.0.0.0/8`, `::1`). */
export function addressPolicy(allowed: readonly string[]): AddressPolicy {
  const allow = new BlockList();
  for (const entry of allowed) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allow.addAddress(address, family);
    else allow.addSubnet(address, Number(bits), family);
  }
  const typeOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
  const allows = (address: string) => isIP(address) !== 0 && allow.check(address, typeOf(address));
  return {
    allows,
    refuses: (address) => {
      const family = isIP(address);
      if (family === 0) return true;
      if (allows(address)) return false;
      return family === 4 ? REFUSED_V4.check(address, 'ipv4') : REFUSED_V6.check(address, 'ipv6');
    },
  };
}

/** A URL's host as an address when it is one (`[::1]` → `::1`), else undefined (a name). */
export const literalAddress = (url: URL) => {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
};

export class RefusedAddress extends Error {
  readonly address: string;
  constructor(address: string) {
    super(`address not allowed: ${address}`);
    this.address = address;
    this.name = 'RefusedAddress';
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http.request`: resolves the name and refuses the connection when any address it
 * gives is refused, so a name pointing into a private network (or a DNS answer that changed since
 * the URL was saved) is never reached. Node calls it with `all: true` (address family selection)
 * or without.
 */
export function checkedLookup(policy: AddressPolicy) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = addresses.find((a) => policy.refuses(a.address));
      if (refused) return callback(new RefusedAddress(refused.address), []);
      const [first] = addresses;
      if (!first) return callback(new Error(`no address for ${hostname}`), []);
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
