// Web benchmark: the gzipped JavaScript the audience app loads before a phone can join (the entry
// script and every module it preloads), against the 95 KB target. Run: npm run bench:web
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const TARGET_KB = 95;

/** Script and modulepreload addresses an index.html makes the browser fetch before first render. */
export function findInitialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) {
    found.add(match[1] as string);
  }
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) {
    found.add(match[1] as string);
  }
  return [...found];
}

async function measureApp(app: 'audience' | 'presenter') {
  const dist = path.join(root, 'apps', app, 'dist');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const files = await Promise.all(
    findInitialScripts(html).map(async (src) => {
      const body = await readFile(path.join(dist, src.replace(/^\//, '')));
      return { src, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  return { app, files, gzipKb: gzip / 1024 };
}

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const results = [await measureApp('audience'), await measureApp('presenter')];
const lines = [
  '# Web benchmark',
  '',
  `${new Date().toISOString()} · gzip level 9 · JavaScript fetched before first render`,
  '',
  '| app | files | gzipped KB | target |',
  '| --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.app} | ${r.files.length} | ${r.gzipKb.toFixed(1)} | ${r.app === 'audience' ? `≤ ${TARGET_KB} KB: ${r.gzipKb <= TARGET_KB ? 'met' : 'NOT met'}` : '—'} |`,
  ),
  '',
];
await mkdir(path.join(here, 'reports'), { recursive: true });
await writeFile(path.join(here, 'reports', 'web.md'), lines.join('\n'));
await writeFile(path.join(here, 'reports', 'web.json'), JSON.stringify(results, null, 2));
console.info(lines.join('\n'));
