import { expect, test } from '@playwright/test';
import { presenterWithPollDeck } from '../support/deck-api';
import { signInContext } from '../support/live';

declare global {
  interface Window {
    __oscillators: number;
  }
}

test('the big screen’s sound is off by default, one control turns it on, and it is remembered', async ({
  browser,
}) => {
  const { api, deck } = await presenterWithPollDeck('Assembly');
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await signInContext(context, api);
  // Counts the notes the page makes (Web Audio oscillators), without changing what they do.
  await context.addInitScript(() => {
    window.__oscillators = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      window.__oscillators += 1;
      return original.call(this);
    };
  });
  const stage = await context.newPage();
  await stage.goto(`/present/${deck.id}`);
  await expect(stage.locator('section.lobby')).toBeVisible();
  const sound = stage.getByRole('button', { name: 'Sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await stage.waitForTimeout(500);
  expect(await stage.evaluate(() => window.__oscillators)).toBe(0);

  // On: music plays over the join screen.
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => stage.evaluate(() => window.__oscillators)).toBeGreaterThan(2);

  // Remembered on this computer; off again stops making sounds.
  await stage.reload();
  await expect(stage.getByRole('button', { name: 'Sound' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await stage.getByRole('button', { name: 'Sound' }).click();
  await expect(stage.getByRole('button', { name: 'Sound' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const after = await stage.evaluate(() => window.__oscillators);
  await stage.waitForTimeout(1_000);
  expect(await stage.evaluate(() => window.__oscillators)).toBe(after);
});
