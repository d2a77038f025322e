import { expect, test } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { PresenterApi } from '../support/deck-api';
import { E2E_PRESENTER_URL } from '../support/env';
import { openPhone } from '../support/live';

test.setTimeout(90_000);

const LONG_NOTES = Array.from(
  { length: 12 },
  (_, i) => `Point ${i + 1}: thank the team, then show the numbers for this quarter.`,
).join('\n');

test('the phone remote at 390×844: the speaker notes scroll above the Back/Next bar, never under it', async ({
  browser,
}) => {
  const api = await PresenterApi.registered();
  const deck = await api.createDeck('Quarterly review');
  const slide = await api.createSlide(deck.id, 'poll', 'How was the quarter?', ['Good', 'Hard']);
  await api.call('PUT', `${API_PATHS.slideUpdate}${slide}/`, { notes: LONG_NOTES });
  const { token } = await api.call<{ token: string }>('POST', `${API_PATHS.liveRemote}${deck.id}/`);

  const remote = await openPhone(browser);
  await remote.goto(`${E2E_PRESENTER_URL}/remote/${token}`);
  const notes = remote.getByRole('region', { name: 'Speaker notes' });
  await expect(notes).toContainText('Point 12');
  const bar = remote.locator('.control-buttons__main');
  await expect(bar.getByRole('button', { name: /Next/ })).toBeVisible();
  await remote.screenshot({ path: test.info().outputPath('remote-top.png') });

  // On the first screen, without scrolling the page: the notes are read above the bar.
  const box = async (locator: typeof bar) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('not laid out');
    return found;
  };
  const barBox = await box(bar);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(844);
  const notesBox = await box(notes);
  expect(notesBox.y + notesBox.height).toBeLessThanOrEqual(barBox.y);
  // Long notes scroll in their own box, which stays above the bar to their last line.
  const text = notes.locator('.control-notes');
  const scrolled = await text.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    return { scrolls: el.scrollHeight > el.clientHeight, atEnd: el.scrollTop > 0 };
  });
  expect(scrolled).toEqual({ scrolls: true, atEnd: true });
  const textBox = await box(text);
  expect(textBox.y + textBox.height).toBeLessThanOrEqual(barBox.y);
  await remote.screenshot({ path: test.info().outputPath('remote-notes-scrolled.png') });

  // At the end of the page the last control clears the bar too.
  await remote.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const unpair = await box(remote.getByRole('button', { name: 'Unpair this phone' }));
  expect(unpair.y + unpair.height).toBeLessThanOrEqual((await box(bar)).y);
  await remote.screenshot({ path: test.info().outputPath('remote-bottom.png') });
  await remote.context().close();
});
