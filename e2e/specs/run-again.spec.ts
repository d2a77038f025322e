import { expect, test } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { slide, planetQuiz } from '../support/deck-api';
import { withDeck } from '../support/deck-test';
import { joinPhone } from '../support/phones';
import { joinedPhone, openStage } from '../support/live';

test.setTimeout(150_000);

test(
  'a teacher runs a deck again for a second class: it starts on slide 1 with an empty lobby, the first class’s phones stay on their thank-you screen, Back then Next comes back to the same slide',
  withDeck(
    'Planets',
    [
      planetQuiz(),
      slide('poll', 'Favourite moon?', ['Io', 'Titan']),
      slide('poll', 'Visit which planet?', ['Venus', 'Saturn']),
    ],
    async ({ browser, api, deck }) => {
      const stage = await openStage(browser, api, deck.id);
      const lobby = stage.locator('section.lobby');
      await expect(lobby).toBeVisible();

      const ada = await joinedPhone(browser, deck.uniqueCode, 'Ada');
      await expect(lobby.getByRole('list', { name: 'Players who joined' })).toContainText('Ada');

      // The first class: through the slides; Back then Next comes back to the same slide, and the
      // join screen comes back only by its own control.
      await stage.keyboard.press('ArrowRight');
      await expect(lobby).toBeHidden();
      await expect(stage.getByText('Largest planet?').first()).toBeVisible();
      await stage.keyboard.press('ArrowRight');
      await stage.keyboard.press('ArrowRight');
      await expect(stage.getByText('Visit which planet?').first()).toBeVisible();
      await stage.keyboard.press('ArrowLeft');
      await expect(stage.getByText('Favourite moon?').first()).toBeVisible();
      await expect(lobby).toBeHidden();
      await stage.keyboard.press('ArrowRight');
      await expect(stage.getByText('Visit which planet?').first()).toBeVisible();
      await expect(lobby).toBeHidden();
      await expect(ada.getByText('Visit which planet?').first()).toBeVisible();

      // Next on the last slide ends the session: Ada's phone thanks her.
      await stage.keyboard.press('ArrowRight');
      await stage
        .getByRole('alertdialog', { name: 'End the session?' })
        .getByRole('button', { name: 'End session' })
        .click();
      await expect(stage.getByRole('heading', { name: 'Thanks for taking part!' })).toBeVisible();
      await expect(ada.getByRole('heading', { name: 'That’s a wrap!' })).toBeVisible();

      // The second class: Present from the editor asks there, before the big screen opens.
      await stage.goto(`/presentation/${deck.id}`);
      await stage.getByRole('link', { name: 'Present', exact: true }).click();
      const choice = stage.getByRole('dialog', { name: 'Continue the last session?' });
      await expect(choice).toContainText('1 participant, ');
      expect(new URL(stage.url()).pathname).toBe(`/presentation/${deck.id}`);
      await stage.screenshot({ path: test.info().outputPath('editor-run-choice.png') });
      await choice.getByRole('button', { name: 'Start a new session' }).click();
      await expect(stage).toHaveURL(new RegExp(`/present/${deck.id}$`));
      await expect(lobby).toBeVisible();
      await expect(lobby.getByText('Waiting for people to join…')).toBeVisible();
      await expect(lobby.getByRole('list', { name: 'Players who joined' })).toHaveCount(0);

      // Ada's phone stays on its thank-you screen, offering to join again.
      await stage.waitForTimeout(2_000);
      await expect(ada.getByRole('heading', { name: 'That’s a wrap!' })).toBeVisible();
      await expect(ada.getByText('The questions could not be loaded')).toHaveCount(0);
      await ada.screenshot({ path: test.info().outputPath('phone-thank-you.png') });

      // A phone of the second class joins: the lobby lists it alone, and the session is on slide 1.
      const ben = await joinedPhone(browser, deck.uniqueCode, 'Ben');
      const names = lobby.getByRole('list', { name: 'Players who joined' });
      await expect(names.getByRole('listitem')).toHaveText(['Ben']);
      await expect(lobby).toContainText('1 person has joined');
      await stage.screenshot({ path: test.info().outputPath('new-lobby.png') });
      await expect(ada.getByRole('heading', { name: 'That’s a wrap!' })).toBeVisible();
      await stage.keyboard.press('ArrowRight');
      await expect(stage.getByText('Largest planet?').first()).toBeVisible();
      await expect(stage.getByText('Slide 1 of 3')).toBeVisible();
      await expect(ben.getByText('You’re in!')).toBeVisible();

      // Ada chooses to join again: she is in the new session under her nickname.
      await ada.getByRole('button', { name: 'Join again' }).click();
      await expect(ada.getByText('Playing as \u2068Ada\u2069')).toBeVisible();
      await expect
        .poll(
          async () =>
            (await api.call<{ participantCount: number }>('GET', `${API_PATHS.liveRun}${deck.id}/`))
              .participantCount,
        )
        .toBe(2);
    },
  ),
);

