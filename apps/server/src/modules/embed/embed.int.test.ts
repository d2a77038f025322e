import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_PATHS,
  EMBED_SOCKET_TYPE,
  type TEmbedToken,
  type TEmbedViewState,
  type TOEmbedResponse,
} from '@crowdeck/core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, createDeck } from '../../test/deck-factories';
import {
  answer,
  closeAll,
  joinOk,
  listen,
  nextMessage,
  openPhone,
  openPresenter,
  openSocket,
  PRESENTER_ORIGIN,
  type TClientSocket,
} from '../../test/live-clients';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app';
import { ensureViewToken } from './embed.service';

const INDEX_HTML = '<!doctype html><html><head><title>Crowdeck</title></head><body></body></html>';

describe('live embed: view tokens, the public view, its socket and oEmbed', () => {
  let t: TTestApp;
  let url: string;
  let token: string;
  let ownerId: string;
  let strangerToken: string;
  let dist: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'crowdeck-embed-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    t = await createTestApp({
      deps: { presenterDist: dist },
      env: { EMBED_FRAME_ANCESTORS: "'self' https: http://127.0.0.2:4000" },
    });
    url = await listen(t.app);
    const owner = await registerUser(t.app);
    token = owner.token;
    ownerId = owner.user.id;
    strangerToken = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    closeAll(sockets);
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const tokensPath = (deckId: string) => `${API_PATHS.embedTokens}${deckId}/`;
  const create = (deckId: string, body: object = {}, as = token) =>
    callOk<TEmbedToken>(t.app, as, 'POST', tokensPath(deckId), body);
  const view = (viewToken: string, query = '') =>
    t.app.inject({ method: 'GET', url: `${API_PATHS.embedView}${viewToken}/${query}` });
  const oembed = (query: string) =>
    t.app.inject({ method: 'GET', url: `${API_PATHS.oembed}?${query}` });
  const openEmbed = async (viewToken: string) => {
    const socket = await openSocket(url, {
      type: EMBED_SOCKET_TYPE,
      token: viewToken,
      origin: PRESENTER_ORIGIN,
    });
    sockets.push(socket);
    return socket;
  };

  it('lets only the owner list, create and revoke view tokens; the link can be copied again', async () => {
    const deck = await createDeck(t.app, token, ['poll']);
    const made = await create(deck.id, { label: 'Conference site', view: 'results' });
    expect(made).toMatchObject({
      label: 'Conference site',
      view: 'results',
      presentationId: deck.id,
    });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.url).toBe(`http://localhost:3000/embed/${made.token}`);
    const listed = await callOk<TEmbedToken[]>(t.app, token, 'GET', tokensPath(deck.id));
    expect(listed).toEqual([made]);

    // Strangers get the same 404 as a missing deck, for every route.
    expect((await call(t.app, strangerToken, 'GET', tokensPath(deck.id))).statusCode).toBe(404);
    expect((await call(t.app, strangerToken, 'POST', tokensPath(deck.id), {})).statusCode).toBe(
      404,
    );
    const strangerRevoke = await call(
      t.app,
      strangerToken,
      'DELETE',
      `${tokensPath(deck.id)}${made.id}/`,
    );
    expect(strangerRevoke.statusCode).toBe(404);
    expect((await view(made.token)).statusCode).toBe(200);
    // Nobody signed in: 401.
    expect((await t.app.inject({ method: 'GET', url: tokensPath(deck.id) })).statusCode).toBe(401);

    // A bad view is named.
    const bad = await call(t.app, token, 'POST', tokensPath(deck.id), { view: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.view.code).toBe('embedView.invalid');

    await callOk(t.app, token, 'DELETE', `${tokensPath(deck.id)}${made.id}/`);
    expect(await callOk(t.app, token, 'GET', tokensPath(deck.id))).toEqual([]);
    const gone = await view(made.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/turned off by its presenter/);
    expect(
      (await call(t.app, token, 'DELETE', `${tokensPath(deck.id)}${made.id}/`)).statusCode,
    ).toBe(404);
  });

  it('ensureViewToken gives an integration one token per label, for the owner only', async () => {
    const deck = await createDeck(t.app, token, ['poll']);
    const deps = { db: t.db, presenterUrl: 'https://crowdeck.example' };
    const first = await ensureViewToken(deps, {
      ownerId,
      presentationId: deck.id,
      label: 'PowerPoint',
    });
    const again = await ensureViewToken(deps, {
      ownerId,
      presentationId: deck.id,
      label: 'PowerPoint',
    });
    expect(again).toEqual(first);
    expect(first.url).toBe(`https://crowdeck.example/embed/${first.token}`);
    const stranger = (await registerUser(t.app)).user.id;
    await expect(
      ensureViewToken(deps, { ownerId: stranger, presentationId: deck.id, label: 'PowerPoint' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it("reads the public view: the join screen in the lobby, a slide's results, a pinned slide", async () => {
    const deck = await createDeck(t.app, token, ['poll', 'wordCloud'], 'Town hall');
    const { token: viewToken } = await create(deck.id);
    const lobby = (await view(viewToken)).json() as TEmbedViewState;
    expect(lobby).toMatchObject({
      view: 'live',
      screen: 'join',
      title: 'Town hall',
      code: deck.uniqueCode,
      slide: null,
    });

    const poll = deck.Slides[0]!;
    await callOk(t.app, token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: poll.id,
    });
    // Still the lobby until a presenter window shows the slide.
    expect((await view(viewToken)).json()).toMatchObject({ screen: 'join' });
    const screen = { slideId: poll.id, lobby: false, qr: false, windowId: 'projector-1' };
    await callOk(t.app, token, 'PUT', `${API_PATHS.liveScreen}${deck.id}/`, screen);
    const live = (await view(viewToken)).json() as TEmbedViewState;
    expect(live).toMatchObject({ screen: 'slide', slide: { id: poll.id, type: 'poll' } });
    expect(live.slide?.options[0]).not.toHaveProperty('isCorrect');
    expect(live.results).toMatchObject({ slideId: poll.id, totalResponses: 0 });

    const pinned = (
      await view(viewToken, `?slide=${deck.Slides[1]!.id}`)
    ).json() as TEmbedViewState;
    expect(pinned).toMatchObject({ screen: 'slide', slide: { type: 'wordCloud' } });
    const join = (await view(viewToken, '?view=join')).json() as TEmbedViewState;
    expect(join).toMatchObject({ view: 'join', screen: 'join' });
    const board = (await view(viewToken, '?view=leaderboard')).json() as TEmbedViewState;
    expect(board).toMatchObject({ screen: 'leaderboard', leaderboard: [] });

    const badView = await view(viewToken, '?view=all');
    expect(badView.statusCode).toBe(400);
    expect((await view('not-a-token')).statusCode).toBe(404);
    expect((await view('A'.repeat(43))).statusCode).toBe(404);
  });

  it("pushes a phone's vote to the embed socket, read-only, and closes it when revoked", async () => {
    const deck = await createDeck(t.app, token, ['poll']);
    const made = await create(deck.id);
    const poll = deck.Slides[0]!;
    const presenter = await openPresenter(t.app, url, token, deck.id);
    sockets.push(presenter);
    const embed = await openEmbed(made.token);
    const phone = await openPhone(url);
    sockets.push(phone);
    await joinOk(phone, { code: deck.uniqueCode });

    const state = nextMessage(embed, 'state', (m) => m.state.slide?.id === poll.id);
    await callOk(t.app, token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: poll.id,
    });
    await state;
    const counted = nextMessage(embed, 'results', (m) => m.results.totalResponses === 1);
    const sentAt = Date.now();
    expect(await answer(phone, { slideId: poll.id, optionId: poll.options[0]!.id })).toMatchObject({
      ok: true,
    });
    expect((await counted).results.counts[poll.options[0]!.id]).toBe(1);
    expect(Date.now() - sentAt).toBeLessThan(1000);

    // The presenter's own feed (the Q&A queue, reactions) never reaches an embed.
    const seen: string[] = [];
    embed.on('new_message', (message) => seen.push(message.type));
    const queued = nextMessage(presenter, 'qaQueue');
    await callOk(t.app, token, 'PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, { enabled: true });
    await queued;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).not.toContain('qaQueue');

    // A stranger's or a made-up token cannot open one.
    await expect(
      openSocket(url, { type: EMBED_SOCKET_TYPE, token: 'B'.repeat(43), origin: PRESENTER_ORIGIN }),
    ).rejects.toThrow();

    const closed = new Promise((resolve) => embed.once('disconnect', resolve));
    await callOk(t.app, token, 'DELETE', `${tokensPath(deck.id)}${made.id}/`);
    expect(await closed).toBe('io server disconnect');
    await expect(
      openSocket(url, { type: EMBED_SOCKET_TYPE, token: made.token, origin: PRESENTER_ORIGIN }),
    ).rejects.toThrow();
  });

  it("draws the embed's join address as a QR code that reads back; a bad size or token is refused", async () => {
    const deck = await createDeck(t.app, token, ['poll']);
    const { token: viewToken } = await create(deck.id);
    const code = ((await view(viewToken)).json() as TEmbedViewState).code;
    const qr = (query = '') =>
      t.app.inject({ method: 'GET', url: `${API_PATHS.embedQr}${viewToken}/${query}` });

    const drawn = await qr('?size=256');
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(drawn.rawPayload);
    expect(png.width).toBe(256);
    const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(read?.data).toBe(`${t.config.audienceUrl.replace(/\/+$/, '')}/${code}`);

    expect(PNG.sync.read((await qr()).rawPayload).width).toBe(512);
    const tooBig = await qr('?size=5000');
    expect(tooBig.statusCode).toBe(400);
    expect(JSON.stringify(tooBig.json())).toContain('qrSize.invalid');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.embedQr}${'x'.repeat(43)}/`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps a presentation to 20 links, naming the refusal', async () => {
    const deck = await createDeck(t.app, token, ['poll']);
    for (let i = 0; i < 20; i++) await create(deck.id, { label: `Link ${i + 1}` });
    const refused = await call(t.app, token, 'POST', tokensPath(deck.id), {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'embed.tooMany', values: { max: 20 } });
  });

  it('closes the embeds of a deleted presentation; its links are gone with it', async () => {
    const deck = await createDeck(t.app, token, ['poll']);
    const made = await create(deck.id);
    const embed = await openEmbed(made.token);
    const closed = new Promise((resolve) => embed.once('disconnect', resolve));
    await callOk(t.app, token, 'DELETE', `${API_PATHS.presentationDelete}${deck.id}/`);
    expect(await closed).toBe('io server disconnect');
    expect((await view(made.token)).statusCode).toBe(404);
  });

  it('describes an embed with oEmbed (json, escaped, within the bounds); 404 and 501 otherwise', async () => {
    const deck = await createDeck(t.app, token, ['poll'], 'Q&A "live" <now>');
    const made = await create(deck.id);
    const query = `url=${encodeURIComponent(made.url)}&format=json&maxwidth=480&maxheight=400`;
    const response = await oembed(query);
    expect(response.statusCode).toBe(200);
    const body = response.json() as TOEmbedResponse;
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Q&A "live" <now>',
      provider_name: 'Crowdeck',
      width: 480,
      height: 270,
    });
    expect(body.html).toBe(
      `<iframe src="${made.url}" width="480" height="270" title="Q&amp;A &quot;live&quot; &lt;now&gt;" style="border:0" allow="fullscreen" loading="lazy"></iframe>`,
    );
    expect((await oembed(`url=${encodeURIComponent(made.url)}`)).json()).toMatchObject({
      width: 960,
      height: 540,
    });

    expect((await oembed(`url=${encodeURIComponent(made.url)}&format=xml`)).statusCode).toBe(501);
    const foreign = `https://elsewhere.example/embed/${made.token}`;
    expect((await oembed(`url=${encodeURIComponent(foreign)}`)).statusCode).toBe(404);
    expect((await oembed('url=not%20a%20url')).statusCode).toBe(404);
    expect((await oembed('format=json')).statusCode).toBe(400);
    await callOk(t.app, token, 'DELETE', `${tokensPath(deck.id)}${made.id}/`);
    expect((await oembed(`url=${encodeURIComponent(made.url)}`)).statusCode).toBe(404);
  });

  it('serves the embed page framable by EMBED_FRAME_ANCESTORS, with oEmbed discovery; other pages are not', async () => {
    const deck = await createDeck(t.app, token, ['poll'], 'Keynote <b>');
    const made = await create(deck.id);
    const page = await t.app.inject({ method: 'GET', url: `/embed/${made.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https: http://127.0.0.2:4000",
    );
    expect(page.headers['content-security-policy']).toContain('connect-src');
    expect(page.body).toContain(
      `<link rel="alternate" type="application/json+oembed" href="http://localhost:3000/api/oembed/?url=${encodeURIComponent(made.url).replaceAll('&', '&amp;')}&amp;format=json" title="Keynote &lt;b&gt;" />`,
    );

    const unknown = await t.app.inject({ method: 'GET', url: `/embed/${'C'.repeat(43)}` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('json+oembed');

    for (const other of [
      '/home',
      `/presentation/${deck.id}`,
      '/embed',
      `/embed/${made.token}/more`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: other });
      expect(response.headers['x-frame-options'], other).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy'], other).toMatch(
        /frame-ancestors 'self'(;|$)/,
      );
    }
  });
});
