import { REMOTE_ROUTE } from '@crowdeck/core';

const isLoopback = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname.startsWith('127.') ||
  hostname === '[::1]';

/**
 * The address a phone opens to become the remote: the presenter app at an address the phone can
 * reach. Opened at a loopback address on this computer, the presenter app is still reachable at
 * the network address the join link uses (same host, the presenter's port).
 */
export function getRemoteUrl(presenterUrl: string, audienceUrl: string, token: string): string {
  const presenter = new URL(presenterUrl);
  try {
    const audience = new URL(audienceUrl);
    if (isLoopback(presenter.hostname) && !isLoopback(audience.hostname)) {
      presenter.hostname = audience.hostname;
    }
  } catch {
    // No usable join address: the presenter's own address is the best there is.
  }
  return `${presenter.origin}${REMOTE_ROUTE}/${encodeURIComponent(token)}`;
}
