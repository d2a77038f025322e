import { API_PATHS, DECK_LIMITS } from '@crowdeck/core';
import type { PresenterApi } from './deck-api';
import { E2E_PRESENTER_URL } from './env';
import { makePng } from './images';

const WORDS =
  'which of these statements about the early history of computing machines and their inventors is actually true according to the archives'.split(
    ' ',
  );

/** Real words (they wrap like real text) up to exactly `length` characters. */
export function longText(length: number, seed = 0): string {
  let text = '';
  for (let i = seed; text.length < length; i++) text += `${WORDS[i % WORDS.length]} `;
  return text.slice(0, length).trimEnd().padEnd(length, 'x');
}

/** The longest question the editor allows. */
export const LONGEST_QUESTION = longText(DECK_LIMITS.questionMax);

/** `count` options of the longest text the editor allows; the first is the correct one. */
export function longestOptions(count: number): { text: string; isCorrect?: boolean }[] {
  return Array.from({ length: count }, (_, i) => ({
    text: longText(DECK_LIMITS.optionTextMax, i * 3),
    ...(i === 0 ? { isCorrect: true } : {}),
  }));
}

/** A quiz or poll slide with the longest question and `count` longest options (adds options as needed). */
export async function createLongChoiceSlide(
  api: PresenterApi,
  presentationId: string,
  type: 'quiz' | 'poll',
  count: number,
  changes: Record<string, unknown> = {},
): Promise<string> {
  const options = longestOptions(count).map(({ text, isCorrect }) =>
    type === 'quiz' ? { text, isCorrect } : { text },
  );
  const slideId = await api.createSlide(presentationId, type, LONGEST_QUESTION, [], changes);
  const slide = await api.call<{ Slides: { id: string; options: { id: string }[] }[] }>(
    'GET',
    `${API_PATHS.presentationDetail}${presentationId}/`,
  );
  const existing = slide.Slides.find((s) => s.id === slideId)?.options ?? [];
  for (const [i, option] of options.entries()) {
    const id = existing[i]?.id;
    if (id) await api.call('PUT', `${API_PATHS.optionUpdate}${id}/`, option);
    else await api.call('POST', API_PATHS.optionCreate, { slideId, text: option.text });
  }
  return slideId;
}

/** Uploads a landscape PNG as the presenter and answers its address, for a slide image. */
export async function uploadSlideImage(api: PresenterApi): Promise<string> {
  const form = new FormData();
  const png = makePng(320, 180, [40, 120, 200]);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slide.png');
  const res = await fetch(`${E2E_PRESENTER_URL}${API_PATHS.uploadImage}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}
