import { expect, test, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { API_PATHS, OFFICE_JS_URL } from '@crowdeck/core';
import { signInThroughForm } from '../support/accounts';
import { PresenterApi, presenterWithPollDeck } from '../support/deck-api';
import { E2E_FRAME_ORIGIN, E2E_PRESENTER_URL } from '../support/env';
import { frameOnHost, serveFrameHost } from '../support/frame-host';
import { OFFICE_STUB } from '../support/office-stub';
import { closePhones, joinPhone, type TJoinResult } from '../support/phones';
import { signInContext } from '../support/live';

test.setTimeout(120_000);

const ADDIN = `${E2E_PRESENTER_URL}/integrations/office/addin.html`;

/** Office's web host, played by a page on another loopback origin that frames `?src=`. */
serveFrameHost('PowerPoint stand-in', 'addin');

/** Serves Office's script: the stand-in, or nothing at all (no Office, or no network). */
async function serveOfficeJs(context: BrowserContext, body: string) {
  await context.route(OFFICE_JS_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body }),
  );
}

/** The add-in's frame in the stand-in host, at the 800 × 450 of PowerPoint's task pane. */
function frameAddin(page: Page, src: string): Promise<Frame> {
  return frameOnHost(page, src, { w: 800, h: 450 });
}

test('another origin frames the add-in page; outside Office it shows how to install; the app still refuses framing', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await serveOfficeJs(context, '/* office.js did not load */');
  const page = await context.newPage();
  const frame = await frameAddin(page, ADDIN);
  await expect(frame.getByText('This page is the Crowdeck add-in for PowerPoint.')).toBeVisible();
  await expect(frame.getByRole('link', { name: 'How to install the add-in' })).toHaveAttribute(
    'href',
    '/integrations',
  );
  await page.screenshot({ path: test.info().outputPath('addin-outside-800x450.png') });

  // Its headers: framable by Office's hosts and the configured origin, Office's script allowed.
  const response = await context.request.get(ADDIN);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`frame-ancestors 'self' https://*.officeapps.live.com`);
  expect(csp).toContain(E2E_FRAME_ORIGIN);
  expect(csp).toContain("script-src 'self' https://appsforoffice.microsoft.com");
  expect(response.headers()['x-frame-options']).toBeUndefined();

  // The presenter app, framed the same way, is refused.
  const refused = await frameAddin(page, `${E2E_PRESENTER_URL}/login`);
  await expect.poll(() => refused.url()).toMatch(/^chrome-error:/);
  const app = await context.request.get(`${E2E_PRESENTER_URL}/login`);
  expect(app.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(app.headers()['content-security-policy']).not.toContain(E2E_FRAME_ORIGIN);
  expect(app.headers()['content-security-policy']).not.toContain('appsforoffice');
  await context.close();
});

