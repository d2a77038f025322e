import { API_PATHS, AUDIENCE_SOCKET_TYPE, PRESENTER_SOCKET_TYPE } from '@crowdeck/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildAudienceApp } from '../audience-app';
import { openSocket } from '../test/live-clients';
import { useLiveFixture } from '../test/live-fixture';
import { bearer, corsPreflight, registerUser, type TTestApp } from '../test/test-app';

// The one-command default: no address variable, so the apps, CORS and the CSP follow the Host of
// each request. 127.0.0.2 stands in for the machine's network address (no traffic leaves it).
const t = useLiveFixture({
  presenter: false,
  addressesFromRequest: true,
  env: { TEST_LAN_ADDRESSES: '127.0.0.2' },
});

const configOf = async (app: { inject: TTestApp['app']['inject'] }, host: string) => {
  const response = await app.inject({ url: '/config.js', headers: { host } });
  const json = /^window\.__CROWDECK_CONFIG__ = (.*);\n$/.exec(response.body)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
};

describe('addresses that follow the request', () => {
  it('hands the presenter app the address it was opened at, and the join address beside it', async () => {
    expect(await configOf(t.app, '127.0.0.3:3000')).toEqual({
      apiUrl: 'http://127.0.0.3:3000',
      uploadUrl: 'http://127.0.0.3:3000',
      fontsUrl: 'http://127.0.0.3:3000/fonts',
      presenterUrl: 'http://127.0.0.3:3000',
      audienceUrl: 'http://127.0.0.3:3001',
      sentryDsn: null,
      joinAddressLocalOnly: false,
      listensOnLoopback: false,
    });
  });

  it('shows the network address for joining when the presenter app is opened at localhost', async () => {
    const config = await configOf(t.app, 'localhost:3000');
    expect(config).toMatchObject({
      apiUrl: 'http://localhost:3000',
      audienceUrl: 'http://127.0.0.2:3001',
      joinAddressLocalOnly: false,
    });
  });

  it('points the audience app at the API on its own host, in /config.js and the CSP', async () => {
    const audience = await buildAudienceApp({ config: t.config, logger: false });
    try {
      expect(await configOf(audience, '127.0.0.2:3001')).toMatchObject({
        apiUrl: 'http://127.0.0.2:3000',
        audienceUrl: 'http://127.0.0.2:3001',
        fontsUrl: 'http://127.0.0.2:3000/fonts',
      });
      const page = await audience.inject({ url: '/1234', headers: { host: '127.0.0.2:3001' } });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' http://127.0.0.2:3000 ws://127.0.0.2:3000");
      expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.2:3000");
      expect(csp).toContain("font-src 'self' data: http://127.0.0.2:3000");
    } finally {
      await audience.close();
    }
  });

  it('allows CORS from our two apps on the requested host and from no other site', async () => {
    const preflight = (origin: string) => corsPreflight(t.app, origin, { host: '127.0.0.2:3000' });
    for (const origin of ['http://127.0.0.2:3001', 'http://127.0.0.2:3000']) {
      const allowed = await preflight(origin);
      expect(allowed.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    }
    for (const origin of [
      'http://evil.example',
      'http://evil.example:3001',
      'http://127.0.0.3:3001',
      'http://127.0.0.2:8080',
    ]) {
      const denied = await preflight(origin);
      expect(denied.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('lets sockets in from our apps on the requested host only', async () => {
    const url = t.url;
    const phone = await openSocket(url, {
      type: AUDIENCE_SOCKET_TYPE,
      origin: 'http://127.0.0.1:3001',
    });
    phone.close();
    for (const type of [AUDIENCE_SOCKET_TYPE, PRESENTER_SOCKET_TYPE]) {
      await expect(openSocket(url, { type, origin: 'http://evil.example' })).rejects.toThrow(
        'origin_not_allowed',
      );
    }
  });

  it('stores uploads by site-relative address, so any address of the server shows them', async () => {
    const { token } = await registerUser(t.app);
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#1368CE' },
    })
      .png()
      .toBuffer();
    const boundary = '----crowdeck-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.uploadImage,
      payload: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  });

  it('keeps the sandbox checkout at the address the presenter is on', async () => {
    const { token } = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: API_PATHS.checkoutCreate,
      headers: { ...bearer(token), host: '127.0.0.2:3000' },
      payload: { plan: 'pro-monthly' },
    });
    const { url, checkoutId } = created.json() as { url: string; checkoutId: string };
    expect(url).toBe(`/checkout/sandbox/${checkoutId}`);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${API_PATHS.checkoutSandbox}${checkoutId}/`,
      headers: bearer(token),
      payload: { outcome: 'pay' },
    });
    expect(paid.json().redirectUrl).toBe(`/checkout-success?checkout_id=${checkoutId}`);
  });

  it('keeps mailed links on the configured address, never the request Host', async () => {
    const { email } = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.usersForgotPassword,
      headers: { host: 'evil.example:3000' },
      payload: { email },
    });
    const [mail] = await t.readOutbox();
    expect(mail?.text).toContain('http://localhost:3000/');
    expect(mail?.text).not.toContain('evil.example');
  });
});
