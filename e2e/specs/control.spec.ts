import { expectAccessible } from '../support/axe';
import { expect, test } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { right, slide } from '../support/deck-api';
import { withDeck } from '../support/deck-test';
import { E2E_PRESENTER_URL } from '../support/env';
import { openJoinPage, openPhone, openStage } from '../support/live';

test.setTimeout(120_000);

test(
  'the control screen drives the big screen, and a paired phone remote drives both',
  withDeck(
    'Town hall',
    // Long enough for two phones joining and the answer on a loaded machine; the control screen
    // closes the question itself.
    [
      slide('poll', 'Lunch today?', ['Pizza', 'Sushi']),
      slide('quiz', 'Capital of France?', [right('Paris'), 'Lyon'], { timeLimitSec: 240 }),
      slide('wordCloud', 'One word for this year?'),
    ],
    async ({ browser, api, deck }) => {
      const [poll] = deck.slideIds;
      await api.call('PUT', `${API_PATHS.slideUpdate}${poll}/`, {
        notes: 'Welcome everyone first.',
      });

      const stage = await openStage(browser, api, deck.id, { width: 1440, height: 900 });
      const context = stage.context();
      const lobby = stage.locator('section.lobby');
      await expect(lobby).toBeVisible();

      const control = await context.newPage();
      await control.goto(`/presentation/${deck.id}/control`);
      await expect(control.getByRole('heading', { level: 1, name: 'Town hall' })).toBeVisible();
      await expect(control.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
      const now = control.getByRole('region', { name: /On the big screen/ });
      await expect(now).toContainText('Slide 1 of 3');
      await expect(now).toContainText('Next: Capital of France?');
      await expect(control.getByRole('region', { name: 'Speaker notes' })).toContainText(
        'Welcome everyone first.',
      );
      // The notes never reach the projector.
      await expect(stage.getByText('Welcome everyone first.')).toHaveCount(0);

      // The projector follows every button: join screen, next, QR code.
      await control.getByRole('button', { name: 'Hide the join screen' }).click();
      await expect(lobby).toBeHidden();
      await control.getByRole('button', { name: 'Next →' }).click();
      await expect(now).toContainText('Slide 2 of 3');
      await expect(stage.getByText('Capital of France?').first()).toBeVisible();
      await control.getByRole('button', { name: 'Show the QR code' }).click();
      await expect(stage.getByRole('complementary', { name: /QR/ })).toBeVisible();
      await control.getByRole('button', { name: 'Hide the QR code' }).click();
      await expect(stage.getByRole('complementary', { name: /QR/ })).toBeHidden();

      // Two phones join and play the quiz the control screen starts and closes.
      const join = async (name: string) => {
        const page = await openJoinPage(browser, deck.uniqueCode);
        await page.getByLabel('Nickname').fill(name);
        await page.getByRole('button', { name: 'Let’s go' }).click();
        return page;
      };
      const player = await join('Ada');
      await expect(control.getByText('1 phone connected')).toBeVisible();
      await join('Bo');
      await expect(control.getByText('2 phones connected')).toBeVisible();
      await control.getByRole('button', { name: 'Start the quiz question' }).click();
      await expect(control.getByText('Time left')).toBeVisible();
      await player.getByRole('button', { name: /Paris/ }).click();
      await expect(now).toContainText('1 response');
      await control.getByRole('button', { name: 'Close and show results' }).click();
      await expect(control.getByText('Closed')).toBeVisible();
      await control.screenshot({
        path: test.info().outputPath('control-desk.png'),
        fullPage: true,
      });
      await expectAccessible(control, 'control screen');

      // The projector's own keys move the control screen too.
      await stage.bringToFront();
      await stage.keyboard.press('ArrowRight');
      await expect(now).toContainText('Slide 3 of 3');

      // Pair a phone as the remote: no password typed on it.
      await control.getByRole('button', { name: 'Pair a phone' }).click();
      const pairing = control.getByRole('region', { name: 'Phone remote' });
      await expect(
        pairing.getByRole('img', { name: 'Code that pairs a phone as the remote' }),
      ).toBeVisible();
      await pairing.getByText('Or open this address on the phone').click();
      const remoteUrl = (await pairing.locator('code').textContent()) ?? '';
      expect(remoteUrl).toMatch(/\/remote\/[\w-]{40,}$/);
      const remote = await openPhone(browser);
      await remote.goto(remoteUrl.replace(/^https?:\/\/[^/]+/, E2E_PRESENTER_URL));
      const remoteNow = remote.getByRole('region', { name: /On the big screen/ });
      await expect(remoteNow).toContainText('Slide 3 of 3');
      await expect(pairing.getByText('Phone paired')).toBeVisible();
      // The remote follows the big screen once its first snapshot is in: the join screen is hidden
      // there (until then the remote's Back would only hide the join screen it assumes).
      await expect(remote.getByRole('button', { name: 'Show the join screen' })).toBeVisible();
      await remote.getByRole('button', { name: '← Back' }).click();
      await expect(now).toContainText('Slide 2 of 3');
      await expect(stage.getByText('Capital of France?').first()).toBeVisible();
      await remote.getByRole('button', { name: '← Back' }).click();
      await expect(remoteNow).toContainText('Slide 1 of 3');
      await expect(remote.getByRole('region', { name: 'Speaker notes' })).toContainText(
        'Welcome everyone first.',
      );
      await expect(now).toContainText('Slide 1 of 3');
      // The poll's voting closes and reopens from the remote, as from the big screen's own button.
      await remote.getByRole('button', { name: 'Close voting' }).click();
      await expect(stage.getByRole('status').filter({ hasText: 'voting closed' })).toBeVisible();
      await expect(control.getByRole('button', { name: 'Reopen voting' })).toBeVisible();
      await remote.getByRole('button', { name: 'Reopen voting' }).click();
      await expect(stage.getByRole('status').filter({ hasText: 'voting closed' })).toHaveCount(0);
      await expect(remote.getByRole('button', { name: 'Close voting' })).toBeVisible();
      await remote.screenshot({ path: test.info().outputPath('remote-phone.png'), fullPage: true });
      await expectAccessible(remote, 'phone remote');

      // The code was for one phone only: a second phone opening it is refused in plain words.
      const intruder = await openPhone(browser);
      await intruder.goto(remoteUrl.replace(/^https?:\/\/[^/]+/, E2E_PRESENTER_URL));
      await expect(intruder.getByRole('alert')).toContainText(
        'already used, has expired or was revoked',
      );

      // Revoked from the control screen: the remote says so and controls nothing any more.
      await pairing.getByRole('button', { name: /Revoke the remote/ }).click();
      await expect(remote.getByRole('alert')).toContainText('This remote was disconnected', {
        timeout: 20_000,
      });

      // A phone can also let go by itself: the control screen then lists it as revoked.
      await pairing.getByRole('button', { name: 'Pair a phone' }).click();
      await pairing.getByText('Or open this address on the phone').click();
      const secondUrl = (await pairing.locator('code').textContent()) ?? '';
      expect(secondUrl).not.toBe(remoteUrl);
      const second = await openPhone(browser);
      await second.goto(secondUrl.replace(/^https?:\/\/[^/]+/, E2E_PRESENTER_URL));
      await expect(second.getByRole('region', { name: /On the big screen/ })).toBeVisible();
      await expect(pairing.getByText('Phone paired')).toBeVisible();
      await second.getByRole('button', { name: 'Unpair this phone' }).click();
      await expect(second.getByRole('alert')).toContainText('This remote was disconnected');
      await expect(pairing.getByText('Phone paired')).toHaveCount(0, { timeout: 20_000 });

      // Ending from the control screen shows the end on the big screen; continuing brings it back.
      await control.getByRole('button', { name: 'End the session' }).click();
      await control.getByRole('alertdialog').getByRole('button', { name: 'End session' }).click();
      await expect(stage.getByRole('heading', { name: 'Thanks for taking part!' })).toBeVisible();
      await expect(control.getByText('The session has ended.')).toBeVisible();
      await control.getByRole('button', { name: 'Continue the session' }).click();
      await expect(stage.getByRole('heading', { name: 'Thanks for taking part!' })).toBeHidden();
    },
  ),
);
