import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS } from './config';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('README configuration table', () => {
  it('lists every environment variable the server reads', () => {
    for (const { name } of CONFIG_DOCS)
      expect(readme, name).toMatch(new RegExp(`\\|\\s*\`${name}\`\\s*\\|`));
  });
});
