import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { newPerson, registerThroughForm } from './accounts';
import type { PresenterApi } from './deck-api';
import { openSignedIn } from './live';

/** Waits for the editor to say every change is saved. */
export async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
}

/** From the home screen: a new presentation, open in the editor; answers its id. */
export async function newDeckInEditor(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'New presentation' }).first().click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]{36}$/);
  return deckIdInEditor(page);
}

/**
 * A new presenter registered through the form, in the editor on a new deck with this title;
 * answers its id.
 */
export async function newPresenterInEditor(page: Page, title: string): Promise<string> {
  await registerThroughForm(page, newPerson());
  const deckId = await newDeckInEditor(page);
  await page.getByLabel('Presentation title').fill(title);
  return deckId;
}

/** The id of the deck the editor `page` shows (the last part of its address). */
export function deckIdInEditor(page: Page): string {
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

const SHOTS = process.env.SHOTS_DIR;

/** A screenshot in the test output, and for the notes too when SHOTS_DIR is set. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The deck's editor in a window of its own, signed in as the API's presenter, on its Design tab. */
export async function openDesignTab(
  browser: Browser,
  api: PresenterApi,
  deckId: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const editor = await openSignedIn(browser, api, `/presentation/${deckId}`, options);
  await editor.getByRole('tab', { name: 'Design' }).click();
  return editor;
}
