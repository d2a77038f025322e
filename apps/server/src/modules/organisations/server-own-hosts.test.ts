import { hostname, networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createServerOwnHosts } from './server-own-hosts';

const addresses = (url: string) => ({
  presenterUrl: url,
  apiUrl: url,
  audienceUrl: url,
  uploadUrl: url,
  fontsUrl: `${url}/fonts`,
});

describe('the hosts this server answers to', () => {
  it('are its configured addresses when they are set', () => {
    const isOwn = createServerOwnHosts({
      ...addresses('https://crowdeck.example.org'),
      audienceUrl: 'https://join.example.org',
      addressesFromRequest: false,
    });
    for (const host of ['crowdeck.example.org', 'JOIN.example.org:443', 'join.example.org.']) {
      expect(isOwn(host), host).toBe(true);
    }
    expect(isOwn('vote.acme.test')).toBe(false);
    expect(isOwn('join.example.org.acme.test')).toBe(false);
  });

  it("include the machine's names and addresses when addresses follow the request", () => {
    const isOwn = createServerOwnHosts({
      ...addresses('http://localhost:3000'),
      addressesFromRequest: true,
    });
    const own = Object.values(networkInterfaces()).flatMap((list) =>
      (list ?? []).filter((entry) => entry.family === 'IPv4').map((entry) => entry.address),
    );
    for (const host of [hostname(), ...own, 'localhost:5174', 'app.localhost', '127.0.0.2']) {
      expect(isOwn(host), host).toBe(true);
    }
    expect(isOwn('vote.acme.test')).toBe(false);
    // With fixed addresses, the machine's name is not claimed for the server.
    const fixed = createServerOwnHosts({
      ...addresses('https://crowdeck.example.org'),
      addressesFromRequest: false,
    });
    expect(fixed(`${hostname()}.acme.test`)).toBe(false);
  });
});
