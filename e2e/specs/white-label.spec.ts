import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { PresenterApi } from '../support/deck-api';
import {
  E2E_AUDIENCE_PORT,
  E2E_AUDIENCE_URL,
  E2E_OPERATOR_TOKEN,
  E2E_PRESENTER_URL,
} from '../support/env';
import { makePng } from '../support/images';
import { openPhone as openPhoneIn, signInContext } from '../support/live';

const ORG = 'Acme Events';
/** The organisation's own audience domain: another loopback address of this machine. */
const OWN_HOST = `127.0.0.2:${E2E_AUDIENCE_PORT}`;
const require = createRequire(import.meta.url);
const WOFF2 = path.join(
  path.dirname(require.resolve('@fontsource/lato/package.json')),
  'files/lato-latin-400-normal.woff2',
);

/** Calls the operator API (organisations and their plan). */
async function operator(method: string, apiPath: string, body: unknown) {
  const res = await fetch(`${E2E_PRESENTER_URL}${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${apiPath} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** Uploads a file as multipart field `file`; answers its address. */
async function upload(
  api: PresenterApi,
  apiPath: string,
  data: Buffer,
  name: string,
  type: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${E2E_PRESENTER_URL}${apiPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

/** Everything of the page a participant could see or hear of a brand: text, title, images. */
async function visibleBranding(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    text: document.body.innerText,
    images: Array.from(document.images, (img) => `${img.alt} ${img.src}`),
    icons: Array.from(document.querySelectorAll('link[rel~="icon"]'), (link) =>
      link.getAttribute('href'),
    ),
  }));
}

async function expectNoCrowdeck(page: Page) {
  const seen = await visibleBranding(page);
  expect(seen.title).toBe(ORG);
  expect(JSON.stringify(seen)).not.toMatch(/crowdeck/i);
  return seen;
}

function openPhone(browser: Browser): Promise<Page> {
  return openPhoneIn(browser, { locale: 'en-US' });
}

/** An organisation on Custom with `owner` as owner and `member` as member. */
async function organisationOf(owner: PresenterApi, member: PresenterApi, name: string) {
  const org = await operator('POST', API_PATHS.operatorOrganisations, { name });
  await operator('PUT', `${API_PATHS.operatorOrganisations}${org.id}/plan/`, { plan: 'custom' });
  for (const [api, role] of [
    [owner, 'owner'],
    [member, 'member'],
  ] as const) {
    const { email } = await api.call<{ email: string }>('GET', API_PATHS.usersProfile);
    await operator('POST', `${API_PATHS.operatorOrganisations}${org.id}/members/`, { email, role });
  }
  return org.id;
}

test('an owner sets the branding on a 390 px screen with the keyboard; a member is told who can', async ({
  page,
}) => {
  const owner = await PresenterApi.registered();
  const member = await PresenterApi.registered();
  await organisationOf(owner, member, 'Globex Live');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInContext(page.context(), owner);
  await page.goto('/organisation/branding');
  await expect(page.getByRole('heading', { name: 'Organisation branding' })).toBeVisible();
  await page.getByLabel('Primary colour').fill('#0B6E4F');
  await page.getByLabel('Primary colour').press('Tab');
  await page.getByRole('checkbox', { name: 'Lock the theme' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: /Show our name and logo/ }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Own audience domain').fill('https://not a host');
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Enter a host name like vote.example.com')).toBeVisible();
  await page.getByLabel('Own audience domain').fill('vote.globex.test');
  await page.getByRole('button', { name: 'Save branding' }).press('Enter');
  await expect(page.getByText('Branding saved.')).toBeVisible();
  // The domain takes effect once proven: the page shows the TXT record to publish and Verify.
  await expect(page.getByText('_crowdeck.vote.globex.test', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify vote.globex.test' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('settings-390.png'), fullPage: true });
  expect(await owner.call('GET', API_PATHS.organisationBranding)).toMatchObject({
    theme: { primaryColour: '#0B6E4F' },
    themeLocked: true,
    whiteLabel: true,
    audienceHost: 'vote.globex.test',
  });
  // The width fits: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await signInContext(page.context(), member);
  await page.goto('/organisation/branding');
  await expect(
    page.getByText('Only owners and admins of an organisation can change'),
  ).toBeVisible();
});

test('a white-label organisation: phones and the big screen show its brand and nothing of Crowdeck', async ({
  page,
  browser,
}) => {
  // An organisation on Custom with an owner and a member.
  const owner = await PresenterApi.registered();
  const member = await PresenterApi.registered();
  const orgId = await organisationOf(owner, member, ORG);

  // Its theme: a logo, colours, an uploaded font; white label and an own audience domain.
  const logoUrl = await upload(
    owner,
    API_PATHS.uploadImage,
    makePng(160, 48, [11, 110, 79]),
    'acme.png',
    'image/png',
  );
  const fontUrl = await upload(
    owner,
    API_PATHS.organisationBrandingFont,
    readFileSync(WOFF2),
    'acme.woff2',
    'font/woff2',
  );
  await owner.call('PUT', API_PATHS.organisationBranding, {
    theme: { logoUrl, fontUrl, primaryColour: '#0B6E4F', backgroundColour: '#F1F8F4' },
    themeLocked: true,
    whiteLabel: true,
    audienceHost: OWN_HOST,
  });
  // The domain takes effect once proven: the operator checked it (a DNS TXT record would too).
  await operator('POST', `${API_PATHS.operatorOrganisations}${orgId}/audience-host/verify/`, {
    host: OWN_HOST,
  });

  // A member's deck, presented: the lobby names the own domain and shows the organisation's logo.
  const deck = await member.createPollDeck('Town hall');
  await signInContext(page.context(), member);
  await page.goto(`/present/${deck.id}`);
  const lobby = page.getByRole('region', { name: 'Town hall' });
  await expect(lobby.getByRole('img', { name: ORG })).toBeVisible();
  await expect(lobby.getByText(`${OWN_HOST}/${deck.uniqueCode}`, { exact: true })).toBeVisible();
  await expect(lobby.getByRole('img', { name: `QR code that opens ${OWN_HOST}/` })).toBeVisible();
  await expect(page).toHaveTitle(`Town hall · ${ORG}`);
  await page.screenshot({ path: test.info().outputPath('present-lobby.png') });

  // A phone on the generic audience address: the organisation's brand as soon as it joins.
  const phone = await openPhone(browser);
  await phone.goto(`${E2E_AUDIENCE_URL}/${deck.uniqueCode}`);
  await expect(phone.getByRole('heading', { name: 'Lunch?' })).toBeVisible();
  await expect(phone.getByRole('img', { name: ORG })).toBeVisible();
  const seen = await expectNoCrowdeck(phone);
  expect(seen.icons).toEqual([logoUrl]);
  await expect(phone.getByRole('heading', { name: 'Lunch?' })).toHaveCSS(
    'font-family',
    /^"Organisation brand font"/,
  );
  await phone.screenshot({ path: test.info().outputPath('phone-question.png') });

  // A phone on the own domain: the brand before any code is typed, then the same session.
  const own = await openPhone(browser);
  await own.goto(`http://${OWN_HOST}/`);
  await expect(own.getByText(ORG, { exact: true })).toBeVisible();
  await expectNoCrowdeck(own);
  await own.screenshot({ path: test.info().outputPath('own-domain-join.png') });
  await own.getByLabel(/code/i).fill(deck.uniqueCode);
  await own.getByRole('button', { name: /join/i }).click();
  await expect(own.getByRole('heading', { name: 'Lunch?' })).toBeVisible();
  await expectNoCrowdeck(own);
  await own.screenshot({ path: test.info().outputPath('own-domain-question.png') });

  await phone.context().close();
  await own.context().close();
});
