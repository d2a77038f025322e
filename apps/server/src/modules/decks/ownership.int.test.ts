import { API_PATHS, type TPresentation } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createDeck, getDeck } from '../../test/deck-factories';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let owner: string;
let intruder: string;
let deck: TPresentation;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerUser(t.app)).token;
  intruder = (await registerUser(t.app)).token;
  deck = await createDeck(t.app, owner, ['quiz', 'poll'], 'Private');
  // The intruder has a deck of their own, so ids of their objects are valid in their requests.
  await createDeck(t.app, intruder, ['quiz']);
});
afterAll(() => t.close());

type TRoute = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => unknown;
};

const slide = (index = 0) => deck.Slides[index];
const option = () => slide()?.options[0];

/** Every deck route, aimed at the owner's objects. */
const ROUTES: TRoute[] = [
  {
    name: 'presentation detail',
    method: 'GET',
    url: () => `${API_PATHS.presentationDetail}${deck.id}/`,
  },
  {
    name: 'presentation update',
    method: 'PUT',
    url: () => `${API_PATHS.presentationUpdate}${deck.id}/`,
    body: () => ({ title: 'Mine now' }),
  },
  {
    name: 'presentation duplicate',
    method: 'POST',
    url: () => `${API_PATHS.presentationDuplicate}${deck.id}/`,
  },
  {
    name: 'presentation reset',
    method: 'POST',
    url: () => `${API_PATHS.presentationReset}${deck.id}/`,
    body: () => ({}),
  },
  {
    name: 'presentation delete',
    method: 'DELETE',
    url: () => `${API_PATHS.presentationDelete}${deck.id}/`,
  },
  {
    name: 'slide create',
    method: 'POST',
    url: () => API_PATHS.slideCreate,
    body: () => ({ presentationId: deck.id, type: 'poll' }),
  },
  {
    name: 'slide update',
    method: 'PUT',
    url: () => `${API_PATHS.slideUpdate}${slide()?.id}/`,
    body: () => ({ question: 'Hijacked' }),
  },
  {
    name: 'slide sort',
    method: 'PUT',
    url: () => API_PATHS.slideSort,
    body: () => ({ presentationId: deck.id, slideIds: [slide(1)?.id, slide(0)?.id] }),
  },
  {
    name: 'slide duplicate',
    method: 'POST',
    url: () => `${API_PATHS.slideDuplicate}${slide()?.id}/`,
  },
  { name: 'slide delete', method: 'DELETE', url: () => `${API_PATHS.slideDelete}${slide()?.id}/` },
  {
    name: 'slide reset',
    method: 'POST',
    url: () => `${API_PATHS.slideReset}${slide()?.id}/`,
    body: () => ({}),
  },
  {
    name: 'option create',
    method: 'POST',
    url: () => API_PATHS.optionCreate,
    body: () => ({ slideId: slide()?.id }),
  },
  {
    name: 'option update',
    method: 'PUT',
    url: () => `${API_PATHS.optionUpdate}${option()?.id}/`,
    body: () => ({ text: 'Hijacked' }),
  },
  {
    name: 'option sort',
    method: 'PUT',
    url: () => API_PATHS.optionSort,
    body: () => ({
      slideId: slide()?.id,
      optionIds: slide()
        ?.options.map((o) => o.id)
        .reverse(),
    }),
  },
  {
    name: 'option delete',
    method: 'DELETE',
    url: () => `${API_PATHS.optionDelete}${option()?.id}/`,
  },
];

describe('every deck object is reachable only by its owner', () => {
  it.each(ROUTES)('$name answers 404 to another user', async (route) => {
    const response = await call(t.app, intruder, route.method, route.url(), route.body?.());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Nothing is here.' });
  });

  it('leaves the deck untouched and out of the intruder’s list', async () => {
    expect(await getDeck(t.app, owner, deck.id)).toEqual(deck);
    const list = await call(t.app, intruder, 'GET', API_PATHS.presentationList);
    expect(list.json().presentations.map((p: { id: string }) => p.id)).not.toContain(deck.id);
  });

  it('answers 404, never 500, for a malformed id on every id-bearing route', async () => {
    const byId = ROUTES.filter((route) => /[0-9a-f-]{36}\/$/.test(route.url()));
    expect(byId.length).toBeGreaterThanOrEqual(10);
    for (const route of byId) {
      for (const bad of ['x%27;drop/', 'x%00/']) {
        const url = route.url().replace(/[0-9a-f-]{36}\/$/, bad);
        const response = await call(t.app, owner, route.method, url, route.body?.());
        expect({ route: route.name, bad, status: response.statusCode }).toEqual({
          route: route.name,
          bad,
          status: 404,
        });
      }
    }
  });
});
