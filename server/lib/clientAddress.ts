/**
 * The client's address for a raw Node request, by the same trust rules Fastify applies to `request.ip`
 * (TRUST_PROXY, docs/security.md): WebSocket upgrades never become Fastify requests, yet the tracking hub limits
 * connections per client address and must see the same address the HTTP routes see.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

type Trust = boolean | number | string[];

/** The named ranges proxy-addr (Fastify's trust list) knows. */
const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.1', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const plain = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

function trustedList(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED[entry.toLowerCase()];
    if (named) {
      for (const [network, prefix, type] of named) list.addSubnet(network, prefix, type);
      continue;
    }
    const [network, prefix] = entry.split('/');
    const address = plain(network);
    if (!isIP(address)) continue;
    if (prefix === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, Number(prefix), family(address));
  }
  return (address) => isIP(address) > 0 && list.check(address, family(address));
}

/** A function giving a raw request's client address, trusting X-Forwarded-For as far as `trust` says. */
export function clientAddressOf(trust: Trust): (request: IncomingMessage) => string {
  const trusted: (address: string, hop: number) => boolean =
    trust === true
      ? () => true
      : typeof trust === 'number'
        ? (_address, hop) => hop < trust
        : Array.isArray(trust)
          ? (
              (isTrusted) => (address: string) =>
                isTrusted(address)
            )(trustedList(trust))
          : () => false;
  return (request) => {
    const socketAddress = plain(request.socket.remoteAddress ?? '');
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map(plain)
      .filter(Boolean)
      .reverse();
    // Nearest first: the socket's peer, then each proxy's claim about who came before it.
    const chain = [socketAddress, ...forwarded];
    for (let hop = 0; hop < chain.length - 1; hop++) {
      if (!trusted(chain[hop], hop)) return chain[hop] || 'unknown';
    }
    return chain[chain.length - 1] || 'unknown';
  };
}
