import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { PresenterApi } from './deck-api';
import { E2E_AUDIENCE_URL, E2E_PRESENTER_URL } from './env';

/** The phone every live spec holds: an upright 390 × 844 touch screen. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** A new page on a phone of its own (a context of its own, so it has its own cookies). */
export async function openPhone(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  return context.newPage();
}

/** A phone of its own, on the join address of the presentation with this code. */
export async function openJoinPage(
  browser: Browser,
  code: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const phone = await openPhone(browser, options);
  await phone.goto(`${E2E_AUDIENCE_URL}/${code}`);
  return phone;
}

/** On the nickname screen: picks the nickname and goes in (waits for "You're in!" unless told). */
export async function pickNickname(
  phone: Page,
  name: string,
  { waitIn = true }: { waitIn?: boolean } = {},
): Promise<void> {
  await expect(phone.getByRole('heading', { name: 'Pick a nickname' })).toBeVisible();
  await phone.getByLabel('Nickname').fill(name);
  await phone.getByRole('button', { name: 'Let’s go' }).click();
  if (waitIn) await expect(phone.getByText('You’re in!')).toBeVisible();
}

/** Opens the join address on this phone and joins under the nickname. */
export async function joinAs(
  phone: Page,
  code: string,
  name: string,
  options?: { waitIn?: boolean },
): Promise<void> {
  await phone.goto(`${E2E_AUDIENCE_URL}/${code}`);
  await pickNickname(phone, name, options);
}

/** A phone of its own that has joined the presentation under the nickname. */
export async function joinedPhone(
  browser: Browser,
  code: string,
  name: string,
  options?: { waitIn?: boolean },
): Promise<Page> {
  const phone = await openPhone(browser);
  await joinAs(phone, code, name, options);
  return phone;
}

/** Signs this context in as the API's presenter (its token as the session cookie). */
export async function signInContext(context: BrowserContext, api: PresenterApi): Promise<void> {
  await context.addCookies([{ name: 'crowdeckToken', value: api.token, url: E2E_PRESENTER_URL }]);
}

/** A page of its own signed in as the API's presenter, open at `path` (1440 × 900 unless told). */
export async function openSignedIn(
  browser: Browser,
  api: PresenterApi,
  path: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  await signInContext(context, api);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The big screen of a deck: the presenter signed in, present mode open and live. */
export async function openStage(
  browser: Browser,
  api: PresenterApi,
  deckId: string,
  viewport = { width: 1600, height: 900 },
): Promise<Page> {
  const stage = await openSignedIn(browser, api, `/present/${deckId}`, { viewport });
  await expect(stage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  return stage;
}

/** The big screen of a deck in a new tab of this signed-in context, at the lobby (1280 × 720 unless told). */
export async function openStageTab(
  context: BrowserContext,
  deckId: string,
  viewport = { width: 1280, height: 720 },
): Promise<Page> {
  const stage = await context.newPage();
  await stage.setViewportSize(viewport);
  await stage.goto(`/present/${deckId}`);
  return stage;
}

/** The lobby first (the slide waits behind it, hidden), then Next shows the slide. */
export async function showSlideFromLobby(stage: Page): Promise<void> {
  await expect(stage.getByRole('button', { name: 'Show the slide' })).toBeVisible();
  await stage.keyboard.press('ArrowRight');
}

/** The presentation's join code (8 digits), read off the big screen's join strip. */
export async function joinCodeOn(stage: Page): Promise<string> {
  const code = (await stage.locator('.join-strip').first().textContent())?.match(/\d{8}/)?.[0];
  expect(code).toBeTruthy();
  return code ?? '';
}

/** The room's control view (people, Q&A, moderation), opened from the big screen's menu. */
export async function openRoomControl(stage: Page): Promise<Page> {
  await stage.getByRole('button', { name: 'Menu' }).click();
  const [control] = await Promise.all([
    stage.context().waitForEvent('page'),
    stage.getByRole('link', { name: 'Open the room, Q&A and moderation' }).click(),
  ]);
  await stage.keyboard.press('Escape');
  return control;
}

/** The deck's latest report, in a new page of this presenter's context, once it shows. */
export async function openLatestReport(context: BrowserContext, deckId: string, title: string) {
  const reports = await context.newPage();
  await reports.goto(`/presentation/${deckId}/reports`);
  await reports.getByRole('link', { name: 'Open report' }).first().click();
  await expect(reports.getByRole('heading', { name: title })).toBeVisible();
  return reports;
}
