import { expect, test, type Browser, type Page } from '@playwright/test';
import { PresenterApi } from '../support/deck-api';
import { E2E_AUDIENCE_URL } from '../support/env';
import { createLongChoiceSlide } from '../support/long-content';
import { signInContext } from '../support/live';

type TBox = { top: number; bottom: number } | null;

/** Where the answer tiles, the reactions bar and the "more below" cue are, in the window. */
async function measure(phone: Page) {
  return phone.evaluate(() => {
    const box = (el: Element | null): TBox => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return r.height > 0 ? { top: r.top, bottom: r.bottom } : null;
    };
    return {
      height: innerHeight,
      tiles: Array.from(document.querySelectorAll('.tile')).map(box),
      area: box(document.querySelector('.session-main')),
      bar: box(document.querySelector('.reactions')),
      cue: box(document.querySelector('.more-below')),
    };
  });
}

// 1 px of rounding: boxes that only touch do not overlap.
const overlaps = (a: TBox, b: TBox) =>
  Boolean(a && b && a.top < b.bottom - 1 && b.top < a.bottom - 1);

async function openPhone(browser: Browser, width: number, height: number, code: string) {
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await phone.goto(`${E2E_AUDIENCE_URL}/${code}`);
  return phone;
}

test('phones reach every long answer without hunting, upright and sideways', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = await PresenterApi.registered();
  const deck = await api.createDeck('Long answers');
  const first = await createLongChoiceSlide(api, deck.id, 'poll', 4);
  await createLongChoiceSlide(api, deck.id, 'poll', 10);
  await api.setActiveSlide(deck.id, first);
  const stage = await (await browser.newContext()).newPage();
  await signInContext(stage.context(), api);
  await stage.goto(`/present/${deck.id}`);
  await expect(stage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const upright = await openPhone(browser, 390, 844, deck.uniqueCode);
  const sideways = await openPhone(browser, 844, 390, deck.uniqueCode);
  for (const [phone, name] of [
    [upright, 'portrait'],
    [sideways, 'landscape'],
  ] as const) {
    await expect(phone.locator('.tile')).toHaveCount(4, { timeout: 15_000 });
    await expect(phone.getByRole('button', { name: 'Show the whole question' })).toBeVisible();
    // The reactions bar comes with the views a phone loads once joined: measure once it is there.
    await expect(phone.locator('.reactions')).toBeAttached();
    await phone.screenshot({ path: testInfo.outputPath(`phone-${name}-4-options.png`) });
    const view = await measure(phone);
    // The answers start in view; they scroll in an area that ends above the reactions bar.
    expect(view.tiles[0]!.bottom, name).toBeLessThanOrEqual(view.area!.bottom);
    expect(view.area!.bottom, name).toBeLessThanOrEqual(view.bar!.top + 0.5);
    expect(view.bar!.bottom, name).toBeLessThanOrEqual(view.height + 0.5);
    // Answers below the fold are announced.
    const below = view.tiles.some((tile) => tile && tile.bottom > view.area!.bottom);
    if (below)
      await expect(phone.getByRole('button', { name: 'More answers below' })).toBeVisible();
  }
  // Sideways the bar starts closed and opens on demand; upright it can be closed.
  await expect(sideways.getByRole('button', { name: 'Send a heart' })).toBeHidden();
  await sideways.getByRole('button', { name: 'Show reactions' }).click();
  await expect(sideways.getByRole('button', { name: 'Send a heart' })).toBeVisible();
  await upright.getByRole('button', { name: 'Hide reactions' }).click();
  await expect(upright.getByRole('button', { name: 'Send a heart' })).toBeHidden();
  await upright.getByRole('button', { name: 'Show reactions' }).click();

  // Ten long answers: the cue says there are more, and a tap brings the last one in view.
  await stage.keyboard.press('ArrowRight');
  await stage.keyboard.press('ArrowRight');
  for (const [phone, name] of [
    [upright, 'portrait'],
    [sideways, 'landscape'],
  ] as const) {
    await expect(phone.locator('.tile')).toHaveCount(10, { timeout: 15_000 });
    const cue = phone.getByRole('button', { name: 'More answers below' });
    await expect(cue).toBeVisible();
    await phone.screenshot({ path: testInfo.outputPath(`phone-${name}-10-options.png`) });
    const view = await measure(phone);
    expect(view.area!.bottom, name).toBeLessThanOrEqual(view.bar!.top + 0.5);
    expect(overlaps(view.cue, view.bar), name).toBe(false);
    await cue.click();
    await expect(phone.locator('.tile').last()).toBeInViewport();
    await expect(cue).toBeHidden();
    const end = await measure(phone);
    expect(end.tiles.at(-1)!.bottom, name).toBeLessThanOrEqual(end.area!.bottom + 0.5);
    expect(overlaps(end.tiles.at(-1)!, end.bar), name).toBe(false);
    await phone.screenshot({ path: testInfo.outputPath(`phone-${name}-10-options-end.png`) });
  }
});
