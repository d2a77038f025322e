import type { TOfficeAddinDeck } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { AddinApiError, type TAddinApi } from './addin-api';
import { createAddinController, embedAddress, SETTINGS_KEY } from './addin-controller';
import { createGrantStore } from './grant-store';
import type { TOfficeHost } from './office-host';
import { createPowerPointMock } from './office-mock.test-support';

const DECK_ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const SLIDES = ['8f14e45f-ceea-467f-a8f4-9c4e7e3f3b11', '45c48cce-2e2d-4fbd-a8a8-0f8e1f6f2c22'];
const OTHER_DECK = 'c9f0f895-fb98-4b91-99f5-1f2e5b8c9d33';
const TOKEN = 'x'.repeat(43);

const deck: TOfficeAddinDeck = {
  id: DECK_ID,
  title: 'Quarterly review',
  slides: SLIDES.map((id, i) => ({ id, number: i + 1, type: 'poll', title: `Poll ${i + 1}` })),
};

/** The server as the add-in sees it: records the slides it was asked to show. */
function fakeApi(options: { revoked?: boolean; offline?: boolean } = {}) {
  const moves: string[] = [];
  const signedOut: string[] = [];
  const refuse = () => {
    if (options.offline) throw new AddinApiError(0);
    if (options.revoked) throw new AddinApiError(401);
  };
  const api: TAddinApi = {
    deck: async () => (refuse(), deck),
    embed: async () => (refuse(), { url: 'http://crowdeck.test/embed/view-token' }),
    moveSlide: async (_token, slideId) => {
      refuse();
      moves.push(slideId);
    },
    signOut: async (token) => {
      signedOut.push(token);
    },
  };
  return { api, moves, signedOut };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const granted = (presentationId = DECK_ID) =>
  JSON.stringify({
    type: 'granted',
    token: TOKEN,
    presentationId,
    presentationTitle: 'Quarterly review',
  });

/** The controller on a mocked PowerPoint, its grants kept in memory unless `grants` is given. */
function controllerOn(
  office: TOfficeHost,
  api: TAddinApi,
  grants = createGrantStore(memoryStorage()),
  origin = 'http://x',
) {
  return createAddinController({ office, api, grants, origin });
}

describe('the PowerPoint add-in, driven by office-addin-mock', () => {
  it('outside Office (no host) shows the fallback instead of waiting', async () => {
    const ppt = await createPowerPointMock({ host: null });
    const { api } = fakeApi();
    const addin = controllerOn(ppt.office, api, undefined, 'http://crowdeck.test');
    await addin.start();
    expect(addin.getState().phase).toBe('outside');
  });

  it('a new document asks to sign in; the popup opens on the Crowdeck origin; its grant is kept out of the document', async () => {
    const ppt = await createPowerPointMock({});
    const { api } = fakeApi();
    const storage = memoryStorage();
    const addin = controllerOn(ppt.office, api, createGrantStore(storage), 'http://crowdeck.test');
    await addin.start();
    expect(addin.getState().phase).toBe('signedOut');

    const signingIn = addin.signIn();
    expect(ppt.dialogsOpened).toEqual(['http://crowdeck.test/integrations/office/dialog.html']);
    ppt.dialog?.message(granted());
    await signingIn;
    expect(ppt.dialog?.closed).toBe(true);
    expect(addin.getState()).toMatchObject({
      phase: 'choose',
      deck: { id: DECK_ID },
      embedUrl: 'http://crowdeck.test/embed/view-token',
    });
    // The token is in the add-in's own storage, and nowhere in the document.
    expect(storage.items.get('crowdeck.office.grants')).toContain(TOKEN);
    expect(JSON.stringify(ppt.settings)).not.toContain(TOKEN);
  });

  it('saves the choice (ids only) in the document, and a reopened document finds it', async () => {
    const ppt = await createPowerPointMock({});
    const { api } = fakeApi();
    const storage = memoryStorage();
    const grants = createGrantStore(storage);
    const addin = controllerOn(ppt.office, api, grants);
    await addin.start();
    const signingIn = addin.signIn();
    ppt.dialog?.message(granted());
    await signingIn;

    await addin.choose(SLIDES[1]!, 'results');
    expect(ppt.saved[SETTINGS_KEY]).toEqual({
      presentationId: DECK_ID,
      slideId: SLIDES[1],
      view: 'results',
    });
    expect(JSON.stringify(ppt.saved)).not.toContain(TOKEN);
    expect(addin.getState().phase).toBe('ready');
    expect(embedAddress(addin.getState().embedUrl!, addin.getState().choice!)).toBe(
      `http://crowdeck.test/embed/view-token?view=results&slide=${SLIDES[1]}`,
    );

    // The same document opened again on this computer: straight to the chosen slide.
    const reopened = await createPowerPointMock({ settings: ppt.saved });
    const again = controllerOn(reopened.office, api, grants);
    await again.start();
    expect(again.getState()).toMatchObject({
      phase: 'ready',
      choice: { slideId: SLIDES[1], view: 'results' },
    });
  });

  it('entering Slide Show on the slide moves the room there; editing does not', async () => {
    const choice = { presentationId: DECK_ID, slideId: SLIDES[0], view: 'live' };
    const ppt = await createPowerPointMock({ settings: { [SETTINGS_KEY]: choice } });
    const { api, moves } = fakeApi();
    const storage = memoryStorage();
    const grants = createGrantStore(storage);
    grants.put({ token: TOKEN, presentationId: DECK_ID, presentationTitle: 'Quarterly review' });
    const addin = controllerOn(ppt.office, api, grants);
    await addin.start();
    expect(addin.getState().view).toBe('edit');
    expect(moves).toEqual([]);

    ppt.switchView('read');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moves).toEqual([SLIDES[0]]);
    expect(addin.getState().movedTo).toBe(SLIDES[0]);

    ppt.switchView('edit');
    ppt.switchView('read');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moves).toEqual([SLIDES[0], SLIDES[0]]);
  });

  it('a document already in Slide Show when the add-in loads moves the room at once', async () => {
    const choice = { presentationId: DECK_ID, slideId: SLIDES[1], view: 'leaderboard' };
    const ppt = await createPowerPointMock({ view: 'read', settings: { [SETTINGS_KEY]: choice } });
    const { api, moves } = fakeApi();
    const grants = createGrantStore(memoryStorage());
    grants.put({ token: TOKEN, presentationId: DECK_ID, presentationTitle: 'Quarterly review' });
    const addin = controllerOn(ppt.office, api, grants);
    await addin.start();
    expect(moves).toEqual([SLIDES[1]]);
  });

  it('another presenter opening the file (no grant here) is asked to sign in; nothing moves', async () => {
    const choice = { presentationId: DECK_ID, slideId: SLIDES[0], view: 'live' };
    const ppt = await createPowerPointMock({ view: 'read', settings: { [SETTINGS_KEY]: choice } });
    const { api, moves } = fakeApi();
    const addin = controllerOn(ppt.office, api);
    await addin.start();
    expect(addin.getState()).toMatchObject({ phase: 'signedOut', choice });
    ppt.switchView('read');
    expect(moves).toEqual([]);
  });

  it('a revoked grant is forgotten and the add-in asks to sign in again', async () => {
    const choice = { presentationId: DECK_ID, slideId: SLIDES[0], view: 'live' };
    const ppt = await createPowerPointMock({ settings: { [SETTINGS_KEY]: choice } });
    const { api } = fakeApi({ revoked: true });
    const storage = memoryStorage();
    const grants = createGrantStore(storage);
    grants.put({ token: TOKEN, presentationId: DECK_ID, presentationTitle: 'Quarterly review' });
    const addin = controllerOn(ppt.office, api, grants);
    await addin.start();
    expect(addin.getState()).toMatchObject({ phase: 'signedOut', problem: 'revoked' });
    expect(grants.get(DECK_ID)).toBeNull();
  });

  it('sign-in results: a blocked popup, a closed popup, a cancel and a malformed answer change nothing', async () => {
    const blocked = await createPowerPointMock({ dialogFailsWith: 12009 });
    const one = controllerOn(blocked.office, fakeApi().api);
    await one.start();
    await one.signIn();
    expect(one.getState()).toMatchObject({ phase: 'signedOut', problem: 'popupBlocked' });

    const ppt = await createPowerPointMock({});
    const storage = memoryStorage();
    const two = controllerOn(ppt.office, fakeApi().api, createGrantStore(storage));
    await two.start();
    let signing = two.signIn();
    ppt.dialog?.closeByUser();
    await signing;
    expect(two.getState()).toMatchObject({ phase: 'signedOut', problem: null });

    signing = two.signIn();
    ppt.dialog?.message(JSON.stringify({ type: 'cancelled' }));
    await signing;
    expect(two.getState().phase).toBe('signedOut');

    signing = two.signIn();
    ppt.dialog?.message('{"type":"granted","token":"short"}');
    await signing;
    expect(two.getState()).toMatchObject({ phase: 'signedOut', problem: 'dialogFailed' });
    expect(storage.items.size).toBe(0);
  });

  it('a failed save says so; signing out deletes the grant on the server and here', async () => {
    const ppt = await createPowerPointMock({ saveFails: true });
    const { api, signedOut } = fakeApi();
    const grants = createGrantStore(memoryStorage());
    grants.put({ token: TOKEN, presentationId: DECK_ID, presentationTitle: 'Quarterly review' });
    const addin = controllerOn(ppt.office, api, grants);
    await addin.start();
    await addin.choose(SLIDES[0]!, 'join');
    expect(addin.getState().problem).toBe('saveFailed');
    expect(ppt.saved[SETTINGS_KEY]).toBeUndefined();

    await addin.signOut();
    expect(signedOut).toEqual([TOKEN]);
    expect(grants.get(DECK_ID)).toBeNull();
    expect(addin.getState().phase).toBe('signedOut');
  });

  it('a choice for another deck than the grant’s asks for a new choice', async () => {
    const choice = { presentationId: OTHER_DECK, slideId: SLIDES[0], view: 'live' };
    const ppt = await createPowerPointMock({ view: 'read', settings: { [SETTINGS_KEY]: choice } });
    const { api, moves } = fakeApi();
    const grants = createGrantStore(memoryStorage());
    const addin = controllerOn(ppt.office, api, grants);
    await addin.start();
    const signing = addin.signIn();
    ppt.dialog?.message(granted());
    await signing;
    expect(addin.getState().phase).toBe('choose');
    expect(moves).toEqual([]);
  });
});
