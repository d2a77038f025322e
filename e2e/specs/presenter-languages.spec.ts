import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { newPerson, signInThroughForm } from '../support/accounts';
import { snap } from '../support/shots';
import { deckIdInEditor } from '../support/editor';
import { openStageTab } from '../support/live';

test.setTimeout(150_000);

test('the presenter app speaks the browser’s language, keeps the account’s choice, Arabic right to left', async ({
  browser,
}) => {
  const person = newPerson('Grete Gauß');

  // A German browser: the app is German from the first screen, forms and validation included.
  const german = await browser.newContext({ locale: 'de-DE' });
  const page = await german.newPage();
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Erstelle dein Konto' })).toBeVisible();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Gib deinen Namen ein.').first()).toBeVisible();
  await expectAccessible(page, 'register (de, with errors)');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('E-Mail-Adresse').fill(person.email);
  await page.getByLabel('Passwort', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Deine Präsentationen' })).toBeVisible();
  await expectAccessible(page, 'home (de)');
  await snap(page, 'home-de');

  // The account's choice: Arabic, right to left, dates in Arabic with Western digits.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Konto', level: 1 })).toBeVisible();
  await expect(page.getByText(/Mitglied seit/)).toBeVisible();
  await expect(page.locator('time').first()).toHaveText(/\d{4}/);
  const saved = page.waitForResponse((r) => r.url().includes('/api/users/update/') && r.ok());
  await page.getByLabel('Sprache von Crowdeck').selectOption('ar');
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الحساب', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/الحساب/);
  // "Member since" in Arabic: an Arabic month name, the year in Western digits.
  await expect(page.locator('time').first()).toHaveText(
    /[\u0600-\u06FF].*\d{4}|\d{4}.*[\u0600-\u06FF]/,
  );
  await expectAccessible(page, 'account (ar)');
  await snap(page, 'account-ar');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('لغة Crowdeck')).toHaveValue('ar');

  // The editor and the big screen in Arabic; the deck's own text stays as written.
  await page.goto('/home');
  await page.getByRole('button', { name: 'عرض تقديمي جديد' }).first().click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]{36}$/);
  await expect(page.getByText('عرض تقديمي بلا عنوان').first()).toBeVisible();
  await page.getByRole('button', { name: 'إضافة شريحة' }).click();
  await page.getByRole('button', { name: /^استطلاع رأي/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ كل التغييرات' })).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(page, 'editor (ar)');
  await snap(page, 'editor-ar');
  const deckId = deckIdInEditor(page);
  const stage = await openStageTab(german, deckId);
  await expect(stage.locator('.lobby')).toBeVisible();
  await expect(stage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(stage.getByText('انضم من هاتفك عبر')).toBeVisible();
  await expectAccessible(stage, 'present lobby (ar)');
  await snap(stage, 'lobby-ar');
  // Right to left, the scaled slide still fills its frame (it was drawn off to the left, unseen).
  const canvasFits = (page: typeof stage) =>
    page.evaluate(() => {
      const box = (selector: string) =>
        (document.querySelector(selector) as HTMLElement).getBoundingClientRect();
      const [frame, slide] = [box('.present-canvas__viewport'), box('.present-canvas__content')];
      return Math.abs(slide.left - frame.left) < 1 && Math.abs(slide.width - frame.width) < 2;
    });
  expect(await canvasFits(stage)).toBe(true);
  await stage.keyboard.press('ArrowRight');
  await expect(stage.locator('.lobby')).toBeHidden();
  await snap(stage, 'slide-ar');
  // The presenter's menu opens on the right, the side Arabic starts from.
  await stage.keyboard.press('m');
  const menu = stage.getByRole('complementary', { name: 'قائمة مقدّم العرض' });
  await expect(menu).toBeVisible();
  await expect
    .poll(async () => {
      const box = await menu.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    })
    .toBe(1280);
  await snap(stage, 'menu-ar');
  await stage.keyboard.press('Escape');
  // The control screen's back and next arrows point the way Arabic reads: back → , ← next.
  const control = await german.newPage();
  await control.goto(`/presentation/${deckId}/control`);
  const backArrow = control.locator('.control-buttons__back .direction-arrow');
  await expect(backArrow).toBeVisible();
  expect(await backArrow.evaluate((node) => getComputedStyle(node).transform)).toBe(
    'matrix(-1, 0, 0, 1, 0, 0)',
  );
  expect(await canvasFits(control)).toBe(true);
  await snap(control, 'control-ar');
  await german.close();

  // Another browser, in English: signing in brings the account's language along.
  const english = await browser.newContext({ locale: 'en-US' });
  const other = await english.newPage();
  await other.goto('/login');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await signInThroughForm(other, person.email, person.password);
  await expect(other.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(other.getByRole('heading', { name: 'عروضك التقديمية' })).toBeVisible();

  // "The browser's language" clears the choice: English again, and it stays so after a reload.
  await other.goto('/account');
  await other.getByLabel('لغة Crowdeck').selectOption('');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await expect(other.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(other.getByLabel('Language of Crowdeck')).toHaveValue('');
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await english.close();
});
