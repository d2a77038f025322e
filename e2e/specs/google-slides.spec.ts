import { randomUUID } from 'node:crypto';
import vm from 'node:vm';
import { expect, test, type Page } from '@playwright/test';
import { API_PATHS, GOOGLE_SLIDES_ADDON_PATHS } from '@crowdeck/core';
import JSZip from 'jszip';
import { signInThroughForm } from '../support/accounts';
import { PresenterApi } from '../support/deck-api';
import { E2E_PRESENTER_URL } from '../support/env';

test.setTimeout(120_000);

/**
 * The sidebar as Google would show it: the project's sidebar.html (downloaded from this server)
 * with its template filled in as HtmlService does. Google itself cannot be reached here, so
 * google.script.run is played by the test: each call the page makes is answered in Node, and the
 * ones that reach Crowdeck make the add-on's real request with the pasted key.
 */
async function sidebarHtml(page: Page): Promise<string> {
  const zip = await JSZip.loadAsync(
    await (await page.request.get(GOOGLE_SLIDES_ADDON_PATHS.project)).body(),
  );
  const read = (name: string) => zip.file(name)!.async('string');
  const context = vm.createContext({});
  vm.runInContext(await read('messages.js'), context);
  const messages = vm.runInContext("JSON.stringify(messagesFor_('en'))", context) as string;
  const script = await read('sidebar-script.html');
  return (await read('sidebar.html'))
    .replace(/<\?!= messagesJson \?>/, () => messages.replace(/</g, '\\u003c'))
    .replace(/<\?!= include_\('sidebar-script'\); \?>/, () => script);
}

test('the Google Slides add-on: connect page, key pasted into the sidebar, the room moved from it', async ({
  browser,
}) => {
  const api = new PresenterApi();
  const id = randomUUID().slice(0, 8);
  const email = `gs-${id}@example.com`;
  const password = `slides-${id}-x`;
  const made = await api.call<{ token: string }>('POST', API_PATHS.usersCreate, {
    name: 'Grace Presenter',
    email,
    password,
  });
  api.token = made.token;
  const deck = await api.createPollDeck('Town hall');
  const second = await api.createSlide(deck.id, 'wordCloud', 'One word for today?');

  // The sidebar's "Open Crowdeck" lands here: through the sign-in and back.
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  await page.goto(GOOGLE_SLIDES_ADDON_PATHS.connect);
  await expect(page).toHaveURL(/\/login\?next=%2Fintegrations%2Fgoogle-slides%2Fconnect$/);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/integrations\/google-slides\/connect$/);
  await page.getByRole('button', { name: 'Connect “Town hall”' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your connection key for “Town hall”' }),
  ).toBeVisible();
  const key = await page.getByRole('textbox', { name: 'Connection key' }).inputValue();
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: test.info().outputPath('google-slides-connect.png') });

  // The owner's list names the integration holding the grant.
  const grants = await api.call<{ client: string; presentationTitle: string }[]>(
    'GET',
    API_PATHS.officeGrants,
  );
  expect(grants.map((g) => [g.client, g.presentationTitle])).toEqual([
    ['googleSlides', 'Town hall'],
  ]);

  // The sidebar, 300 px wide as in Google Slides.
  const sidebar = await context.newPage();
  await sidebar.setViewportSize({ width: 300, height: 640 });
  const calls: string[] = [];
  let stored: string | null = null;
  const crowdeck = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${E2E_PRESENTER_URL}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${stored ?? ''}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : null,
    });
    if (response.status === 401) throw new Error('crowdeck.unauthorized');
    return response.json();
  };
  const state = async () => {
    if (!stored) return { connected: false, connectUrl: `${E2E_PRESENTER_URL}/x` };
    const read = await crowdeck('GET', `${API_PATHS.officeAddin}deck/`);
    return {
      connected: true,
      connectUrl: `${E2E_PRESENTER_URL}${GOOGLE_SLIDES_ADDON_PATHS.connect}`,
      presentation: { id: read.id, title: read.title },
      slides: read.slides,
      selectedPageId: 'g-2',
      links: { 'g-2': second },
    };
  };
  await sidebar.exposeFunction('scriptRun', async (name: string, args: unknown[]) => {
    calls.push(name);
    if (name === 'connectCrowdeck') stored = String(args[0]);
    if (name === 'goLive' || name === 'goLiveOnSelected') {
      return crowdeck('PUT', `${API_PATHS.officeAddin}slide/`, {
        slideId: name === 'goLive' ? args[0] : second,
      });
    }
    return state();
  });
  await sidebar.addInitScript(() => {
    const run = (success: (v: unknown) => void, failure: (e: Error) => void) =>
      new Proxy(
        {},
        {
          get:
            (_target, name) =>
            (...args: unknown[]) =>
              (window as unknown as { scriptRun: (n: string, a: unknown[]) => Promise<unknown> })
                .scriptRun(String(name), args)
                .then(success, (error: Error) => failure(new Error(error.message))),
        },
      );
    (window as unknown as { google: unknown }).google = {
      script: {
        run: {
          withSuccessHandler: (success: (v: unknown) => void) => ({
            withFailureHandler: (failure: (e: Error) => void) => run(success, failure),
          }),
        },
      },
    };
  });
  // Served from an origin of its own, as Google serves a sidebar (from googleusercontent.com).
  const html = await sidebarHtml(page);
  await sidebar.route('http://sidebar.googleusercontent.test/', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await sidebar.goto('http://sidebar.googleusercontent.test/');
  await expect(sidebar.getByRole('link', { name: 'Open Crowdeck' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Open Crowdeck' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await sidebar.getByLabel('Connection key').fill(`  ${key} `);
  await sidebar.getByRole('button', { name: 'Connect' }).click();
  await expect(sidebar.getByText('Town hall')).toBeVisible();
  const link = sidebar.getByLabel('Crowdeck slide for the selected Google slide');
  await expect(link).toHaveValue(second);
  await expect(link.locator('option')).toHaveText([
    'Not linked',
    '1. Lunch?',
    '2. One word for today?',
  ]);

  // Keyboard: Go live on this slide, then Previous; the room moves each time.
  await sidebar.getByRole('button', { name: 'Go live on this slide' }).focus();
  await sidebar.keyboard.press('Enter');
  await expect(sidebar.getByText('The room is on slide 2 of 2.')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Previous' }).click();
  await expect(sidebar.getByText('The room is on slide 1 of 2.')).toBeVisible();
  const detail = await api.call<{ slideActiveId: string; Slides: { id: string }[] }>(
    'GET',
    `${API_PATHS.presentationDetail}${deck.id}/`,
  );
  expect(detail.slideActiveId).toBe(detail.Slides[0]!.id);
  expect(calls).toEqual(['getSidebarState', 'connectCrowdeck', 'goLiveOnSelected', 'goLive']);
  // Nothing wider than Google's sidebar.
  expect(await sidebar.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    300,
  );
  await sidebar.screenshot({ path: test.info().outputPath('google-slides-sidebar.png') });
  await context.close();
});
