import {
  API_PATHS,
  GOOGLE_SLIDES_ADDON_PATHS,
  type TOfficeGrant,
  type TOfficeGrantCreated,
} from '@crowdeck/core';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk, createDeck } from '../../../test/deck-factories';
import {
  closeAll,
  joinOk,
  listen,
  nextMessage,
  openPhone,
  type TClientSocket,
} from '../../../test/live-clients';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';
import { startAddonWorker } from './addon-runner.test-support';
import type { TImageBox, TTextBox } from './google-services.test-support';

describe('the Google Slides add-on against a real Crowdeck server', () => {
  let t: TTestApp;
  let url: string;
  let owner: string;
  let files: Map<string, string>;
  let presenterUrl: string;
  const sockets: TClientSocket[] = [];
  const workers: { stop: () => Promise<number> }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
    owner = (await registerUser(t.app)).token;
    // The project as an operator downloads it from this server.
    const download = await fetch(`${url}${GOOGLE_SLIDES_ADDON_PATHS.project}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(Buffer.from(await download.arrayBuffer()));
    files = new Map();
    for (const name of Object.keys(zip.files))
      files.set(name, await zip.file(name)!.async('string'));
    presenterUrl = JSON.parse(files.get('appsscript.json')!).urlFetchWhitelist[0].replace(
      /\/$/,
      '',
    );
  });
  afterAll(async () => {
    closeAll(sockets);
    await Promise.all(workers.map((worker) => worker.stop()));
    await t.close();
  });

  /** The address written in the project is this server's public one; the test reaches it here. */
  const local = (address: string) => address.replace(presenterUrl, url);
  const addon = () => {
    const worker = startAddonWorker(files, local);
    workers.push(worker);
    return worker;
  };

  it('connects with a grant, inserts the join slide, keeps the room on the linked slide, signs out', async () => {
    const deck = await createDeck(t.app, owner, ['poll', 'quiz', 'wordCloud'], 'All hands');
    const made = await callOk<TOfficeGrantCreated>(t.app, owner, 'POST', API_PATHS.officeGrants, {
      presentationId: deck.id,
      client: 'googleSlides',
    });
    const grants = await callOk<TOfficeGrant[]>(t.app, owner, 'GET', API_PATHS.officeGrants);
    expect(grants.map((g) => [g.presentationTitle, g.client])).toEqual([
      ['All hands', 'googleSlides'],
    ]);

    const slides = addon();
    expect(await slides.run('getSidebarState')).toMatchObject({ connected: false });
    const state = await slides.run('connectCrowdeck', made.token);
    expect(state).toMatchObject({
      connected: true,
      presentation: { id: deck.id, title: 'All hands' },
      slides: deck.Slides.map((s, i) => ({ id: s.id, number: i + 1, type: s.type })),
    });
    expect(slides.editor().userProperties).toEqual([['crowdeck.token.google-deck-1', made.token]]);

    // The join slide: the real join code and address, the real QR code, the real embed.
    await slides.run('insertJoinSlide');
    const editor = slides.editor();
    const join = editor.slides[1]!;
    const [title, address, code, qr] = join.elements as [TTextBox, TTextBox, TTextBox, TImageBox];
    expect(title.text).toBe('All hands');
    expect(code.text).toBe(`with the code\n${deck.uniqueCode}`);
    const joinLink = address.styles.find((s) => s.style.link)?.style.link;
    expect(joinLink).toMatch(new RegExp(`^https?://[^/]+/${deck.uniqueCode}$`));
    const embeds = await callOk<{ url: string }[]>(
      t.app,
      owner,
      'GET',
      `${API_PATHS.embedTokens}${deck.id}/`,
    );
    expect(embeds).toHaveLength(1);
    expect(qr.link).toBe(embeds[0]!.url);
    const viewToken = embeds[0]!.url.split('/').at(-1)!;
    expect(qr.url).toBe(`${presenterUrl}/api/embed/qr/${viewToken}/?size=512`);
    const png = await fetch(local(qr.url));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(512); // its width
    const embedPage = await fetch(local(qr.link!));
    expect(embedPage.status).not.toBe(404);

    // Each call carried the grant, except the embed's public view.
    expect(
      editor.requests.map((r) => [
        r.method,
        r.url.replace(presenterUrl, ''),
        r.headers.Authorization,
      ]),
    ).toEqual([
      ['get', '/api/addin/office/deck/', `Bearer ${made.token}`],
      ['get', '/api/addin/office/deck/', `Bearer ${made.token}`],
      ['get', '/api/addin/office/deck/', `Bearer ${made.token}`],
      ['post', '/api/addin/office/embed/', `Bearer ${made.token}`],
      ['get', `/api/embed/view/${viewToken}/?view=join`, undefined],
      ['get', '/api/addin/office/deck/', `Bearer ${made.token}`],
    ]);

    // A phone in the room follows the Google slide the presenter goes live on.
    const phone = await openPhone(url);
    sockets.push(phone);
    await joinOk(phone, { code: deck.uniqueCode, name: 'Grace' });
    const third = deck.Slides[2]!.id;
    await slides.run('select', 'g-content');
    await slides.run('linkSelectedSlide', third);
    const followed = nextMessage(phone, 'state', (m) => m.state.slide?.id === third);
    expect(await slides.run('goLiveOnSelected')).toEqual({ slideActiveId: third });
    expect((await followed).state.slide?.id).toBe(third);
    const put = slides.editor().requests.at(-1)!;
    expect([put.method, put.contentType, JSON.parse(put.payload!)]).toEqual([
      'put',
      'application/json',
      { slideId: third },
    ]);
    // A slide of another deck is refused by Crowdeck; the sidebar shows it as a failure.
    const other = await createDeck(t.app, owner, ['poll']);
    await expect(slides.run('goLive', other.Slides[0]!.id)).rejects.toThrow('crowdeck.failed');

    // Signing out deletes the grant on Crowdeck.
    expect(await slides.run('disconnectCrowdeck')).toMatchObject({ connected: false });
    expect(await callOk<TOfficeGrant[]>(t.app, owner, 'GET', API_PATHS.officeGrants)).toEqual([]);
    const after = await fetch(`${url}${API_PATHS.officeAddin}deck/`, {
      headers: { authorization: `Bearer ${made.token}` },
    });
    expect(after.status).toBe(401);
  });

  it('forgets a grant its owner revoked on the Integrations page', async () => {
    const deck = await createDeck(t.app, owner, ['poll']);
    const made = await callOk<TOfficeGrantCreated>(t.app, owner, 'POST', API_PATHS.officeGrants, {
      presentationId: deck.id,
      client: 'googleSlides',
    });
    const slides = addon();
    await slides.run('connectCrowdeck', made.token);
    await callOk(t.app, owner, 'DELETE', `${API_PATHS.officeGrants}${made.grant.id}/`);
    await expect(slides.run('insertJoinSlide')).rejects.toThrow('crowdeck.unauthorized');
    expect(await slides.run('getSidebarState')).toMatchObject({ connected: false });
    expect(slides.editor().userProperties).toEqual([]);
  });
});
