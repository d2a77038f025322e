import type { TReportSlide } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { peopleShares } from './report-look';
import { REPORT_MESSAGES_EN } from './report-messages';
import { REPORT_MESSAGES_TRANSLATED } from './report-messages-translated';
import { createReportText } from './report-text';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('report texts', () => {
  it('translates only keys English has, with the same placeholders', () => {
    const english = new Map(Object.entries(REPORT_MESSAGES_EN).map(([k, v]) => [base(k), v]));
    for (const [language, messages] of Object.entries(REPORT_MESSAGES_TRANSLATED)) {
      for (const [key, text] of Object.entries(messages)) {
        expect(english.has(base(key)), `${language} ${key}`).toBe(true);
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(english.get(base(key))!),
        );
      }
    }
  });

  it('takes the plural form the number needs, in the reader’s language and digits', () => {
    const en = createReportText({ language: 'en', timeZone: 'UTC' });
    expect(en.t('responses', { count: 1 })).toBe('1 response');
    expect(en.t('responses', { count: 2 })).toBe('2 responses');
    expect(en.t('people', { count: 1500 })).toBe('1,500 people');
    const de = createReportText({ language: 'de', timeZone: 'UTC' });
    expect(de.t('responses', { count: 1 })).toBe('1 Antwort');
    expect(de.t('percentCorrect', { percent: 66.7 })).toBe('66,7 % richtig');
  });

  it('writes times in the presenter’s zone and names it', () => {
    const at = '2026-11-25T09:30:00.000Z';
    const utc = createReportText({ language: 'en', timeZone: 'UTC' });
    expect(utc.dateTime(at)).toBe('November 25, 2026 at 9:30 AM');
    expect(utc.zone(at)).toBe('UTC');
    const tokyo = createReportText({ language: 'en', timeZone: 'Asia/Tokyo' });
    expect(tokyo.dateTime(at)).toBe('November 25, 2026 at 6:30 PM');
    expect(tokyo.zone(at)).toBe('Asia/Tokyo (GMT+9)');
  });

  it('shares people, not picks: 2 of 3 people is 67 % on a several-answers poll', () => {
    const slide = {
      format: 'multi',
      responses: 3,
      options: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      counts: { a: 2, b: 3, c: 0 },
    } as unknown as TReportSlide;
    expect(peopleShares(slide)).toEqual([67, 100, 0]);
    // One choice each: the shares add up to 100.
    const single = { ...slide, format: undefined, counts: { a: 1, b: 1, c: 1 } } as TReportSlide;
    expect(peopleShares(single)).toEqual([34, 33, 33]);
  });
});
