import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address. */
export function isLoopbackAddress(address: string) {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * True only for a caller on this machine: the client address (after TRUST_PROXY's handling) is a
 * loopback address. A request that names another client in forwarding headers the server does not
 * trust counts as remote: it came through a proxy on this machine, so its socket address says
 * nothing about who sent it.
 */
export function isLocalRequest(request: FastifyRequest, proxyTrusted: boolean) {
  if (!proxyTrusted && FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  return isLoopbackAddress(request.ip);
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count trusts that many addresses from the right of the
 * forwarding chain whoever they are (Fastify itself refuses plain counts), so it is for servers
 * reachable only through those proxies; a list of addresses also checks who forwarded.
 */
export function trustProxyOption(trust: false | number | string[]) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
