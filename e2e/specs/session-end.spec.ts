import { expectAccessible } from '../support/axe';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { planetQuiz } from '../support/deck-api';
import { withDeck } from '../support/deck-test';
import { E2E_AUDIENCE_URL } from '../support/env';
import { joinAs, openPhone, openStage } from '../support/live';

test.setTimeout(180_000);

// The quiz's time limit is long enough for three phones answering one after another on a loaded
// machine; it still closes as soon as all three answered.
test(
  'the presenter ends a session: phones thank each player, late phones cannot join, the report and its files are right, presenting again starts afresh',
  withDeck('Friday quiz', [planetQuiz({ timeLimitSec: 240 })], async ({ browser, api, deck }) => {
    const stage = await openStage(browser, api, deck.id);
    // A deck never presented is not asked about an earlier session.
    await expect(stage.getByRole('dialog')).toHaveCount(0);

    const [ada, ben, cleo] = [
      await openPhone(browser),
      await openPhone(browser),
      await openPhone(browser),
    ];
    await joinAs(ada, deck.uniqueCode, 'Ada');
    await joinAs(ben, deck.uniqueCode, 'Ben');
    await joinAs(cleo, deck.uniqueCode, 'Cleo');
    // Two hearts from Cleo, counted in the report against the slide on screen.
    // The reactions bar comes with the views a phone loads once joined: wait for it, open or folded.
    const hearts = cleo.getByRole('button', { name: 'Send a heart' });
    const showReactions = cleo.getByRole('button', { name: 'Show reactions' });
    await expect(hearts.or(showReactions)).toBeVisible();
    if (!(await hearts.isVisible())) await showReactions.click();
    await hearts.click();
    await hearts.click();

    await stage.keyboard.press('Enter');
    await expect(stage.getByRole('button', { name: 'Start the question' })).toBeVisible();
    await stage.keyboard.press('Enter');
    await ada.getByRole('button', { name: /Jupiter/ }).click();
    await ben.getByRole('button', { name: /Mars/ }).click();
    await cleo.getByRole('button', { name: /Jupiter/ }).click();
    await expect(ada.getByText('Correct!')).toBeVisible({ timeout: 20_000 });

    // Next on the last slide offers to end the session.
    await stage.keyboard.press('ArrowRight');
    const ask = stage.getByRole('alertdialog', { name: 'End the session?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'End session' }).click();

    // The big screen thanks everyone with a podium; each phone shows its own final standing.
    await expect(stage.getByRole('heading', { name: 'Thanks for taking part!' })).toBeVisible();
    const podium = stage.getByRole('list', { name: 'Podium' });
    await expect(podium.getByRole('listitem')).toHaveCount(3);
    await expect(podium.getByRole('listitem').nth(0)).toContainText('Ada');
    await expect(podium.getByRole('listitem').nth(2)).toContainText('Ben');
    await expect(ada.getByRole('heading', { name: 'That’s a wrap!' })).toBeVisible();
    await expect(ada.getByText('You finished 1st')).toBeVisible();
    await expectAccessible(ada, 'phone: session ended');
    await expect(ben.getByText('You finished 3rd')).toBeVisible();
    await expect(ben.getByText('Your final score: 0 points')).toBeVisible();
    // Ada reloads: still her thank-you, not a join form.
    await ada.reload();
    await expect(ada.getByText('You finished 1st')).toBeVisible();

    // A fourth phone cannot join any more.
    const dee = await openPhone(browser);
    await dee.goto(`${E2E_AUDIENCE_URL}/${deck.uniqueCode}`);
    await expect(dee.getByText('This presentation has ended.')).toBeVisible();
    await expect(dee.getByRole('heading', { name: 'Pick a nickname' })).toHaveCount(0);

    // The session's report: the right numbers, and files other readers open.
    const reports = await stage.context().newPage();
    await reports.goto(`/presentation/${deck.id}/reports`);
    const runRow = reports.getByRole('row').filter({ hasText: 'Open report' });
    await expect(runRow).toHaveCount(1);
    await expect(runRow).toContainText('3');
    await expectAccessible(reports, 'reports list');
    await runRow.getByRole('link', { name: 'Open report' }).click();
    await expect(reports.getByRole('heading', { name: 'Friday quiz' })).toBeVisible();
    const people = reports.getByRole('table', { name: /Participants/ });
    await expect(people.getByRole('row')).toHaveCount(4);
    await expect(people.getByRole('row').nth(1)).toContainText('Ada');
    await reports.getByLabel('Search by name').fill('ben');
    await expect(people.getByRole('row')).toHaveCount(2);
    await expect(people.getByRole('row').nth(1)).toContainText('Ben');
    await reports.getByLabel('Search by name').fill('');
    await people.getByRole('button', { name: 'Name' }).click();
    await expect(people.getByRole('row').nth(1)).toContainText('Ada');
    await expect(people.getByRole('row').nth(3)).toContainText('Cleo');
    await expect(reports.getByText('66.7% correct')).toBeVisible();
    await expect(reports.getByRole('list', { name: 'Reactions' }).getByRole('listitem')).toHaveText(
      ['2 hearts'],
    );
    const files = await mkdtemp(path.join(tmpdir(), 'crowdeck-e2e-report-'));
    const saved: Record<string, string> = {};
    for (const [label, key] of [
      ['Download Excel (.xlsx)', 'xlsx'],
      ['Download CSV (.zip)', 'zip'],
      ['Download PDF report', 'pdf'],
    ] as const) {
      const downloading = reports.waitForEvent('download');
      await reports.getByRole('button', { name: label }).click();
      const file = path.join(files, `report.${key}`);
      await (await downloading).saveAs(file);
      saved[key] = file;
    }
    const imageDownload = reports.waitForEvent('download');
    await reports.getByRole('button', { name: 'Download image (PNG) of slide 1' }).click();
    saved.png = path.join(files, 'slide.png');
    await (await imageDownload).saveAs(saved.png);
    // Chromium's own decoder reads the image back.
    const base64 = (await readFile(saved.png)).toString('base64');
    const size = await reports.evaluate(async (data) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      return [bitmap.width, bitmap.height];
    }, base64);
    expect(size).toEqual([1920, 1080]);
    const read = promisify(execFile);
    const xlsx = await read('/usr/bin/python3', [
      '-c',
      'import json,sys,openpyxl; ws=openpyxl.load_workbook(sys.argv[1])["Overview"]; print(json.dumps([[c.value for c in r][:3] for r in ws.iter_rows(min_row=2)]))',
      saved.xlsx!,
    ]);
    const overview = JSON.parse(xlsx.stdout) as [number, string, number][];
    expect(overview.map((row) => [row[0], row[1]])).toEqual([
      [1, 'Ada'],
      [2, 'Cleo'],
      [3, 'Ben'],
    ]);
    expect(overview[0]![2]).toBeGreaterThan(0);
    const zip = await read('/usr/bin/python3', [
      '-c',
      'import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); print(z.read("Overview.csv").decode("utf-8-sig").splitlines()[1])',
      saved.zip!,
    ]);
    expect(zip.stdout.trim()).toMatch(/^1,"Ada",\d+,/);
    const pdf = await read('/usr/bin/pdftotext', ['-layout', saved.pdf!, '-']);
    expect(pdf.stdout).toContain('Friday quiz');
    expect(pdf.stdout).toContain('Largest planet?');
    expect(pdf.stdout).toMatch(/1\s+Ada\s+[\d,]+ points/);
    await rm(files, { recursive: true, force: true });
    await reports.close();

    // Presenting again asks, in the editor before the big screen opens; a new session starts
    // empty and Dee can join it.
    await stage.goto(`/presentation/${deck.id}`);
    await stage.getByRole('link', { name: 'Present', exact: true }).click();
    const choice = stage.getByRole('dialog', { name: 'Continue the last session?' });
    await expect(choice).toContainText('3 participants');
    await choice.getByRole('button', { name: 'Start a new session' }).click();
    await expect(choice).toBeHidden();
    await joinAs(dee, deck.uniqueCode, 'Dee');
    const names = stage.getByRole('list', { name: 'Players who joined' });
    await expect(names.getByText('Dee')).toBeVisible();
    await expect(names.getByText('Ada')).toHaveCount(0);
  }),
);
