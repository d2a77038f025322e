import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaryBlocks, forbiddenRooms, LIVE_ROOMS } from './boundaries.js';

const RULE = '@typescript-eslint/no-restricted-imports';
const LIVE = 'apps/server/src/modules/live';

// The boundary blocks alone (no type information needed): fixtures are linted as if they were
// these files, by the same ESLint the workspace runs.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    ...boundaryBlocks(),
  ],
});

/** The boundary messages ESLint reports for `code` written in `filePath`. */
async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses a live room importing a room above it, types included', async () => {
    const errors = await boundaryErrors(
      `${LIVE}/phones/join.service.ts`,
      "import type { TLivePush } from '../broadcast/push';\nexport type T = TLivePush;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('live/phones may import only the rooms below it');
  });

  it('lets a room import the rooms below it and the leaves', async () => {
    const code = [
      "import { getActiveSlide } from '../data/deck-cache';",
      "import type { TResultsService } from '../results/results.service';",
      "import { LiveError } from '../errors';",
      "import { createDeckAccess } from '../../decks/deck-access';",
      'export { getActiveSlide, LiveError, createDeckAccess };',
      'export type T = TResultsService;',
    ].join('\n');
    expect(await boundaryErrors(`${LIVE}/phones/join.service.ts`, code)).toEqual([]);
  });

  it("refuses a room importing live/'s wiring", async () => {
    const code = "import { registerLive } from '..';\nexport { registerLive };\n";
    const errors = await boundaryErrors(`${LIVE}/data/deck-cache.ts`, code);
    expect(errors).toEqual([expect.stringContaining("never imports live/'s wiring")]);
  });

  it('keeps side-by-side rooms apart', async () => {
    const code = "import { createQaRoom } from '../qa/qa-room';\nexport { createQaRoom };\n";
    expect(await boundaryErrors(`${LIVE}/presenter/room.service.ts`, code)).toHaveLength(1);
  });

  it('refuses a server module importing one it may not, from any depth', async () => {
    const code = "import { registerLive } from '../../live';\nexport { registerLive };\n";
    const errors = await boundaryErrors('apps/server/src/modules/accounts/sub/x.ts', code);
    expect(errors).toEqual([expect.stringContaining('modules/accounts may import only')]);
    const fromLive = "import { x } from '../../organisations/y';\nexport { x };\n";
    expect(await boundaryErrors(`${LIVE}/quiz/question-clock.ts`, fromLive)).toHaveLength(1);
  });

  it('allows what ARCHITECTURE.md explains (sso and organisations)', async () => {
    const code = "import { x } from '../organisations/y';\nexport { x };\n";
    expect(await boundaryErrors('apps/server/src/modules/sso/sso-login.ts', code)).toEqual([]);
  });

  it('orders every room: the lowest may import none of the others', () => {
    expect(forbiddenRooms(LIVE_ROOMS.at(-1))).toHaveLength(LIVE_ROOMS.length - 1);
    expect(forbiddenRooms('presenter')).toEqual(['remote-pairing', 'qa']);
  });

  it('is part of the workspace configuration', async () => {
    const workspace = new ESLint({ cwd: process.cwd() });
    const config = await workspace.calculateConfigForFile(`${LIVE}/phones/join.service.ts`);
    const [, options] = config.rules[RULE];
    expect(options.patterns.map((p) => p.message).join('\n')).toContain('live/phones may import');
  });
});
