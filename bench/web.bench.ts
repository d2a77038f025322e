// Web benchmark: the gzipped JavaScript a phone downloads before it can join (the entry script and
// the session screen with the socket client it preloads), against 95 KB, and the presenter's first
// render (the entry script and the modules it preloads), against 130 KB. Run: npm run bench:web
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundles, type TBundleFigures } from './web/bundles';
import { writeReports } from './support/report';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const TARGET_KB = { audience: 95, presenter: 130 } as const;

/** The row's target: the phone's before joining, the presenter's first render. */
function target(r: TBundleFigures): string {
  const what = r.app === 'audience' ? 'before joining' : 'first render';
  return `≤ ${TARGET_KB[r.app]} KB ${what}: ${r.firstLoadKb <= TARGET_KB[r.app] ? 'met' : 'NOT met'}`;
}

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const results = [await measureBundles(root, 'audience'), await measureBundles(root, 'presenter')];
const lines = [
  '# Web benchmark',
  '',
  `${new Date().toISOString()} · gzip level 9 · JavaScript only`,
  '',
  'First load: the entry script and the chunks index.html preloads — for the phone that is the join',
  'page, the session screen and the socket client, everything it downloads before it can join in',
  'English. In another language both apps also wait for that language’s first part (the phone’s',
  '`de.ts`, the presenter’s `de/shell.ts`): the next column, with the largest. Lazy chunks (answer',
  'formats, content slides, the views fetched after joining, the rest of each language) are in the',
  'last column only.',
  '',
  '| app | first load, KB | + largest first part of another language, KB | every chunk, KB | target |',
  '| --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.app} | ${r.firstLoadKb.toFixed(1)} | ${(r.firstLoadKb + r.largestLanguageKb).toFixed(1)} | ${r.allChunksKb.toFixed(1)} | ${target(r)} |`,
  ),
  '',
  ...results.flatMap((r) => [
    `${r.app}: ${r.files.map((f) => `${f.src} ${(f.gzip / 1024).toFixed(1)} KB`).join(', ')}`,
    '',
  ]),
];
await writeReports({ 'web.md': lines.join('\n'), 'web.json': JSON.stringify(results, null, 2) });
console.info(lines.join('\n'));
