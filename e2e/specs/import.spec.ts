import { expect, test, type Locator, type Page } from '@playwright/test';
import { newPerson, registerThroughForm } from '../support/accounts';
import { expectAccessible, expectReflow } from '../support/axe';
import { expectSaved, newDeckInEditor, newPresenterInEditor } from '../support/editor';
import { makePdf, makePptx, PDF_TYPE, PPTX_TYPE } from '../support/import-files';
import { joinCodeOn, openJoinPage, openStageTab, showSlideFromLobby } from '../support/live';

// LibreOffice converts the PowerPoint file (a few seconds for 31 slides on this machine).
test.setTimeout(240_000);

/** 31 slides, the 5th hidden in PowerPoint; notes with markup characters, emoji and Arabic. */
const SLIDES = Array.from({ length: 31 }, (_, i) => ({
  text: `Quarter page ${i + 1}`,
  notes: i === 0 ? 'Welcome & thanks <everyone> 🎉 — مرحبا بكم' : i === 2 ? '' : `Say ${i + 1}`,
  hidden: i === 4,
}));

/** Records every text the import's progress line shows, in order (it changes between polls). */
async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { importProgress: string[] }).importProgress = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-import-progress]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { importProgress: string[] }).importProgress);
}

/** Drops a file on the dialog's drop zone, as a drag from the desktop does. */
async function dropFile(zone: Locator, name: string, type: string, data: Buffer): Promise<void> {
  const transfer = await zone.page().evaluateHandle(
    ({ name, type, bytes }) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return dataTransfer;
    },
    { name, type, bytes: [...data] },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

test('a PowerPoint deck comes in page by page, is presented, and a phone follows it', async ({
  page,
  browser,
}) => {
  const deckId = await newPresenterInEditor(page, 'Quarterly review');
  // An interactive slide of the presenter's own first: the pages go after it.
  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.getByRole('button', { name: /^Content/ }).click();
  await page.getByLabel('Heading').fill('Before the numbers');

  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.getByRole('button', { name: 'Import slides from a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import slides from a file' });
  // Said up front: this server has LibreOffice, so it reads PowerPoint too.
  await expect(
    dialog.getByText(
      'This server imports PDF files and PowerPoint presentations (.pptx), up to 100 MB and 500 pages.',
    ),
  ).toBeVisible();
  await expect(dialog.getByText(/Google Slides: File → Download → PDF document/)).toBeVisible();
  await expect(dialog.getByLabel('Include hidden PowerPoint slides')).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('import-dialog-desktop.png') });

  const pptx = await makePptx(SLIDES);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a file' }).click();
  await (
    await chooser
  ).setFiles({ name: 'Quarterly review.pptx', mimeType: PPTX_TYPE, buffer: pptx });
  await expect(dialog.getByText(/Chosen: .Quarterly review\.pptx. \(0\.\d MB\)/)).toBeVisible();

  const progress = await recordProgress(page);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Cancel import' })).toBeFocused();
  await expect(dialog.getByText(/Importing .Quarterly review\.pptx./)).toBeVisible();
  await expect(dialog.locator('[data-import-progress]')).toHaveText(/Page \d+ of 30/, {
    timeout: 120_000,
  });
  await page.screenshot({ path: test.info().outputPath('import-dialog-progress.png') });
  await expect(dialog).toBeHidden({ timeout: 120_000 });
  await expect(page.getByText('30 slides imported. 1 hidden slide was left out.')).toBeVisible();

  // Upload first, then how many pages come, then page by page (never backwards).
  const texts = await progress();
  expect(texts[0]).toMatch(/^Uploading… \d+%$/);
  expect(texts).toContain('Preparing 30 pages…');
  const pages = texts.flatMap((text) => {
    const match = /^Page (\d+) of 30$/.exec(text);
    return match ? [Number(match[1])] : [];
  });
  expect(pages.length).toBeGreaterThan(0);
  expect(pages).toEqual([...pages].sort((a, b) => a - b));

  // The new slides follow the presenter's slide; the first of them is selected and shown whole.
  await expect(page.locator('.slide-list__items > li')).toHaveCount(31);
  await expect(page.getByRole('button', { name: 'Slide 2: Content' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const canvasPage = page.locator('.slide-canvas .slide-content__page');
  await expect(canvasPage).toHaveAttribute('alt', /Quarter page 1\b/);
  await expect(page.getByLabel('Speaker notes')).toHaveValue(
    'Welcome & thanks <everyone> 🎉 — مرحبا بكم',
  );
  await expect(page.getByLabel('Layout')).toHaveValue('imageOnly');
  await expect(page.getByLabel('Image description')).toHaveValue(/Quarter page 1\b/);
  await page.screenshot({ path: test.info().outputPath('import-editor.png') });
  // Hidden slide 5 was left out: the 5th imported page is the 6th slide of the file.
  await page.getByRole('button', { name: 'Slide 6: Content' }).click();
  await expect(canvasPage).toHaveAttribute('alt', /Quarter page 6\b/);
  // The description is the presenter's to edit, saved like any other field.
  await page.getByLabel('Image description').fill('Quarter page 6: the sixth slide');
  // Presenting starts from the active slide: the first one.
  await page.getByRole('button', { name: 'Slide 1: Content' }).click();
  await expectSaved(page);

  const stage = await openStageTab(page.context(), deckId);
  await showSlideFromLobby(stage);
  await expect(stage.getByRole('heading', { name: 'Before the numbers' })).toBeVisible();
  const code = await joinCodeOn(stage);

  const phone = await openJoinPage(browser, code);
  await expect(phone.getByRole('heading', { name: 'Before the numbers' })).toBeVisible();

  await stage.keyboard.press('ArrowRight');
  const bigPage = stage.locator('.present-slide__page');
  await expect(bigPage).toHaveAttribute('alt', /Quarter page 1\b/);
  // The whole page, nothing else: no heading over it, the image drawn (not a broken link).
  await expect(stage.locator('.present-slide h1')).toHaveCount(0);
  expect(await bigPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const phonePage = phone.getByRole('img', { name: /Quarter page 1\b/ });
  await expect(phonePage).toBeVisible();
  expect(await phonePage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await stage.screenshot({ path: test.info().outputPath('import-big-screen.png') });
  await phone.screenshot({ path: test.info().outputPath('import-phone.png') });
  await expectAccessible(phone, 'an imported page on the phone');

  // The phone follows each change of slide.
  await stage.keyboard.press('ArrowRight');
  await expect(bigPage).toHaveAttribute('alt', /Quarter page 2\b/);
  await expect(phone.getByRole('img', { name: /Quarter page 2\b/ })).toBeVisible();
  for (let i = 0; i < 3; i++) await stage.keyboard.press('ArrowRight');
  await expect(bigPage).toHaveAttribute('alt', 'Quarter page 6: the sixth slide');
  await expect(phone.getByRole('img', { name: 'Quarter page 6: the sixth slide' })).toBeVisible();
  await phone.context().close();
});

test('cancelling, during the upload or while pages render, leaves the deck as it was', async ({
  page,
}) => {
  await registerThroughForm(page, newPerson());
  await newDeckInEditor(page);
  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.getByRole('button', { name: /^Content/ }).click();
  await page.getByLabel('Heading').fill('Mine');
  const pptx = await makePptx(SLIDES);

  const openDialog = async () => {
    // The slide types (and the import button beside them) stay open after a dialog closes.
    const importButton = page.getByRole('button', { name: 'Import slides from a file' });
    if (!(await importButton.isVisible())) {
      await page.getByRole('button', { name: 'Add slide' }).click();
    }
    await importButton.click();
    const dialog = page.getByRole('dialog', { name: 'Import slides from a file' });
    await dropFile(dialog.getByTestId('import-drop-zone'), 'Review.pptx', PPTX_TYPE, pptx);
    await expect(dialog.getByText(/Chosen: .Review\.pptx./)).toBeVisible();
    return dialog;
  };

  // While the file is on its way (the upload slowed to 20 KB/s): the upload is aborted.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 20 * 1024,
  });
  let dialog = await openDialog();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.locator('[data-import-progress]')).toHaveText(/^Uploading… \d+%$/);
  await dialog.getByRole('button', { name: 'Cancel import' }).click();
  await expect(dialog.getByText('Import cancelled. Nothing was added.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeFocused();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // While LibreOffice converts it: the job is cancelled on the server. The server has to take
  // the upload and start the job first (seconds on a loaded machine).
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.locator('[data-import-progress]')).toHaveText(
    /^(Waiting for the server to start…|Reading the file…|Preparing 30 pages…|Page \d+ of 30)$/,
    { timeout: 30_000 },
  );
  await dialog.getByRole('button', { name: 'Cancel import' }).click();
  await expect(dialog.getByText('Import cancelled. Nothing was added.')).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Escape while it runs closes the dialog and cancels too.
  dialog = await openDialog();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.locator('[data-import-progress]')).not.toHaveText(/^Uploading/, {
    timeout: 30_000,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Long enough for an import of 30 pages to have finished, had it gone on.
  await page.waitForTimeout(15_000);
  await page.reload();
  await expect(page.locator('.slide-list__items > li')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Slide 1: Content' })).toBeVisible();
});

test('“New from a file” makes a presentation of a PDF and opens it; wrong files are explained', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughForm(page, newPerson());
  await page.getByRole('button', { name: 'New from a file' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New presentation from a file' });
  await expect(dialog.getByText(/This server imports PDF files and PowerPoint/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('import-dialog-phone.png') });
  await expectAccessible(page, 'the import dialog on a phone');
  await expectReflow(page, 'the import dialog', 320);

  const zone = dialog.getByTestId('import-drop-zone');
  // Told before anything is sent: a Keynote file, a macro-enabled PowerPoint file.
  await dropFile(zone, 'Talk.key', 'application/octet-stream', Buffer.from('not a deck'));
  await expect(dialog.getByRole('alert')).toContainText(
    'Only PDF files and PowerPoint presentations (.pptx) can be imported.',
  );
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await dropFile(zone, 'Talk.pptm', 'application/octet-stream', Buffer.from('not a deck'));
  await expect(dialog.getByRole('alert')).toContainText('The file contains macros (a .pptm file)');
  // Told by the server: a file named .pdf that is not one.
  await dropFile(zone, 'Broken.pdf', PDF_TYPE, Buffer.from('hello, not a PDF'));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported.', {
    timeout: 30_000,
  });
  await expect(dialog.getByRole('alert')).toContainText(
    'Only PDF files and PowerPoint presentations (.pptx) can be imported.',
  );
  await expectAccessible(page, 'the import dialog saying why a file was refused');

  // A PDF of 4:3 pages becomes a new presentation named after the file, opened in the editor.
  const pdf = await makePdf(
    [1, 2, 3].map((n) => ({ text: `Field notes page ${n}`, width: 800, height: 600 })),
  );
  await dropFile(zone, 'Field notes.pdf', PDF_TYPE, pdf);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByLabel('Presentation title')).toHaveValue('Field notes');
  await expect(page.locator('.slide-list__items > li')).toHaveCount(3);
  await expect(page.locator('.slide-canvas .slide-content__page')).toHaveAttribute(
    'alt',
    /Field notes page 1\b/,
  );
  await page.getByRole('link', { name: 'Back to presentations' }).click();
  await expect(page.getByText('Field notes')).toBeVisible();
});
