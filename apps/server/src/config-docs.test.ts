import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS } from './config';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** The rows of the README's "Configuration" table as [name, default, text] cell texts. */
function readmeRows(): string[][] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('README configuration table', () => {
  it('is the declared variables, in order, with the same default and text', () => {
    const declared = CONFIG_DOCS.map((doc) => [`\`${doc.name}\``, doc.default, doc.description]);
    expect(declared.length).toBeGreaterThan(20);
    expect(readmeRows()).toEqual(declared);
  });
});
