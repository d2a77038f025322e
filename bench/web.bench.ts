// Web benchmark: the gzipped JavaScript the audience app loads before a phone can join (every chunk
// but the not-found page), against 95 KB, and the presenter's first render (the entry script and
// the modules it preloads), against 130 KB. Run: npm run bench:web
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const TARGET_KB = { audience: 95, presenter: 130 } as const;

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
  // Joining also fetches the lazily loaded screens and socket.io-client: every chunk but the
  // not-found screen is an upper bound of what a phone loads before it has joined.
  const all = (await readdir(path.join(dist, 'assets'))).filter(
    (name) => name.endsWith('.js') && !name.startsWith('not-found'),
  );
  const allGzip = await Promise.all(
    all.map(
      async (name) =>
        gzipSync(await readFile(path.join(dist, 'assets', name)), { level: 9 }).length,
    ),
  );
  const toJoinKb = allGzip.reduce((sum, n) => sum + n, 0) / 1024;
  return { app, files, gzipKb: gzip / 1024, toJoinKb };
}

/** The row's target: the audience's is everything before joining, the presenter's its first render. */
function target(r: Awaited<ReturnType<typeof measureApp>>): string {
  const limit = TARGET_KB[r.app];
  const value = r.app === 'audience' ? r.toJoinKb : r.gzipKb;
  const what = r.app === 'audience' ? 'before joining' : 'first render';
  return `≤ ${limit} KB ${what}: ${value <= limit ? 'met' : 'NOT met'}`;
}

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const results = [await measureApp('audience'), await measureApp('presenter')];
const lines = [
  '# Web benchmark',
  '',
  `${new Date().toISOString()} · gzip level 9 · JavaScript fetched before first render`,
  '',
  '| app | first render, gzipped KB | all app chunks (audience: before joining), KB | target |',
  '| --- | --- | --- | --- |',
  ...results.map(
    (r) => `| ${r.app} | ${r.gzipKb.toFixed(1)} | ${r.toJoinKb.toFixed(1)} | ${target(r)} |`,
  ),
  '',
];
await mkdir(path.join(here, 'reports'), { recursive: true });
await writeFile(path.join(here, 'reports', 'web.md'), lines.join('\n'));
await writeFile(path.join(here, 'reports', 'web.json'), JSON.stringify(results, null, 2));
console.info(lines.join('\n'));
