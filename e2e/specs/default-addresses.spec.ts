import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import jsQR from 'jsqr';
import { newPerson } from '../support/accounts';
import { loadedFontFamilies } from '../support/fonts';
import { PresenterApi } from '../support/deck-api';
import { openPhone } from '../support/live';
import { defaultServerForBlock } from '../support/own-server';

// A default install (`npm start`, no address variable) reached at another address than localhost.
// 127.0.0.2 is another loopback address standing in for the laptop's network address, so nothing
// leaves the machine: TEST_LAN_ADDRESSES tells the server it is its "LAN" address.
test.setTimeout(120_000);

/** The URL the lobby's QR code encodes, read from its pixels as a phone camera would. */
async function decodeLobbyQr(stage: Page): Promise<string | null> {
  const image = await stage.locator('.lobby__qr svg').evaluate(async (svg) => {
    const size = 480;
    const source = new XMLSerializer().serializeToString(svg);
    const img = new Image(size, size);
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(img, 0, 0, size, size);
    return { data: [...context.getImageData(0, 0, size, size).data], size };
  });
  return jsQR(new Uint8ClampedArray(image.data), image.size, image.size)?.data ?? null;
}

/** A presenter signed in on the server reached at `origin` (the token cookie of that host). */
async function openStage(browser: Browser, origin: string, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'crowdeckToken', value: token, url: origin }]);
  return context.newPage();
}

/** A new presenter's one-poll deck live on the big screen, opened at `localhost` of this server. */
async function liveAtLocalhost(browser: Browser, port: number, title: string) {
  const api = await PresenterApi.registered(`http://127.0.0.1:${port}`);
  const deck = await api.createPollDeck(title);
  const origin = `http://localhost:${port}`;
  const stage = await openStage(browser, origin, api.token);
  await stage.goto(`${origin}/present/${deck.id}`);
  await expect(stage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  return { deck, stage };
}

test.describe('a default install reached at the network address', () => {
  const own = defaultServerForBlock({ TEST_LAN_ADDRESSES: '127.0.0.2' });

  test('the presenter signs up at 127.0.0.2, and a phone joins through the QR address and answers', async ({
    browser,
  }) => {
    const origin = `http://127.0.0.2:${own.server.port}`;
    const joinOrigin = `http://127.0.0.2:${own.server.audiencePort}`;
    expect(own.server.output()).toContain(`Phones on this network join at ${joinOrigin}`);

    // Registering calls the API: at the address the app was opened at, not localhost.
    const person = newPerson();
    const home = await (await browser.newContext()).newPage();
    await home.goto(`${origin}/register`);
    await home.getByLabel('Name').fill(person.name);
    await home.getByLabel('Email').fill(person.email);
    await home.getByLabel('Password', { exact: true }).fill(person.password);
    await home.getByRole('button', { name: 'Create account' }).click();
    await expect(home).toHaveURL(`${origin}/home`);
    const token = (await home.context().cookies()).find((c) => c.name === 'crowdeckToken')?.value;
    expect(token).toBeTruthy();

    const api = new PresenterApi(origin);
    api.token = token!;
    const deck = await api.createPollDeck('Team lunch');
    await api.call('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, {
      fontFamily: 'Montserrat',
    });

    const stage = await openStage(browser, origin, token!);
    await stage.goto(`${origin}/present/${deck.id}`);
    await expect(stage.getByText('Waiting for people to join…')).toBeVisible();
    const joinUrl = `${joinOrigin}/${deck.uniqueCode}`;
    await expect(stage.locator('.lobby__address')).toHaveText(joinUrl.replace('http://', ''));
    expect(await decodeLobbyQr(stage)).toBe(joinUrl);
    await expect(stage.getByRole('alert')).toHaveCount(0);
    await stage.screenshot({ path: 'test-results/default-addresses/lobby-lan.png' });

    // The phone opens what the QR code says; nothing it loads is blocked (API, socket, font).
    const phone = await openPhone(browser);
    const failed: string[] = [];
    phone.on('requestfailed', (request) =>
      failed.push(`${request.url()} ${request.failure()?.errorText}`),
    );
    await phone.goto(joinUrl);
    await expect(phone.getByRole('heading', { name: 'Lunch?' })).toBeVisible();
    await expect(stage.getByText('1 person has joined')).toBeVisible();

    await stage.keyboard.press('ArrowRight');
    await expect(stage.getByRole('heading', { name: 'Lunch?' })).toBeVisible();
    await phone.getByRole('button', { name: /Pizza/ }).click();
    await expect(stage.getByText('1 vote', { exact: true })).toBeVisible();
    await expect.poll(() => loadedFontFamilies(phone)).toContain('Montserrat');
    expect(failed).toEqual([]);
  });

  test('opened at localhost, the lobby shows the network address instead', async ({ browser }) => {
    const { deck, stage } = await liveAtLocalhost(browser, own.server.port, 'Local');
    const joinUrl = `http://127.0.0.2:${own.server.audiencePort}/${deck.uniqueCode}`;
    await expect(stage.locator('.lobby__address')).toHaveText(joinUrl.replace('http://', ''));
    expect(await decodeLobbyQr(stage)).toBe(joinUrl);
    await expect(stage.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('a default install on no network', () => {
  const own = defaultServerForBlock({ TEST_LAN_ADDRESSES: 'none' });

  test('the lobby says plainly that phones cannot open its address', async ({ browser }) => {
    expect(own.server.output()).toContain("No network address found: phones can't join");
    const { deck, stage } = await liveAtLocalhost(browser, own.server.port, 'Offline');
    await expect(stage.locator('.lobby__address')).toHaveText(
      `localhost:${own.server.audiencePort}/${deck.uniqueCode}`,
    );
    await expect(stage.getByRole('alert')).toHaveText(
      /Phones can’t open this address: it only works on this computer\. Connect this computer to a network/,
    );
    await stage.screenshot({ path: 'test-results/default-addresses/lobby-no-network.png' });
  });
});
