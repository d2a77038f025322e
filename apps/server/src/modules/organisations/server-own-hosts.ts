import { hostname, networkInterfaces } from 'node:os';
import type { TConfig } from '../../config';
import { hostnameOf } from './audience-brand.repository';

/** Whether a host name (with or without port) is one this server itself answers to. */
export type TIsServerOwnHost = (host: string) => boolean;

/** The names a machine answers to when the server follows each request's Host. */
function machineNames(): string[] {
  const addresses = Object.values(networkInterfaces()).flatMap((list) =>
    (list ?? []).map((entry) => entry.address.toLowerCase()),
  );
  return ['localhost', hostname().toLowerCase(), ...addresses];
}

const isLoopback = (name: string) =>
  name === 'localhost' ||
  name.endsWith('.localhost') ||
  /^127\.\d+\.\d+\.\d+$/.test(name) ||
  name === '::1';

/**
 * The hosts an organisation may never claim as its own audience domain: every configured address
 * of this server (presenter, API, audience, uploads, fonts); and when addresses follow the request
 * (the one-command default, which answers whatever Host it is reached at), also localhost,
 * loopback and the machine's own names and addresses.
 */
export function createServerOwnHosts(
  config: Pick<
    TConfig,
    'addressesFromRequest' | 'presenterUrl' | 'apiUrl' | 'audienceUrl' | 'uploadUrl' | 'fontsUrl'
  >,
): TIsServerOwnHost {
  const configured = [
    config.presenterUrl,
    config.apiUrl,
    config.audienceUrl,
    config.uploadUrl,
    config.fontsUrl,
  ].flatMap((url) => (URL.canParse(url) ? [new URL(url).hostname.toLowerCase()] : []));
  const fromRequest = config.addressesFromRequest;
  const own = new Set([...configured, ...(fromRequest ? machineNames() : [])]);
  return (host) => {
    const name = hostnameOf(host).replace(/\.$/, '');
    return own.has(name) || (fromRequest && isLoopback(name));
  };
}
