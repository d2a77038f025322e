import { expect, test, type Page } from '@playwright/test';
import { presenterWithPollDeck } from '../support/deck-api';
import { E2E_AUDIENCE_URL } from '../support/env';
import { signInContext } from '../support/live';

/**
 * Makes the page's first Socket.IO connection speak protocol 1, as a tab left open across an
 * upgrade would; later connections (after a reload) go through untouched.
 */
async function speakOldProtocolOnce(page: Page): Promise<void> {
  let rewritten = false;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString();
      if (!rewritten && text.startsWith('40')) {
        rewritten = true;
        server.send(text.replace(/"protocol":\d+/, '"protocol":1'));
        return;
      }
      server.send(message);
    });
    server.onMessage((message) => ws.send(message));
  });
}

test('a phone left open across an upgrade says so, reloads itself and joins', async ({
  browser,
}) => {
  const { deck } = await presenterWithPollDeck('Upgrade day');
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  ).newPage();
  await speakOldProtocolOnce(phone);
  await phone.goto(`${E2E_AUDIENCE_URL}/${deck.uniqueCode}`);
  const notice = phone.getByText('A new version of this page is out. Reloading it');
  await expect(notice).toBeVisible();
  await phone.screenshot({ path: 'test-results/outdated-phone.png' });
  // It reloads by itself, and this time speaks the server's protocol.
  await expect(phone.getByText('Lunch?')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a presenter tab left open across an upgrade is offered a reload', async ({ browser }) => {
  const { api, deck } = await presenterWithPollDeck('Upgrade day');
  const stage = await (
    await browser.newContext({ viewport: { width: 1280, height: 720 } })
  ).newPage();
  await signInContext(stage.context(), api);
  await speakOldProtocolOnce(stage);
  await stage.goto(`/present/${deck.id}`);
  const banner = stage.getByRole('alert').filter({ hasText: 'A new version came out' });
  await expect(banner).toBeVisible();
  await expect(stage.getByRole('status').filter({ hasText: 'Out of date' })).toBeVisible();
  await stage.screenshot({ path: 'test-results/outdated-presenter.png' });
  await banner.getByRole('button', { name: 'Reload' }).click();
  await expect(stage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
