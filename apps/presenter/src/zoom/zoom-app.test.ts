import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGrantStore } from '../office/grant-store';

/**
 * The Zoom Apps SDK stood in at its module boundary, answering as the Zoom client would: where
 * the app runs (`config`), who opened it, Zoom's encrypted context, the invitation. `silent`
 * plays a plain browser tab, where the SDK's messages to a host go unanswered.
 */
const zoom = vi.hoisted(() => ({
  silent: false,
  runningContext: 'inMeeting',
  role: 'host',
  context: 'encrypted-zoom-app-context-of-this-user',
  config: vi.fn(),
  sendAppInvitationToAllParticipants: vi.fn(async () => ({ invitationUUID: 'inv-1' })),
}));
vi.mock('@zoom/appssdk', () => ({
  default: {
    config: zoom.config.mockImplementation(async () =>
      zoom.silent
        ? new Promise(() => undefined)
        : {
            runningContext: zoom.runningContext,
            unsupportedApis: [],
            clientVersion: '6.3.0',
            browserVersion: 'cef/120',
            auth: { status: 'authorized', upgradable: false },
          },
    ),
    getUserContext: async () => ({ role: zoom.role, screenName: 'Ada', status: 'authorized' }),
    getAppContext: async () => ({ context: zoom.context }),
    sendAppInvitationToAllParticipants: zoom.sendAppInvitationToAllParticipants,
    openUrl: async () => ({ message: 'ok' }),
  },
}));

const { connectToZoom, ZOOM_CONNECT_TIMEOUT_MS } = await import('./zoom-host');
const { readMeetingJoin, shareToMeeting, startZoomApp } = await import('./zoom-app');
const { createZoomApi } = await import('./zoom-api');

const PRESENTER = 'https://slides.example.org';
const open = (timeoutMs?: number) =>
  startZoomApp({
    connect: () => connectToZoom(timeoutMs === undefined ? {} : { timeoutMs }),
    presenterUrl: `${PRESENTER}/`,
  });

/** The server stood in: each request recorded, answered by `answer`. */
function fakeServer(answer: (url: string, init: RequestInit) => [number, unknown]) {
  const requests: { url: string; method: string; auth: string | null; body: unknown }[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    requests.push({
      url: String(url),
      method: init.method ?? 'GET',
      auth: headers.get('authorization'),
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    const [status, body] = answer(String(url), init);
    return new Response(JSON.stringify(body), { status });
  });
  return { requests, api: createZoomApi('https://api.example.org', fetcher as typeof fetch) };
}

const grant = {
  token: 'g'.repeat(43),
  presentationId: '4f7d2c1e-8a3b-4c5d-9e6f-0a1b2c3d4e5f',
  presentationTitle: 'All-hands',
};

describe('the Zoom app in the Zoom client', () => {
  afterEach(() => {
    vi.clearAllMocks();
    zoom.silent = false;
    zoom.runningContext = 'inMeeting';
    zoom.role = 'host';
  });

  it("in a meeting, the host gets the presenter's panel and a participant the join", async () => {
    const host = await open();
    expect(host.state).toEqual({ phase: 'presenter', appUrl: PRESENTER });
    // The SDK is configured with exactly the calls the pages make (the Marketplace list).
    expect(zoom.config).toHaveBeenCalledWith({
      capabilities: [
        'getAppContext',
        'getRunningContext',
        'getUserContext',
        'sendAppInvitationToAllParticipants',
        'openUrl',
      ],
    });
    zoom.role = 'coHost';
    expect((await open()).state.phase).toBe('presenter');
    zoom.role = 'attendee';
    expect((await open()).state.phase).toBe('participant');
  });

  it('in the main client (no meeting): how to use it in a meeting, no panel', async () => {
    zoom.runningContext = 'inMainClient';
    const { state, host } = await open();
    expect(state).toEqual({ phase: 'mainClient', appUrl: PRESENTER });
    expect(host?.runningContext).toBe('inMainClient');
  });

  it('outside Zoom: the fallback within the connect timeout, never hanging', async () => {
    zoom.silent = true;
    expect(ZOOM_CONNECT_TIMEOUT_MS).toBeLessThanOrEqual(2_000);
    const started = Date.now();
    const { state, host } = await open(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(state).toEqual({ phase: 'outside', appUrl: PRESENTER });
    expect(host).toBeNull();
    // A Zoom that refuses to configure the app (a capability not ticked): the fallback too.
    zoom.silent = false;
    zoom.config.mockRejectedValueOnce(new Error('10017'));
    expect((await open()).state.phase).toBe('outside');
  });

  it("shares to the meeting: links Zoom's context to the grant's deck, then invites everyone", async () => {
    const host = (await open()).host!;
    const { api, requests } = fakeServer(() => [
      200,
      { presentationTitle: 'All-hands', expiresAt: '2026-11-29T04:00:00.000Z' },
    ]);
    const store = createGrantStore(null);
    store.put(grant);
    expect(await shareToMeeting({ host, api, store, grant })).toBe('shared');
    expect(requests).toEqual([
      {
        url: 'https://api.example.org/api/integrations/zoom/meeting/',
        method: 'PUT',
        auth: `Bearer ${grant.token}`,
        body: { context: zoom.context },
      },
    ]);
    expect(zoom.sendAppInvitationToAllParticipants).toHaveBeenCalledTimes(1);
  });

  it('a refused grant signs the panel out and invites nobody; a refused invitation is told apart', async () => {
    const host = (await open()).host!;
    const store = createGrantStore(null);
    store.put(grant);
    const revoked = fakeServer(() => [401, { code: 'unauthorized' }]);
    expect(await shareToMeeting({ host, api: revoked.api, store, grant })).toBe('signedOut');
    expect(store.get()).toBeNull();
    expect(zoom.sendAppInvitationToAllParticipants).not.toHaveBeenCalled();

    const ok = fakeServer(() => [200, { presentationTitle: 'All-hands', expiresAt: 'x' }]);
    zoom.sendAppInvitationToAllParticipants.mockRejectedValueOnce(new Error('no chat'));
    expect(await shareToMeeting({ host, api: ok.api, store, grant })).toBe('inviteFailed');
  });

  it("a participant reads the meeting's join with their own context, no code typed", async () => {
    zoom.role = 'attendee';
    const host = (await open()).host!;
    const join = {
      presentationTitle: 'All-hands',
      code: '12345678',
      joinUrl: 'https://join.example.org/12345678',
      embedUrl: `${PRESENTER}/embed/${'v'.repeat(43)}`,
    };
    const linked = fakeServer(() => [200, join]);
    expect(await readMeetingJoin({ host, api: linked.api })).toEqual({
      kind: 'ok',
      title: 'All-hands',
      code: '12345678',
      joinUrl: join.joinUrl,
      embedUrl: join.embedUrl,
    });
    expect(linked.requests[0]).toMatchObject({
      url: 'https://api.example.org/api/integrations/zoom/join/',
      method: 'POST',
      auth: null,
      body: { context: zoom.context },
    });
    const notYet = fakeServer(() => [404, { code: 'not_found' }]);
    expect(await readMeetingJoin({ host, api: notYet.api })).toEqual({ kind: 'notLinked' });
    const down = fakeServer(() => [502, {}]);
    expect(await readMeetingJoin({ host, api: down.api })).toEqual({ kind: 'failed' });
  });
});