test(
  'a new session started on the control screen clears the big screen it drives: lobby names, Q&A and the end screen',
  withDeck(
    'Moons',
    [
      slide('poll', 'Favourite moon?', ['Io', 'Titan']),
      slide('poll', 'Visit which planet?', ['Venus', 'Saturn']),
    ],
    async ({ browser, api, deck }) => {
      await api.call('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, {
        enabled: true,
        names: 'choice',
      });

      const stage = await openStage(browser, api, deck.id, { width: 1440, height: 900 });
      const control = await stage.context().newPage();
      await control.goto(`/presentation/${deck.id}/control`);
      await expect(control.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

      // Zoe joins and asks; the question is put on the big screen with her name.
      const zoe = await joinPhone(deck.uniqueCode, 'Zoe');
      const asked = (await zoe.socket
        .timeout(10_000)
        .emitWithAck('qa:ask', { requestId: crypto.randomUUID(), text: 'Is Pluto a planet?' })) as {
        ok: boolean;
        data: { question: { id: string } };
      };
      expect(asked.ok).toBe(true);
      await api.call('POST', `${API_PATHS.liveQa}${deck.id}/question/${asked.data.question.id}/`, {
        action: 'highlight',
      });
      const lobby = stage.locator('section.lobby');
      await expect(lobby).toContainText('1 person has joined');
      await expect(stage.getByText('Question from \u2068Zoe\u2069')).toBeVisible();
      await stage.keyboard.press('ArrowRight');
      await stage.keyboard.press('ArrowRight');
      await expect(control.getByRole('region', { name: /On the big screen/ })).toContainText(
        'Slide 2 of 2',
      );

      // The control screen ends the session, then starts a new one.
      await control.getByRole('button', { name: 'End the session' }).click();
      await control
        .getByRole('alertdialog', { name: 'End the session?' })
        .getByRole('button', { name: 'End session' })
        .click();
      await expect(stage.getByRole('heading', { name: 'Thanks for taking part!' })).toBeVisible();
      await control.getByRole('button', { name: 'Start a new session' }).click();

      // The big screen: the first slide under an empty lobby, no question of the last session.
      await expect(stage.getByRole('heading', { name: 'Thanks for taking part!' })).toHaveCount(0);
      await expect(lobby).toBeVisible();
      await expect(lobby.getByText('Waiting for people to join…')).toBeVisible();
      await expect(stage.getByText('Question from \u2068Zoe\u2069')).toHaveCount(0);
      await expect(stage.getByText('Is Pluto a planet?')).toHaveCount(0);
      await expect(stage.getByText('Slide 1 of 2')).toBeVisible();
      await expect(control.getByRole('region', { name: /On the big screen/ })).toContainText(
        'Slide 1 of 2',
      );
      await expect(control.getByText('Is Pluto a planet?')).toHaveCount(0);
      await stage.screenshot({ path: test.info().outputPath('projector-after-new-session.png') });
      await control.screenshot({ path: test.info().outputPath('control-after-new-session.png') });
      zoe.socket.close();
    },
  ),
);
