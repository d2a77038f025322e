import { API_PATHS, type TPresentation } from '@crowdeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createDeck, getDeck } from '../../test/deck-factories';
import { useLiveFixture } from '../../test/live-fixture';

const t = useLiveFixture({ stranger: true });
let deck: TPresentation;

beforeAll(async () => {
  deck = await createDeck(t.app, t.token, ['quiz', 'poll'], 'Private');
  // The intruder has a deck of their own, so ids of their objects are valid in their requests.
  await createDeck(t.app, t.strangerToken, ['quiz']);
});

type TRoute = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => unknown;
};

const slide = (index = 0) => deck.Slides[index];
const option = () => slide()?.options[0];

/** A route at a fixed path (no `id`), or at a path ending in the id of the object `id` names. */
const at =
  (id?: () => string | undefined) =>
  (name: string, method: TRoute['method'], path: string, body?: () => unknown): TRoute => ({
    name,
    method,
    url: id ? () => `${path}${id()}/` : () => path,
    ...(body ? { body } : {}),
  });
const fixed = at();
const onDeck = at(() => deck.id);
const onSlide = at(() => slide()?.id);
const onOption = at(() => option()?.id);
const empty = () => ({});

/** Every deck route, aimed at the owner's objects. */
const ROUTES: TRoute[] = [
  onDeck('presentation detail', 'GET', API_PATHS.presentationDetail),
  onDeck('presentation update', 'PUT', API_PATHS.presentationUpdate, () => ({ title: 'Mine now' })),
  onDeck('presentation duplicate', 'POST', API_PATHS.presentationDuplicate),
  onDeck('presentation reset', 'POST', API_PATHS.presentationReset, empty),
  onDeck('presentation delete', 'DELETE', API_PATHS.presentationDelete),
  fixed('slide create', 'POST', API_PATHS.slideCreate, () => ({
    presentationId: deck.id,
    type: 'poll',
  })),
  onSlide('slide update', 'PUT', API_PATHS.slideUpdate, () => ({ question: 'Hijacked' })),
  fixed('slide sort', 'PUT', API_PATHS.slideSort, () => ({
    presentationId: deck.id,
    slideIds: [slide(1)?.id, slide(0)?.id],
  })),
  onSlide('slide duplicate', 'POST', API_PATHS.slideDuplicate),
  onSlide('slide delete', 'DELETE', API_PATHS.slideDelete),
  onSlide('slide reset', 'POST', API_PATHS.slideReset, empty),
  fixed('option create', 'POST', API_PATHS.optionCreate, () => ({ slideId: slide()?.id })),
  onOption('option update', 'PUT', API_PATHS.optionUpdate, () => ({ text: 'Hijacked' })),
  fixed('option sort', 'PUT', API_PATHS.optionSort, () => ({
    slideId: slide()?.id,
    optionIds: slide()
      ?.options.map((o) => o.id)
      .reverse(),
  })),
  onOption('option delete', 'DELETE', API_PATHS.optionDelete),
];

describe('every deck object is reachable only by its owner', () => {
  it.each(ROUTES)('$name answers 404 to another user', async (route) => {
    const response = await call(t.app, t.strangerToken, route.method, route.url(), route.body?.());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Nothing is here.' });
  });

  it('leaves the deck untouched and out of the intruder’s list', async () => {
    expect(await getDeck(t.app, t.token, deck.id)).toEqual(deck);
    const list = await call(t.app, t.strangerToken, 'GET', API_PATHS.presentationList);
    expect(list.json().presentations.map((p: { id: string }) => p.id)).not.toContain(deck.id);
  });

  it('answers 404, never 500, for a malformed id on every id-bearing route', async () => {
    const byId = ROUTES.filter((route) => /[0-9a-f-]{36}\/$/.test(route.url()));
    expect(byId.length).toBeGreaterThanOrEqual(10);
    for (const route of byId) {
      for (const bad of ['x%27;drop/', 'x%00/']) {
        const url = route.url().replace(/[0-9a-f-]{36}\/$/, bad);
        const response = await call(t.app, t.token, route.method, url, route.body?.());
        expect({ route: route.name, bad, status: response.statusCode }).toEqual({
          route: route.name,
          bad,
          status: 404,
        });
      }
    }
  });
});