test('in PowerPoint: sign in through the popup, pick the slide, and Slide Show moves the room', async ({
  browser,
}) => {
  // A presenter with a two-slide deck, known by email and password (signed in in the popup).
  const api = new PresenterApi();
  const { email, password } = await api.register('office');
  const deck = await api.createPollDeck('All hands');
  const second = await api.createSlide(deck.id, 'poll', 'Coffee or tea?', ['Coffee', 'Tea']);

  const context = await browser.newContext();
  await serveOfficeJs(context, OFFICE_STUB);
  const page = await context.newPage();
  const frame = await frameAddin(page, ADDIN);
  await expect(frame.getByRole('button', { name: 'Sign in to Crowdeck' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('addin-sign-in-800x450.png') });

  // The popup opens on the Crowdeck origin and goes through the app's own sign-in.
  const popupOpened = context.waitForEvent('page');
  await frame.getByRole('button', { name: 'Sign in to Crowdeck' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/login\?next=%2Fintegrations%2Foffice%2Fconnect$/);
  await signInThroughForm(popup, email, password);
  await expect(popup).toHaveURL(/\/integrations\/office\/dialog\.html$/);
  await expect(
    popup.getByRole('heading', { name: 'Connect PowerPoint to Crowdeck' }),
  ).toBeVisible();
  await popup.setViewportSize({ width: 480, height: 640 });
  await popup.screenshot({ path: test.info().outputPath('dialog-pick-480x640.png') });
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: /All hands/ }).click();
  await closed;

  // Back in the add-in: pick the slide and the view; the document keeps ids, never a token.
  await expect(frame.getByRole('heading', { name: 'All hands' })).toBeVisible();
  await frame.getByLabel('Crowdeck slide').selectOption(second);
  await frame.getByLabel("This slide's results").check();
  await page.screenshot({ path: test.info().outputPath('addin-choose-800x450.png') });
  await frame.getByRole('button', { name: 'Show on this slide' }).click();
  await expect(
    frame.getByText('In Slide Show, the room moves to slide 2: Coffee or tea?'),
  ).toBeVisible();
  const saved = await frame.evaluate(() =>
    (window as unknown as { __powerPoint: { saved(): unknown } }).__powerPoint.saved(),
  );
  expect(saved).toEqual({
    crowdeck: { presentationId: deck.id, slideId: second, view: 'results' },
  });

  // A phone in the room; PowerPoint enters Slide Show on this slide: the room follows.
  const phones: TJoinResult[] = [];
  try {
    const phone = await joinPhone(deck.uniqueCode, 'Zoë');
    phones.push(phone);
    expect(phone.ok).toBe(true);
    await frame.evaluate(() =>
      (
        window as unknown as { __powerPoint: { switchView(v: string): void } }
      ).__powerPoint.switchView('read'),
    );
    await expect
      .poll(async () => {
        const detail = await api.call<{ slideActiveId: string | null }>(
          'GET',
          `${API_PATHS.presentationDetail}${deck.id}/`,
        );
        return detail.slideActiveId;
      })
      .toBe(second);
    // The slide shows the live view of that slide's results.
    const embed = frame.locator('iframe.addin__frame');
    await expect(embed).toHaveAttribute('src', new RegExp(`view=results&slide=${second}$`));
    // The embed itself, framed inside the add-in's frame, shows that slide.
    await expect(
      frame.frameLocator('iframe.addin__frame').getByText('Coffee or tea?').first(),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('addin-show-800x450.png') });
  } finally {
    closePhones(phones);
    await context.close();
  }
});

test('the Integrations page explains the add-in, lists connected add-ins and disconnects one', async ({
  browser,
}) => {
  const { api, deck } = await presenterWithPollDeck('Town hall');
  const { token } = await api.call<{ token: string }>('POST', API_PATHS.officeGrants, {
    presentationId: deck.id,
  });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, api);
  const page = await context.newPage();
  await page.goto('/home');
  await page.getByRole('navigation').getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole('heading', { name: 'PowerPoint add-in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the manifest' })).toHaveAttribute(
    'href',
    '/integrations/office/manifest.xml',
  );
  await expect(
    page.getByRole('img', { name: 'The sign-in window: pick the presentation' }),
  ).toBeVisible();
  // Every integration the page lists is built: nothing is announced as coming soon.
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Microsoft Teams' }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('integrations-1280.png'), fullPage: true });

  // The manifest the link serves names this server.
  const manifest = await context.request.get('/integrations/office/manifest.xml');
  expect(await manifest.text()).toContain(
    `<SourceLocation DefaultValue="${E2E_PRESENTER_URL}/integrations/office/addin.html" />`,
  );

  const grant = page.getByRole('listitem').filter({ hasText: 'Town hall' });
  await expect(grant).toBeVisible();
  await grant.getByRole('button', { name: 'Disconnect the add-in of Town hall' }).click();
  await expect(page.getByText('The add-in was disconnected.')).toBeVisible();
  await expect(page.getByText('No PowerPoint add-in is connected yet.')).toBeVisible();
  const refused = await fetch(`${E2E_PRESENTER_URL}${API_PATHS.officeAddin}deck/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status).toBe(401);

  // On a phone-sized screen too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('integrations-390.png') });
  await context.close();
});
