import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  deriveAddresses,
  isLoopbackHost,
  isSameHostOrigin,
  parseHostHeader,
  resolveAddresses,
} from './public-addresses';

const ports = { presenter: 3000, audience: 3001 };
const lan = () => ['192.168.1.20'];
const derive = (listener: 'presenter' | 'audience', host: string, networkAddresses = lan) =>
  deriveAddresses({ listener, request: { protocol: 'http', host }, ports, networkAddresses });

describe('isLoopbackHost', () => {
  it('is true for the names of this very machine only', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['127.0.0.2', '192.168.1.20', 'laptop.local', 'localhost.example']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('parseHostHeader', () => {
  it('accepts a bare host with or without a port', () => {
    expect(parseHostHeader('127.0.0.2:3000')).toEqual({
      hostname: '127.0.0.2',
      host: '127.0.0.2:3000',
    });
    expect(parseHostHeader('[::1]:3000')).toEqual({ hostname: '[::1]', host: '[::1]:3000' });
    expect(parseHostHeader('Laptop.local')).toEqual({
      hostname: 'laptop.local',
      host: 'laptop.local',
    });
  });

  it('refuses anything else', () => {
    for (const host of [undefined, '', 'a/b', 'user@host', 'host?x', 'a b', 'host#x']) {
      expect(parseHostHeader(host), String(host)).toBeNull();
    }
  });
});

describe('deriveAddresses', () => {
  it('points both apps at the host the presenter app was opened at', () => {
    expect(derive('presenter', '127.0.0.2:3000')).toEqual({
      presenterUrl: 'http://127.0.0.2:3000',
      audienceUrl: 'http://127.0.0.2:3001',
      apiUrl: 'http://127.0.0.2:3000',
      uploadUrl: 'http://127.0.0.2:3000',
      fontsUrl: 'http://127.0.0.2:3000/fonts',
      joinAddressLocalOnly: false,
    });
  });

  it('gives the audience app its own address and the API on the same host', () => {
    expect(derive('audience', '192.168.1.20:3001')).toMatchObject({
      apiUrl: 'http://192.168.1.20:3000',
      audienceUrl: 'http://192.168.1.20:3001',
      fontsUrl: 'http://192.168.1.20:3000/fonts',
      joinAddressLocalOnly: false,
    });
  });

  it('shows the network address for joining when the presenter is on a loopback name', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const addresses = derive('presenter', host);
      expect(addresses?.audienceUrl, host).toBe('http://192.168.1.20:3001');
      expect(addresses?.apiUrl, host).toBe(`http://${host}`);
    }
    expect(derive('presenter', 'localhost:3000', () => ['fd00::2'])?.audienceUrl).toBe(
      'http://[fd00::2]:3001',
    );
  });

  it('flags a loopback join address when the machine has no network address', () => {
    expect(derive('presenter', 'localhost:3000', () => [])).toMatchObject({
      audienceUrl: 'http://localhost:3001',
      joinAddressLocalOnly: true,
    });
  });

  it('never reads the network addresses for a host phones can open', () => {
    const unused = () => {
      throw new Error('read');
    };
    expect(derive('presenter', 'laptop.local:3000', unused)?.audienceUrl).toBe(
      'http://laptop.local:3001',
    );
  });

  it('follows https and gives up on an unusable Host', () => {
    const request = { protocol: 'https', host: 'crowdeck.lan' };
    expect(
      deriveAddresses({ listener: 'presenter', request, ports, networkAddresses: lan }),
    ).toMatchObject({
      presenterUrl: 'https://crowdeck.lan',
      audienceUrl: 'https://crowdeck.lan:3001',
    });
    expect(derive('presenter', 'evil/x')).toBeNull();
  });
});

describe('resolveAddresses', () => {
  it('keeps configured addresses exactly as set', () => {
    const config = loadConfig({ AUDIENCE_URL: 'https://join.example.org' });
    expect(config.addressesFromRequest).toBe(false);
    expect(
      resolveAddresses(config, 'presenter', { protocol: 'http', host: 'localhost:3000' }, lan),
    ).toEqual({
      presenterUrl: 'http://localhost:3000',
      audienceUrl: 'https://join.example.org',
      apiUrl: 'http://localhost:3000',
      uploadUrl: 'http://localhost:3000',
      fontsUrl: 'http://localhost:3000/fonts',
      joinAddressLocalOnly: false,
    });
  });

  it('follows the request when no address variable is set, with the configured ports', () => {
    const config = loadConfig({ PORT: '8000', AUDIENCE_PORT: '8001' });
    expect(config.addressesFromRequest).toBe(true);
    const request = { protocol: 'http', host: '10.0.0.5:8000' };
    expect(resolveAddresses(config, 'presenter', request, lan).audienceUrl).toBe(
      'http://10.0.0.5:8001',
    );
    const broken = { protocol: 'http', host: undefined };
    expect(resolveAddresses(config, 'presenter', broken, lan).presenterUrl).toBe(
      'http://localhost:8000',
    );
  });
});

describe('isSameHostOrigin', () => {
  const ours = [3000, 3001];

  it('allows our two apps on the host the request was made to', () => {
    expect(isSameHostOrigin('http://127.0.0.2:3001', '127.0.0.2:3000', ours)).toBe(true);
    expect(isSameHostOrigin('http://192.168.1.20:3000', '192.168.1.20:3000', ours)).toBe(true);
    expect(isSameHostOrigin('http://[::1]:3001', '[::1]:3000', ours)).toBe(true);
  });

  it('refuses other hosts, other ports and anything that is not an origin', () => {
    expect(isSameHostOrigin('http://evil.example', '127.0.0.2:3000', ours)).toBe(false);
    expect(isSameHostOrigin('http://evil.example:3001', '127.0.0.2:3000', ours)).toBe(false);
    expect(isSameHostOrigin('http://127.0.0.2:8080', '127.0.0.2:3000', ours)).toBe(false);
    expect(isSameHostOrigin('http://127.0.0.2', '127.0.0.2:3000', ours)).toBe(false);
    expect(isSameHostOrigin('null', '127.0.0.2:3000', ours)).toBe(false);
    expect(isSameHostOrigin('file://127.0.0.2:3001', '127.0.0.2:3000', ours)).toBe(false);
    expect(isSameHostOrigin('http://127.0.0.2:3001', undefined, ours)).toBe(false);
  });
});
