import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { jsonRows } from './json-rows';

const paramOf = (rows: object[]) => new PgDialect().sqlToQuery(jsonRows(rows)).params[0] as string;

describe('jsonRows', () => {
  it('passes rows as one JSON parameter, dates as ISO strings and pairs of surrogates as they are', () => {
    const at = new Date('2026-11-26T15:00:00.000Z');
    const json = paramOf([{ name: 'Zoë 😀', at, value: null }]);
    expect(JSON.parse(json)).toEqual([{ name: 'Zoë 😀', at: at.toISOString(), value: null }]);
  });

  it('turns a lone surrogate into U+FFFD, which jsonb would refuse', () => {
    const json = paramOf([{ name: 'a\ud800b' }, { name: '\udc00' }]);
    expect(JSON.parse(json)).toEqual([{ name: 'a\ufffdb' }, { name: '\ufffd' }]);
  });

  it('keeps a text that only looks like an escape', () => {
    expect(JSON.parse(paramOf([{ text: '\\ud800 is not a character' }]))).toEqual([
      { text: '\\ud800 is not a character' },
    ]);
  });
});
