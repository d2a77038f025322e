import { expect, test } from '@playwright/test';
import { API_PATHS, DECK_LIMITS, LIVE_LIMITS } from '@crowdeck/core';
import { PresenterApi } from '../support/deck-api';
import {
  createLongChoiceSlide,
  LONGEST_QUESTION,
  longText,
  uploadSlideImage,
} from '../support/long-content';
import { answerFromEach, joinLongNamedPhones, longWords } from '../support/room-content';
import { expectStageFits } from '../support/stage-checks';
import { signInContext } from '../support/live';

// Projector sizes: each slide type and phase with the longest content allowed.
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
]) {
  test(`the projected screen fits the longest content at ${viewport.width}×${viewport.height}`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const api = await PresenterApi.registered();
    const deck = await api.createDeck('Fit check');
    // The largest scores: the most points a question may give.
    const long = { timeLimitSec: 240, points: DECK_LIMITS.quizPointsMax };
    const entries = { entriesPerParticipant: 3 };
    const imageUrl = await uploadSlideImage(api);
    const first = await createLongChoiceSlide(api, deck.id, 'quiz', 4, { ...long, imageUrl });
    const second = await createLongChoiceSlide(api, deck.id, 'quiz', 10, long);
    await createLongChoiceSlide(api, deck.id, 'poll', 10);
    const cloud = await api.createSlide(deck.id, 'wordCloud', LONGEST_QUESTION, [], {
      entriesPerParticipant: DECK_LIMITS.wordEntriesMax,
    });
    const wall = await api.createSlide(deck.id, 'openEnded', LONGEST_QUESTION, [], entries);
    await api.createSlide(deck.id, 'leaderboard', LONGEST_QUESTION);
    const detail = await api.call<{ Slides: { id: string; options: { id: string }[] }[] }>(
      'GET',
      `${API_PATHS.presentationDetail}${deck.id}/`,
    );
    const correct = (slideId: string) =>
      detail.Slides.find((slide) => slide.id === slideId)?.options[0]?.id;
    await api.setActiveSlide(deck.id, first);

    const context = await browser.newContext({ viewport });
    await signInContext(context, api);
    const stage = await context.newPage();
    await stage.goto(`/present/${deck.id}`);
    await expect(stage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    // Ten players with the longest nicknames, as bare sockets (cheaper than pages).
    const phones = await joinLongNamedPhones(deck.uniqueCode, LIVE_LIMITS.leaderboardTop);
    await expectStageFits(stage, testInfo, 'lobby');
    await stage.keyboard.press('ArrowRight');
    await expect(stage.locator('.lobby')).toBeHidden();

    for (const quiz of ['image-4', 'text-10']) {
      // Ready: the question, options, the slide image and "Start the question" in view.
      await expect(stage.getByRole('button', { name: 'Start the question' })).toBeVisible();
      if (quiz === 'image-4') await expect(stage.locator('.slide-content__image')).toBeVisible();
      await expectStageFits(stage, testInfo, `quiz-${quiz}-ready`);
      await stage.getByRole('button', { name: 'Start the question' }).click();
      await expect(stage.locator('.quiz-intro')).toBeVisible();
      await expectStageFits(stage, testInfo, `quiz-${quiz}-intro`);
      // Open: the timer, the count and "Show results now"; the image stays.
      await expect(stage.locator('.countdown')).toBeVisible({ timeout: 15_000 });
      if (quiz === 'image-4') await expect(stage.locator('.slide-content__image')).toBeVisible();
      const slideId = quiz === 'image-4' ? first : second;
      // All but one answer (all ten would close the question before "Show results now" is seen).
      await answerFromEach(phones.slice(1), () => ({ slideId, optionId: correct(slideId) }));
      await expectStageFits(stage, testInfo, `quiz-${quiz}-open`);
      await stage.getByRole('button', { name: 'Show results now' }).click();
      await expect(stage.locator('.result-bar').first()).toBeVisible();
      await expectStageFits(stage, testInfo, `quiz-${quiz}-results`);
      await stage.getByRole('button', { name: 'Next', exact: true }).click();
    }
    for (const type of ['poll', 'word-cloud', 'open-ended', 'leaderboard']) {
      await expect(stage.locator('.present-slide__question')).toBeVisible();
      if (type === 'word-cloud') {
        await answerFromEach(phones, (i) => ({ slideId: cloud, words: longWords(i, 10) }));
        await expect(stage.locator('.word-cloud__word').first()).toBeVisible();
      }
      if (type === 'open-ended') {
        for (let round = 0; round < entries.entriesPerParticipant; round++) {
          await answerFromEach(phones, (i) => ({
            slideId: wall,
            text: longText(LIVE_LIMITS.openEndedTextMax, i + round),
          }));
        }
        await expect(stage.locator('.answer-card').first()).toBeVisible();
      }
      if (type === 'leaderboard') {
        await expect(stage.locator('.leaderboard__row')).toHaveCount(LIVE_LIMITS.leaderboardTop);
      }
      await expectStageFits(stage, testInfo, type);
      // The wall hides cards that do not fit whole, but the newest always shows.
      if (type === 'open-ended') await expect(stage.locator('.answer-card').first()).toBeVisible();
      if (type === 'leaderboard') break;
      // Phones answer the next slide only once the server has made it live.
      await Promise.all([
        stage.waitForResponse((r) => r.url().includes(API_PATHS.slideNext)),
        stage.keyboard.press('ArrowRight'),
      ]);
    }
    for (const phone of phones) phone.close();
    await context.close();
  });
}
