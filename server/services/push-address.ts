import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may post a push (decision 091): https endpoints whose host is, or resolves only
 * to, public addresses. A subscription is the visitor's to write, so without this guard its
 * endpoint could make the server post into the network it stands in.
 */

/** The host's addresses; tests inject a stub instead of real DNS. */
export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

// Two lists: one BlockList would match every IPv4 address against ::ffff:0:0/96.
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC_V4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: would reach any IPv4 address
  ['64:ff9b::', 96], // NAT64: likewise
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC_V6.addSubnet(net, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(address, 'ipv4') : !NOT_PUBLIC_V6.check(address, 'ipv6');
}

/**
 * The addresses a push to `endpoint` may connect to, or null when it may not go there: not https,
 * a host that resolves to nothing, or any address of it not public (one private answer is enough
 * to refuse: DNS could hand out either). `allowPrivate` (tests only) lets http and loopback through.
 */
export async function pushAddresses(
  endpoint: string,
  resolve: Resolver,
  allowPrivate: boolean,
): Promise<string[] | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return null;
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return null;
  }
  if (addresses.length === 0) return null;
  if (!allowPrivate && !addresses.every(isPublicAddress)) return null;
  return addresses;
}
