import { expect, test } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { presenterWithPollDeck } from '../support/deck-api';
import { E2E_AUDIENCE_URL } from '../support/env';
import { expectAccessible } from '../support/axe';
import { openJoinPage } from '../support/live';

test.setTimeout(120_000);

/** What each language's phone says at each step (participant text is never translated). */
const LANGUAGES = [
  {
    locale: 'de-DE',
    lang: 'de',
    dir: 'ltr',
    hide: 'Reaktionen ausblenden',
    sent: 'Stimme abgegeben – danke!',
    results: 'Live-Ergebnisse',
  },
  {
    locale: 'fr-FR',
    lang: 'fr',
    dir: 'ltr',
    hide: 'Masquer les réactions',
    sent: 'Vote envoyé — merci !',
    results: 'Résultats en direct',
  },
  {
    locale: 'es-ES',
    lang: 'es',
    dir: 'ltr',
    hide: 'Ocultar reacciones',
    sent: 'Voto enviado, ¡gracias!',
    results: 'Resultados en directo',
  },
  {
    locale: 'pt-BR',
    lang: 'pt-BR',
    dir: 'ltr',
    hide: 'Ocultar reações',
    sent: 'Voto enviado — obrigado!',
    results: 'Resultados ao vivo',
  },
  {
    locale: 'ar-EG',
    lang: 'ar',
    dir: 'rtl',
    hide: 'إخفاء التفاعلات',
    sent: 'تم إرسال صوتك — شكرًا!',
    results: 'النتائج المباشرة',
  },
  {
    locale: 'en-GB',
    lang: 'en',
    dir: 'ltr',
    hide: 'Hide reactions',
    sent: 'Vote sent — thanks!',
    results: 'Live results',
  },
] as const;

test('a phone joins and votes in its browser’s language, Arabic right to left', async ({
  browser,
}) => {
  const { deck } = await presenterWithPollDeck('Lunch poll');
  for (const language of LANGUAGES) {
    const phone = await openJoinPage(browser, deck.uniqueCode, { locale: language.locale });
    await expect(phone.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(phone.locator('html')).toHaveAttribute('dir', language.dir);
    await expect(phone.getByRole('button', { name: language.hide })).toBeVisible();
    // The presenter's texts stay as written: "Lunch?", "Pizza", "Sushi".
    await expect(phone.getByText('Lunch?')).toBeVisible();
    await phone.getByRole('button', { name: /Pizza/ }).click();
    await expect(phone.getByText(language.sent)).toBeVisible();
    await expect(phone.getByRole('heading', { name: language.results })).toBeVisible();
    await phone.screenshot({ path: test.info().outputPath(`phone-${language.lang}.png`) });
    await expectAccessible(phone, `phone in ${language.lang}`);
    await phone.context().close();
  }
});

test('the presenter’s choice of language wins over the phone’s own', async ({ browser }) => {
  const { api, deck } = await presenterWithPollDeck('Sondage');
  await api.call('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, { audienceLanguage: 'fr' });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    locale: 'de-DE',
  });
  const phone = await context.newPage();
  await phone.goto(`${E2E_AUDIENCE_URL}/${deck.uniqueCode}`);
  await expect(phone.getByRole('button', { name: 'Masquer les réactions' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});
