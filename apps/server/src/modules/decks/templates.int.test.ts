import { API_PATHS, type TPresentation, type TTemplateGalleryResponse } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { createDeck } from '../../test/deck-factories';
import { useLiveFixture } from '../../test/live-fixture';
import { registerUser, type TRegisteredUser } from '../../test/test-app';

const t = useLiveFixture({ presenter: false, operator: true });

/** An organisation with an owner, an admin and a member. */
async function organisation(name: string) {
  const { id, members } = await t.organisation(['owner', 'admin', 'member'], { name });
  const [owner, admin, member] = members;
  return { id, owner, admin, member };
}

/** Starts a deck of the user's from a built-in template in `lang`. */
const fromBuiltIn = (user: TRegisteredUser, id: string, lang: string) =>
  t.as(user, 'POST', API_PATHS.templateUse, { source: 'builtIn', id, lang });
const gallery = async (user: TRegisteredUser, lang = 'en') =>
  (
    await t.as(user, 'GET', `${API_PATHS.templateGallery}?lang=${lang}`)
  ).json<TTemplateGalleryResponse>();
const publish = (user: TRegisteredUser, id: string, published: boolean) =>
  t.as(user, 'PUT', `${API_PATHS.templatePublish}${id}/`, { published });

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
    const created = await fromBuiltIn(user, 'quiz', 'de');
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
    const list = (await t.as(user, 'GET', API_PATHS.presentationList)).json();
    expect(list.presentations.map((p: { id: string }) => p.id)).toEqual([deck.id]);
  });

  it('keeps the scales settings of a retrospective', async () => {
    const user = await registerUser(t.app);
    const deck = (await fromBuiltIn(user, 'retrospective', 'fr')).json<TPresentation>();
    const scales = deck.Slides.find((slide) => slide.format === 'scales');
    expect(scales?.settings).toMatchObject({ scaleMax: 5, minLabel: 'Mauvais' });
    expect(scales?.options).toHaveLength(4);
  });

  it('refuses an unknown template or language with a 400', async () => {
    const user = await registerUser(t.app);
    const unknown = await fromBuiltIn(user, 'nope', 'en');
    expect(unknown.statusCode).toBe(400);
    const language = await t.as(user, 'GET', `${API_PATHS.templateGallery}?lang=xx`);
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
    const copy = await t.as(org.member, 'POST', API_PATHS.templateUse, {
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
    const after = await t.as(org.member, 'POST', API_PATHS.templateUse, {
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
      const use = await t.as(user, 'POST', API_PATHS.templateUse, {
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
