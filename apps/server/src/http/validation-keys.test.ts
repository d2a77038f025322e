import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REFUSAL_REASONS, VALIDATION_MESSAGES } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Source files (no tests) under a folder of the repository. */
function sources(folder: string): { file: string; text: string }[] {
  const entries = readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .map((file) => ({ file: file.slice(ROOT.length), text: readFileSync(file, 'utf8') }));
}

/** Every match of `pattern`'s first group, with the file it is in. */
function collect(files: { file: string; text: string }[], pattern: RegExp) {
  return files.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].map((m) => `${m[1]} (${file})`),
  );
}

const keyOf = (found: string) => found.split(' ')[0] ?? '';
const refusals = new Set<string>(REFUSAL_REASONS);

describe('validation messages', () => {
  it('has a sentence for every validation key the schemas and the server answer with', () => {
    const core = sources('packages/core/src').filter((f) => !f.file.endsWith('errors.ts'));
    const server = sources('apps/server/src');
    const used = [
      // The schemas' messages: dotted keys (`'plan.invalid'`), and single words given to z.*().
      ...collect(core, /'([a-z][A-Za-z]*(?:\.[a-zA-Z]+)+)'/g),
      ...collect(core, /\bz\.(?!literal|discriminatedUnion)\w+\('(\w+)'/g),
      // The server's own refusals of one field.
      ...collect(server, /\b(?:fieldError|getValidationMessage)\('([^']+)'\)/g),
      ...collect(server, /\b(?:invalidField|fieldRefusal)\([^()]*'([^']+)'\)/g),
    ].filter((found) => !refusals.has(keyOf(found)));
    expect(used.length).toBeGreaterThan(100);
    const missing = used.filter((found) => !(keyOf(found) in VALIDATION_MESSAGES));
    expect(missing).toEqual([]);
  });

  it('words each message as a sentence, never as its key', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect({ key, sentence: /^[A-Z“].*[.!?]$/s.test(text) && text !== key }).toEqual({
        key,
        sentence: true,
      });
    }
  });
});
