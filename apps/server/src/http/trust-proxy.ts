import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TConfig } from '../config';

type TTrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** TRUST_PROXY in the form Fastify takes: a hop count becomes "trust the nearest N proxies". */
export function toFastifyTrustProxy(value: TConfig['trustProxy']): TTrustProxy {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/**
 * The client address of a raw request (a socket's handshake), by the same TRUST_PROXY rule
 * Fastify applies to HTTP requests.
 */
export function createClientIp(value: TConfig['trustProxy']): (request: IncomingMessage) => string {
  const trust = toFastifyTrustProxy(value);
  const trustFn =
    typeof trust === 'function'
      ? trust
      : typeof trust === 'boolean'
        ? () => trust
        : proxyAddr.compile(trust.split(',').map((part) => part.trim()));
  return (request) => proxyAddr(request, trustFn) || 'unknown';
}
