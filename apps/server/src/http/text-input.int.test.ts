import { API_PATHS, type TPresentation } from '@crowdeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDeck, getDeck } from '../test/deck-factories';
import { useLiveFixture } from '../test/live-fixture';
import { makeRegistration } from '../test/test-app';

// PostgreSQL refuses U+0000 in text: before the core text schemas, each of these answered 500.
const NUL = 'x\u0000y';
const INVALID = {
  code: 'text.invalidCharacters',
  message:
    'This text contains characters that cannot be used, like control characters. Remove them and try again.',
};

const t = useLiveFixture();
let deck: TPresentation;

beforeAll(async () => {
  deck = await createDeck(t.app, t.token, ['quiz'], 'Clean');
});

/** Expects a 400 naming exactly `field` with `code`. */
function expectRefused(
  response: { statusCode: number; json(): unknown },
  field: string,
  code = INVALID,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'invalid_input', fields: { [field]: code } });
}

describe('text inputs over HTTP', () => {
  it('refuses a NUL in every text field with a 400 naming the field', async () => {
    const slide = deck.Slides[0]!;
    const option = slide.options[0]!;
    const cases: [string, 'POST' | 'PUT', string, object][] = [
      ['title', 'POST', API_PATHS.presentationCreate, { title: NUL }],
      ['title', 'PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, { title: NUL }],
      ['question', 'PUT', `${API_PATHS.slideUpdate}${slide.id}/`, { question: NUL }],
      ['text', 'PUT', `${API_PATHS.optionUpdate}${option.id}/`, { text: NUL }],
      ['text', 'POST', API_PATHS.optionCreate, { slideId: slide.id, text: NUL }],
      ['name', 'PUT', API_PATHS.usersUpdate, { name: NUL }],
      ['slideIds.0', 'PUT', API_PATHS.slideSort, { presentationId: deck.id, slideIds: [NUL] }],
      ['checkoutId', 'POST', API_PATHS.checkoutRequest, { checkoutId: NUL }],
    ];
    for (const [field, method, url, body] of cases) {
      const response = await t.call(method, url, body);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
    expect(await getDeck(t.app, t.token, deck.id)).toEqual(deck);
  });

  it('refuses a NUL or an escape character in a new account’s name and a contact request', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: API_PATHS.usersCreate,
      payload: makeRegistration({ name: 'Ada\u0000' }),
    });
    expectRefused(register, 'name');
    const contact = await t.app.inject({
      method: 'POST',
      url: API_PATHS.checkoutContact,
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello \u001b[31m' },
    });
    expectRefused(contact, 'message');
  });

  it('refuses names and titles made only of invisible characters', async () => {
    const blankTitle = await t.call('POST', API_PATHS.presentationCreate, {
      title: '\u200b\u200e\u2066',
    });
    expectRefused(blankTitle, 'title', {
      code: 'title.required',
      message: 'Give the presentation a title.',
    });
    const blankName = await t.app.inject({
      method: 'POST',
      url: API_PATHS.usersCreate,
      payload: makeRegistration({ name: '\ufeff\u00ad ' }),
    });
    expectRefused(blankName, 'name', { code: 'name.tooShort', message: 'Enter your name.' });
  });

  it('keeps line breaks in a question and in a contact message, not in a title', async () => {
    const slide = deck.Slides[0]!;
    const updated = await t.call('PUT', `${API_PATHS.slideUpdate}${slide.id}/`, {
      question: 'Line one\r\nline two',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().question).toBe('Line one\nline two');
    const renamed = await t.call('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, {
      title: 'Two\nlines',
    });
    expect(renamed.json().title).toBe('Two lines');
    const contact = await t.app.inject({
      method: 'POST',
      url: API_PATHS.checkoutContact,
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello,\nwe are 500.' },
    });
    expect(contact.statusCode).toBe(201);
    const mails = await t.readOutbox();
    expect(mails.at(-1)?.text).toContain('Hello,\nwe are 500.');
  });
});
