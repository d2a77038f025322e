import type { TConfig } from '../config';

/** The addresses the browser apps use, as /config.js hands them out. */
export interface TPublicAddresses {
  presenterUrl: string;
  /** Where phones join: the address shown in the lobby and encoded in the QR code. */
  audienceUrl: string;
  apiUrl: string;
  uploadUrl: string;
  fontsUrl: string;
  /** True when the join address is a loopback one that no phone can open. */
  joinAddressLocalOnly: boolean;
}

/** Which of the two listeners a request reached. */
export type TListener = 'presenter' | 'audience';

/** What a request tells about the address it was made to. */
export interface TRequestAddress {
  /** 'http' or 'https' (from the socket, or X-Forwarded-Proto when the proxy is trusted). */
  protocol: string;
  /** The Host header: `name`, `name:port`, `[v6]:port`. */
  host: string | undefined;
}

// Only the names that always mean "this very machine"; 127.0.0.2 and the like stand for other
// hosts in tests, and a phone could never open any of them anyway.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Whether a host name is one of the loopback names a phone cannot open (localhost, 127.0.0.1, ::1). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase().replace(/\.$/, ''));
}

/** A Host header as URL parts, or null when it is anything but a bare `host[:port]`. */
export function parseHostHeader(
  host: string | undefined,
): { hostname: string; host: string } | null {
  if (!host || host.length > 255) return null;
  try {
    const url = new URL(`http://${host}`);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && !host.includes('/') ? { hostname: url.hostname, host: url.host } : null;
  } catch {
    return null;
  }
}

/** `192.168.1.5` stays, an IPv6 address gets its brackets for use in a URL. */
function toUrlHost(address: string): string {
  return address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;
}

/**
 * The addresses of a request made to `request.host` when no address variable is set: each app at
 * the address it was opened at, the other app on the same host at its own port. The join address
 * is the presenter's host with the audience port, unless that host is loopback: then the machine's
 * first network address, or (with none) the loopback one, flagged as unreachable for phones.
 * Null when the Host header is unusable.
 */
export function deriveAddresses(input: {
  listener: TListener;
  request: TRequestAddress;
  ports: { presenter: number; audience: number };
  /** Asked only when the join address needs them (the list is read from the system). */
  networkAddresses: () => readonly string[];
}): TPublicAddresses | null {
  const parsed = parseHostHeader(input.request.host);
  if (!parsed) return null;
  const protocol = input.request.protocol === 'https' ? 'https' : 'http';
  const own = `${protocol}://${parsed.host}`;
  const onPort = (port: number) => `${protocol}://${parsed.hostname}:${port}`;
  const presenterUrl = input.listener === 'presenter' ? own : onPort(input.ports.presenter);
  let audienceUrl = input.listener === 'audience' ? own : onPort(input.ports.audience);
  let joinAddressLocalOnly = false;
  if (input.listener === 'presenter' && isLoopbackHost(parsed.hostname)) {
    const lan = input.networkAddresses()[0];
    if (lan) audienceUrl = `${protocol}://${toUrlHost(lan)}:${input.ports.audience}`;
    else joinAddressLocalOnly = true;
  }
  return {
    presenterUrl,
    audienceUrl,
    apiUrl: presenterUrl,
    uploadUrl: presenterUrl,
    fontsUrl: `${presenterUrl}/fonts`,
    joinAddressLocalOnly,
  };
}

/** The configured addresses, or those of the request when no address variable is set. */
export function resolveAddresses(
  config: TConfig,
  listener: TListener,
  request: TRequestAddress,
  networkAddresses: () => readonly string[],
): TPublicAddresses {
  const derived = config.addressesFromRequest
    ? deriveAddresses({
        listener,
        request,
        ports: { presenter: config.port, audience: config.audiencePort },
        networkAddresses,
      })
    : null;
  return (
    derived ?? {
      presenterUrl: config.presenterUrl,
      audienceUrl: config.audienceUrl,
      apiUrl: config.apiUrl,
      uploadUrl: config.uploadUrl,
      fontsUrl: config.fontsUrl,
      joinAddressLocalOnly: false,
    }
  );
}

/**
 * Whether a page at `origin` may call the API reached at `host` when the addresses follow the
 * request: same host name, and the port of one of our two apps. Any other site stays out.
 */
export function isSameHostOrigin(
  origin: string,
  host: string | undefined,
  ports: readonly number[],
): boolean {
  const target = parseHostHeader(host);
  if (!target) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return false;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return url.hostname === target.hostname && ports.includes(port);
}
