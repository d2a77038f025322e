import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_PATHS,
  ZOOM_API_PATHS,
  ZOOM_APP_PATHS,
  type TOfficeGrantCreated,
  type TZoomJoin,
} from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, createDeck } from '../../../test/deck-factories';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';
import { encryptZoomAppContext } from './app-context.test-support';

const CLIENT_ID = 'crowdeckZoomTestId';
const SECRET = 'zoom-client-secret-for-the-test';

/** A context as Zoom would send it, `exp` five minutes on unless given. */
const contextFor = (fields: Record<string, unknown>, secret = SECRET) =>
  encryptZoomAppContext(
    { typ: 'meeting', uid: 'zoom-user', aud: CLIENT_ID, exp: Date.now() + 300_000, ...fields },
    secret,
  );

/** Zoom's OAuth and API, stood in on a local port: what it was asked, and what it answers. */
interface TZoomStandIn {
  url: string;
  requests: { path: string; headers: IncomingMessage['headers']; body: string }[];
  deeplinkStatus: number;
  close(): Promise<void>;
}

async function startZoomStandIn(): Promise<TZoomStandIn> {
  const standIn: Omit<TZoomStandIn, 'url' | 'close'> = { requests: [], deeplinkStatus: 201 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '';
      standIn.requests.push({ path, headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      if (path === '/oauth/token') {
        const ok = new URLSearchParams(body).get('code') === 'good-code';
        response.statusCode = ok ? 200 : 400;
        response.end(
          JSON.stringify(ok ? { access_token: 'zoom-access', token_type: 'bearer' } : {}),
        );
      } else if (path === '/v2/zoomapp/deeplink') {
        response.statusCode = standIn.deeplinkStatus;
        response.end(JSON.stringify({ deeplink: 'zoommtg://zoom.us/launch?action=crowdeck' }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function expectZoomHeaders(headers: Record<string, unknown>) {
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toContain(
    'frame-ancestors https://zoom.us https://*.zoom.us https://*.zoom.com https://*.zoomgov.com',
  );
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['x-frame-options']).toBeUndefined();
}

describe('the Zoom app on a server where the operator has not set Zoom up', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('says so plainly on every page, with the headers Zoom requires, and in the API', async () => {
    for (const url of [ZOOM_APP_PATHS.home, ZOOM_APP_PATHS.install, ZOOM_APP_PATHS.callback]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('has not set Zoom up');
      expectZoomHeaders(page.headers);
    }
    const join = await t.app.inject({
      method: 'POST',
      url: ZOOM_API_PATHS.join,
      payload: { context: contextFor({ mid: 'meeting-1' }) },
    });
    expect(join.statusCode).toBe(404);
    expect(join.json().message).toContain('not set Zoom up');
  });
});

describe('the Zoom app: pages, install and the meeting link', () => {
  let t: TTestApp;
  let zoom: TZoomStandIn;
  beforeAll(async () => {
    zoom = await startZoomStandIn();
    t = await createTestApp({
      env: {
        ZOOM_CLIENT_ID: CLIENT_ID,
        ZOOM_CLIENT_SECRET: SECRET,
        ZOOM_OAUTH_URL: zoom.url,
        ZOOM_API_URL: zoom.url,
        AUDIENCE_URL: 'http://localhost:3001',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await zoom.close();
  });

  it("serves the home page with Zoom's headers, and refuses a context that does not verify", async () => {
    const page = (context?: string) =>
      t.app.inject({
        method: 'GET',
        url: ZOOM_APP_PATHS.home,
        headers: context === undefined ? {} : { 'x-zoom-app-context': context },
      });
    // No build in this test: the page's 503, past the context check, with the headers.
    for (const response of [await page(), await page(contextFor({ mid: 'm' }))]) {
      expect(response.statusCode).toBe(503);
      expectZoomHeaders(response.headers);
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    const tampered = Buffer.from(contextFor({ mid: 'm' }), 'base64url');
    tampered[tampered.length - 20] = (tampered[tampered.length - 20] ?? 0) ^ 0xff;
    for (const bad of [
      tampered.toString('base64url'),
      contextFor({ mid: 'm' }, 'another-apps-secret'),
      contextFor({ mid: 'm', exp: Date.now() - 1_000 }),
    ]) {
      const refused = await page(bad);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toContain('refused');
      expectZoomHeaders(refused.headers);
    }
    // Every other page keeps refusing frames.
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("completes Zoom's OAuth on its callback: state checked, code exchanged with PKCE, then the deep link", async () => {
    const install = await t.app.inject({ method: 'GET', url: ZOOM_APP_PATHS.install });
    expect(install.statusCode).toBe(302);
    expectZoomHeaders(install.headers);
    const authorize = new URL(String(install.headers.location));
    expect(authorize.origin + authorize.pathname).toBe(`${zoom.url}/oauth/authorize`);
    const redirectUri = 'http://localhost:3000/integrations/zoom/oauth/callback';
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      code_challenge_method: 'S256',
    });
    const state = authorize.searchParams.get('state') ?? '';
    const cookie = String(install.headers['set-cookie']).split(';')[0] ?? '';
    expect(String(install.headers['set-cookie'])).toContain('HttpOnly');

    const back = (query: string, withCookie = true) =>
      t.app.inject({
        method: 'GET',
        url: `${ZOOM_APP_PATHS.callback}?${query}`,
        headers: withCookie ? { cookie } : {},
      });
    // Another state, or no cookie: refused before anything is sent to Zoom.
    expect((await back(`code=good-code&state=${'x'.repeat(43)}`)).statusCode).toBe(400);
    expect((await back(`code=good-code&state=${state}`, false)).statusCode).toBe(400);
    expect(zoom.requests).toHaveLength(0);

    const done = await back(`code=good-code&state=${state}`);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('zoommtg://zoom.us/launch?action=crowdeck');
    const [token, deeplink] = zoom.requests;
    expect(token?.path).toBe('/oauth/token');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${SECRET}`).toString('base64')}`,
    );
    const form = new URLSearchParams(token?.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('redirect_uri')).toBe(redirectUri);
    const verifier = form.get('code_verifier') ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(
      authorize.searchParams.get('code_challenge'),
    );
    expect(deeplink?.path).toBe('/v2/zoomapp/deeplink');
    expect(deeplink?.headers.authorization).toBe('Bearer zoom-access');
    // The callback clears the install's cookie.
    expect(String(done.headers['set-cookie'])).toContain('Max-Age=0');

    // Zoom refusing the code: a 502 page; no deep link from Zoom: the success page.
    expect((await back(`code=bad-code&state=${state}`)).statusCode).toBe(502);
    zoom.deeplinkStatus = 500;
    const plain = await back(`code=good-code&state=${state}`);
    expect(plain.headers.location).toBe(ZOOM_APP_PATHS.installed);
    const installed = await t.app.inject({ method: 'GET', url: ZOOM_APP_PATHS.installed });
    expect(installed.statusCode).toBe(200);
    expectZoomHeaders(installed.headers);
  });

  it("links the presenter's meeting to the grant's deck; everyone in that meeting joins it without a code", async () => {
    const owner = (await registerUser(t.app)).token;
    const deck = await createDeck(t.app, owner, ['poll'], 'All-hands');
    const made = await callOk<TOfficeGrantCreated>(t.app, owner, 'POST', API_PATHS.officeGrants, {
      presentationId: deck.id,
      client: 'zoom',
    });
    expect(made.grant.client).toBe('zoom');
    const meeting = 'Zm9vYmFyTWVldGluZ1VVSUQ9PQ==';
    const link = (token: string, context: string) =>
      call(t.app, token, 'PUT', ZOOM_API_PATHS.meeting, { context });
    const join = (context: string) =>
      t.app.inject({ method: 'POST', url: ZOOM_API_PATHS.join, payload: { context } });

    // Nothing linked yet.
    expect((await join(contextFor({ mid: meeting, uid: 'attendee' }))).statusCode).toBe(404);

    const linked = await link(made.token, contextFor({ mid: meeting, attendrole: 'host' }));
    expect(linked.statusCode).toBe(200);
    expect(linked.json().presentationTitle).toBe('All-hands');

    const read = await join(
      contextFor({ mid: meeting, uid: 'attendee', attendrole: 'participant' }),
    );
    expect(read.statusCode).toBe(200);
    const body = read.json<TZoomJoin>();
    expect(body.presentationTitle).toBe('All-hands');
    expect(body.code).toMatch(/^\d{8}$/);
    expect(body.joinUrl).toBe(`http://localhost:3001/${body.code}`);
    expect(body.embedUrl).toMatch(/^http:\/\/localhost:3000\/embed\/[A-Za-z0-9_-]{43}$/);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/embed/view/${body.embedUrl.split('/').pop()}/?view=join`,
    });
    expect(view.json().code).toBe(body.code);

    // Another meeting, a tampered or expired context, the main client: no join.
    expect((await join(contextFor({ mid: 'another-meeting' }))).statusCode).toBe(404);
    expect((await join(contextFor({ mid: meeting }, 'wrong-secret!'))).statusCode).toBe(401);
    expect((await join(contextFor({ mid: meeting, exp: Date.now() - 1 }))).statusCode).toBe(401);
    const mainClient = await join(contextFor({ typ: 'panel' }));
    expect(mainClient.statusCode).toBe(409);
    expect(mainClient.json().message).toContain('not open in a meeting');

    // Linking takes a Zoom grant: none, an unknown one, or the PowerPoint add-in's are refused.
    expect((await link('x'.repeat(43), contextFor({ mid: meeting }))).statusCode).toBe(401);
    const powerpoint = await callOk<TOfficeGrantCreated>(
      t.app,
      owner,
      'POST',
      API_PATHS.officeGrants,
      {
        presentationId: deck.id,
      },
    );
    expect((await link(powerpoint.token, contextFor({ mid: meeting }))).statusCode).toBe(403);
    const badBody = await call(t.app, made.token, 'PUT', ZOOM_API_PATHS.meeting, { context: 1 });
    expect(badBody.statusCode).toBe(400);

    // Revoking the Zoom app's grant unlinks the meeting.
    await callOk(t.app, owner, 'DELETE', `${API_PATHS.officeGrants}${made.grant.id}/`);
    expect((await join(contextFor({ mid: meeting }))).statusCode).toBe(404);
  });
});
