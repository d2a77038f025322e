import { expect, test } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { right, slide, lunchPoll } from '../support/deck-api';
import { withDeck } from '../support/deck-test';
import { expectSaved, openDesignTab } from '../support/editor';
import { openJoinPage, openLatestReport } from '../support/live';

test.setTimeout(120_000);

test(
  'an anonymous session: no nickname asked even on a quiz deck, and a report of totals only',
  withDeck(
    'Staff check-in',
    [lunchPoll(), slide('quiz', 'Which day is the team day?', [right('Monday'), 'Friday'])],
    async ({ browser, api, deck }) => {
      // The presenter turns the anonymous session on in the Design tab.
      const editor = await openDesignTab(browser, api, deck.id);
      const context = editor.context();
      const anonymous = editor.getByLabel('Anonymous session');
      await expect(anonymous).not.toBeChecked();
      await anonymous.check();
      await expectSaved(editor);

      const stage = await context.newPage();
      await stage.goto(`/present/${deck.id}`);
      await expect(stage.getByRole('button', { name: 'Show the slide' })).toBeVisible();

      // The phone goes straight in: the deck has a quiz, but nobody is asked for a nickname.
      const phone = await openJoinPage(browser, deck.uniqueCode);
      await expect(stage.getByText('1 person has joined')).toBeVisible();
      await expect(phone.getByRole('heading', { name: 'Pick a nickname' })).toHaveCount(0);
      await expect(phone.getByLabel('Nickname')).toHaveCount(0);

      await stage.keyboard.press('ArrowRight');
      await expect(stage.getByRole('heading', { name: 'Lunch?' })).toBeVisible();
      await expect(phone.getByRole('heading', { name: 'Lunch?' })).toBeVisible();
      await phone.getByRole('button', { name: /Pizza/ }).click();
      await expect(stage.getByText('1 vote', { exact: true })).toBeVisible();
      await api.call('POST', `${API_PATHS.liveEnd}${deck.id}/`);

      // The report counts the vote but names nobody and lists no one's answers.
      const reports = await openLatestReport(context, deck.id, 'Staff check-in');
      await expect(
        reports
          .getByRole('note')
          .filter({ hasText: 'Anonymous session: this report shows totals only' }),
      ).toBeVisible();
      await expect(reports.getByRole('table', { name: /Participants/ })).toHaveCount(0);
      await expect(reports.getByRole('button', { name: 'Show each response' })).toHaveCount(0);
      await expect(reports.getByText('1 response').first()).toBeVisible();
      await reports.screenshot({ path: test.info().outputPath('anonymous-report.png') });
    },
  ),
);
