import { API_PATHS, type TPresentation, type TTemplateGalleryResponse } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeck } from '../../test/deck-factories';
import { bearer, createTestApp, registerUser, type TTestApp } from '../../test/test-app';

const OPERATOR_TOKEN = 'operator-token-of-at-least-thirty-two-characters';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_TOKEN } });
});
afterAll(() => t?.close());

type TUser = Awaited<ReturnType<typeof registerUser>>;

function as(user: TUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(user.token), ...(payload && { payload }) });
}

function operator(url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: bearer(OPERATOR_TOKEN), payload });
}

/** An organisation with an owner, an admin and a member. */
async function organisation(name: string) {
  const id = (await operator(API_PATHS.operatorOrganisations, { name })).json().id as string;
  const [owner, admin, member] = await Promise.all([1, 2, 3].map(() => registerUser(t.app)));
  for (const [user, role] of [
    [owner, 'owner'],
    [admin, 'admin'],
    [member, 'member'],
  ] as const) {
    const added = await operator(`${API_PATHS.operatorOrganisations}${id}/members/`, {
      email: user!.email,
      role,
    });
    expect(added.statusCode).toBe(200);
  }
  return { id, owner: owner!, admin: admin!, member: member! };
}

const gallery = async (user: TUser, lang = 'en') =>
  (
    await as(user, 'GET', `${API_PATHS.templateGallery}?lang=${lang}`)
  ).json<TTemplateGalleryResponse>();
const publish = (user: TUser, id: string, published: boolean) =>
  as(user, 'PUT', `${API_PATHS.templatePublish}${id}/`, { published });

describe('built-in templates', () => {
  it('lists the five templates in the asked language', async () => {
    const user = await registerUser(t.app);
    const body = await gallery(user, 'de');
    expect(body.language).toBe('de');
    expect(body.builtIn.map((card) => card.id)).toEqual([
      'quiz',
      'icebreaker',
      'retrospective',
      'lectureCheckIn',
      'meetingFeedback',
    ]);
    expect(body.builtIn[0]?.title).toBe('Allgemeinwissen-Quiz');
    expect(body.organisation).toEqual([]);
  });

  it('creates a deck of the caller’s with every slide, option and correct answer', async () => {
    const user = await registerUser(t.app);
    const created = await as(user, 'POST', API_PATHS.templateUse, {
      source: 'builtIn',
      id: 'quiz',
      lang: 'de',
    });
    expect(created.statusCode).toBe(201);
    const deck = created.json<TPresentation>();
    expect(deck.title).toBe('Allgemeinwissen-Quiz');
    expect(deck.Slides.map((slide) => slide.type)).toEqual([
      'content',
      'quiz',
      'quiz',
      'quiz',
      'quiz',
      'leaderboard',
    ]);
    const mars = deck.Slides[1]!;
    expect(mars.question).toBe('Welcher Planet wird der Rote Planet genannt?');
    expect(mars.options.filter((o) => o.isCorrect).map((o) => o.text)).toEqual(['Mars']);
    expect(deck.slideActiveId).toBe(deck.Slides[0]?.id);
    const list = (await as(user, 'GET', API_PATHS.presentationList)).json();
    expect(list.presentations.map((p: { id: string }) => p.id)).toEqual([deck.id]);
  });

  it('keeps the scales settings of a retrospective', async () => {
    const user = await registerUser(t.app);
    const deck = (
      await as(user, 'POST', API_PATHS.templateUse, {
        source: 'builtIn',
        id: 'retrospective',
        lang: 'fr',
      })
    ).json<TPresentation>();
    const scales = deck.Slides.find((slide) => slide.format === 'scales');
    expect(scales?.settings).toMatchObject({ scaleMax: 5, minLabel: 'Mauvais' });
    expect(scales?.options).toHaveLength(4);
  });

  it('refuses an unknown template or language with a 400', async () => {
    const user = await registerUser(t.app);
    const unknown = await as(user, 'POST', API_PATHS.templateUse, {
      source: 'builtIn',
      id: 'nope',
      lang: 'en',
    });
    expect(unknown.statusCode).toBe(400);
    const language = await as(user, 'GET', `${API_PATHS.templateGallery}?lang=xx`);
    expect(language.statusCode).toBe(400);
  });
});

describe('organisation templates', () => {
  it('an admin publishes, a member sees it and starts from it, then it is taken back', async () => {
    const org = await organisation('Acme Templates');
    const deck = await createDeck(t.app, org.admin.token, ['quiz', 'poll'], 'Onboarding quiz');
    const published = await publish(org.admin, deck.id, true);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ published: true });

    const cards = (await gallery(org.member)).organisation;
    expect(cards).toEqual([
      expect.objectContaining({
        id: deck.id,
        source: 'organisation',
        title: 'Onboarding quiz',
        slideCount: 2,
        slideTypes: ['quiz', 'poll'],
      }),
    ]);
    const copy = await as(org.member, 'POST', API_PATHS.templateUse, {
      source: 'organisation',
      id: deck.id,
    });
    expect(copy.statusCode).toBe(201);
    const copied = copy.json<TPresentation>();
    expect(copied.id).not.toBe(deck.id);
    expect(copied.title).toBe('Onboarding quiz');
    expect(copied.Slides.map((slide) => slide.type)).toEqual(['quiz', 'poll']);

    // The owner takes back the admin's template.
    expect((await publish(org.owner, deck.id, false)).statusCode).toBe(200);
    expect((await gallery(org.member)).organisation).toEqual([]);
    const after = await as(org.member, 'POST', API_PATHS.templateUse, {
      source: 'organisation',
      id: deck.id,
    });
    expect(after.statusCode).toBe(404);
  });

  it('refuses a member publishing or unpublishing with a 403 in JSON', async () => {
    const org = await organisation('Acme Members');
    const own = await createDeck(t.app, org.member.token, ['poll'], 'Mine');
    const refused = await publish(org.member, own.id, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json().fields.published.code).toBe('template.adminOnly');

    const adminDeck = await createDeck(t.app, org.admin.token, ['poll'], 'Shared');
    await publish(org.admin, adminDeck.id, true);
    const unpublish = await publish(org.member, adminDeck.id, false);
    expect(unpublish.statusCode).toBe(403);
    expect((await gallery(org.member)).organisation).toHaveLength(1);
  });

  it('shows nothing to non-members and another organisation, and refuses them with 404', async () => {
    const org = await organisation('Acme Private');
    const other = await organisation('Other Co');
    const outsider = await registerUser(t.app);
    const deck = await createDeck(t.app, org.owner.token, ['wordCloud'], 'Internal');
    await publish(org.owner, deck.id, true);
    for (const user of [outsider, other.member, other.owner]) {
      expect((await gallery(user)).organisation).toEqual([]);
      const use = await as(user, 'POST', API_PATHS.templateUse, {
        source: 'organisation',
        id: deck.id,
      });
      expect(use.statusCode).toBe(404);
      expect((await publish(user, deck.id, false)).statusCode).toBe(404);
    }
    // Nobody publishes a deck that is not theirs, even an admin of the same organisation.
    expect((await publish(org.admin, deck.id, true)).statusCode).toBe(404);
  });

  it('refuses a user outside any organisation publishing their deck (403)', async () => {
    const user = await registerUser(t.app);
    const deck = await createDeck(t.app, user.token, ['poll']);
    expect((await publish(user, deck.id, true)).statusCode).toBe(403);
  });
});
