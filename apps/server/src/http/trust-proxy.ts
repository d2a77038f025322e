import type { TConfig } from '../config';

type TTrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** TRUST_PROXY in the form Fastify takes: a hop count becomes "trust the nearest N proxies". */
export function toFastifyTrustProxy(value: TConfig['trustProxy']): TTrustProxy {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
