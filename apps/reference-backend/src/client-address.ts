// Who is calling: the address a rate limit, a login record or a country lookup is keyed on. Behind
// a reverse proxy (load balancer, CDN) the socket's peer is the proxy, and every player would
// share its address; X-Forwarded-For names the client, but any client can write that header, so
// it is believed only as far as TRUST_PROXY says. The HTTP server and the socket server use the
// same rule (one function), so a limit cannot be escaped through the transport that trusts more.
import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';

/** false: clients connect directly; a number: that many proxies in front; else addresses/ranges. */
export type TrustProxy = false | number | string[];

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(\.\d{1,3}){3})$/i;

/** Whether a listen address reaches only this machine. */
export const isLoopbackHost = (host: string): boolean => LOOPBACK_HOST.test(host.trim());

/**
 * TRUST_PROXY: unset; `false` (clients connect directly); a hop count (`1`: one proxy in front);
 * or comma-separated addresses and CIDR ranges of the proxies (`10.0.0.0/8, 192.168.1.4`, or
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Anything else is refused.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = raw.trim();
  if (/^(false|none|off)$/i.test(value) || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error(`TRUST_PROXY hop count must be 0-32, got ${value}`);
    return hops;
  }
  const ranges = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    proxyaddr.compile(ranges);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be false, a hop count or comma-separated proxy addresses/ranges, got "${raw}": ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
  return ranges;
}

/** The trust rule as proxy-addr's function: is the i-th address from the socket a trusted proxy? */
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyaddr.compile(trust);
}

/** The client's address of a raw request (the socket server's handshake), by the same rule. */
export const clientAddress = (
  req: IncomingMessage,
  trust: (address: string, hop: number) => boolean,
): string => proxyaddr(req, trust);
