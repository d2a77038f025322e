import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { TConfig } from '../config';
import {
  isLoopbackHost,
  resolveAddresses,
  type TPublicAddresses,
  type TRequestAddress,
} from './public-addresses';

// Bridges of containers and virtual machines, and tunnels: phones on the room's Wi-Fi are not there.
const VIRTUAL_INTERFACE = /^(docker|br-|veth|virbr|vmnet|vboxnet|utun|tun|tap|wg|zt|tailscale)/i;

/** Private ranges first (a room's Wi-Fi), then the others. */
function rankAddress(address: string): number {
  if (address.startsWith('192.168.')) return 0;
  if (address.startsWith('10.')) return 1;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(address)) return 2;
  return 3;
}

/** Whether the server is bound to a loopback address (HOST=127.0.0.1): no phone can reach it. */
export function isLoopbackBind(bindHost: string): boolean {
  return isLoopbackHost(bindHost) || bindHost.startsWith('127.');
}

/**
 * The IPv4 addresses phones on the same network can use to reach this machine, best first:
 * external interfaces only, no link-local (169.254.x), virtual bridges and tunnels last. A server
 * bound to one address (HOST) is reachable only there.
 */
export function listNetworkAddresses(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
  bindHost: string,
): string[] {
  if (bindHost !== '0.0.0.0' && bindHost !== '::') {
    return isLoopbackBind(bindHost) ? [] : [bindHost];
  }
  const found: { address: string; rank: number }[] = [];
  for (const [name, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      if (info.internal || info.family !== 'IPv4' || info.address.startsWith('169.254.')) continue;
      const rank = rankAddress(info.address) + (VIRTUAL_INTERFACE.test(name) ? 10 : 0);
      found.push({ address: info.address, rank });
    }
  }
  return found.sort((a, b) => a.rank - b.rank).map((entry) => entry.address);
}

/**
 * The machine's network addresses now (a laptop may join a network after the start), or the
 * stand-in list of TEST_LAN_ADDRESSES.
 */
export function getNetworkAddresses(config: Pick<TConfig, 'networkAddresses' | 'host'>): string[] {
  return config.networkAddresses ?? listNetworkAddresses(networkInterfaces(), config.host);
}

/** The start-up lines that tell where the apps are and which addresses phones can open. */
export function describeAddresses(
  config: Pick<
    TConfig,
    'addressesFromRequest' | 'presenterUrl' | 'audienceUrl' | 'port' | 'audiencePort' | 'host'
  >,
  networkAddresses: readonly string[],
): { level: 'info' | 'warn'; message: string }[] {
  if (!config.addressesFromRequest) {
    const message = `Crowdeck is up. Presenter: ${config.presenterUrl}  Audience: ${config.audienceUrl}`;
    return [{ level: 'info', message }];
  }
  const lines: { level: 'info' | 'warn'; message: string }[] = [
    {
      level: 'info',
      message: `Crowdeck is up on ${config.host}. Presenter: http://localhost:${config.port} (or this computer's network address)`,
    },
  ];
  if (isLoopbackBind(config.host)) {
    lines.push({
      level: 'warn',
      message: `The server listens on ${config.host} only: phones can't join. Set HOST=0.0.0.0 and restart.`,
    });
  } else if (networkAddresses.length === 0) {
    lines.push({
      level: 'warn',
      message:
        "No network address found: phones can't join until this computer is connected to a network.",
    });
  }
  for (const address of networkAddresses) {
    const host = address.includes(':') ? `[${address}]` : address;
    lines.push({
      level: 'info',
      message: `Phones on this network join at http://${host}:${config.audiencePort} (presenter: http://${host}:${config.port})`,
    });
  }
  return lines;
}

/** The public addresses the presenter's listener answers `request` with (see resolveAddresses). */
export const presenterAddressesOf =
  (config: TConfig) =>
  (request: TRequestAddress): TPublicAddresses =>
    resolveAddresses(config, 'presenter', request, () => getNetworkAddresses(config));
