// What each built web app makes a browser download, gzipped (level 9) from apps/<app>/dist.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The chunk of another language a first render waits for: the phone's first part (`de-…`, not
 * `de-later-…`), the presenter's frame (`<language>/shell.ts`).
 */
const LANGUAGE_CHUNK = {
  audience: /^(de|fr|es|pt-br|ar)-(?!later-)[\w-]+\.js$/,
  presenter: /^shell-[\w-]+\.js$/,
} as const;

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

/**
 * The chunks a module imports statically (`import{…}from"./x.js"`, `import"./x.js"`): the browser
 * fetches them before the module runs, whether or not index.html preloads them. Dynamic imports
 * (`import("./x.js")`) load later and are not followed.
 */
export function findStaticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[^'"();]*?from\s*)?["'](\.\/[^"']+\.js)["']/g,
  )) {
    found.add(match[1] as string);
  }
  return [...found];
}

export interface TBundleFigures {
  app: 'audience' | 'presenter';
  /**
   * Every script index.html loads or preloads and every chunk those import statically, with its
   * size and gzipped size in bytes.
   */
  files: { src: string; bytes: number; gzip: number }[];
  /**
   * The gzipped JavaScript fetched before the first render: the entry and what it preloads. On
   * the phone that includes the session screen and the socket client, so it is everything a
   * phone downloads before it can join (in English).
   */
  firstLoadKb: number;
  /** The largest other-language chunk a first render in that language waits for. */
  largestLanguageKb: number;
  /** Every JavaScript chunk of the build, lazy ones included (not-found, formats, languages…). */
  allChunksKb: number;
}

const gzipKb = (body: Buffer) => gzipSync(body, { level: 9 }).length / 1024;

/** Measures apps/<app>/dist as it was last built. */
export async function measureBundles(
  root: string,
  app: TBundleFigures['app'],
): Promise<TBundleFigures> {
  const dist = path.join(root, 'apps', app, 'dist');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  // The entry and its preloads, then every chunk they import statically, to the last one.
  const files: TBundleFigures['files'] = [];
  const queue = findInitialScripts(html);
  const seen = new Set(queue);
  while (queue.length > 0) {
    const src = queue.shift() as string;
    const body = await readFile(path.join(dist, src.replace(/^\//, '')));
    files.push({ src, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
    for (const imported of findStaticImports(body.toString('utf8'))) {
      const next = path.posix.join(path.posix.dirname(src), imported);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  const chunks = (await readdir(path.join(dist, 'assets'))).filter((name) => name.endsWith('.js'));
  const sizes = await Promise.all(
    chunks.map(async (name) => ({
      name,
      kb: gzipKb(await readFile(path.join(dist, 'assets', name))),
    })),
  );
  return {
    app,
    files,
    firstLoadKb: files.reduce((sum, f) => sum + f.gzip, 0) / 1024,
    largestLanguageKb: Math.max(
      0,
      ...sizes.filter((s) => LANGUAGE_CHUNK[app].test(s.name)).map((s) => s.kb),
    ),
    allChunksKb: sizes.reduce((sum, s) => sum + s.kb, 0),
  };
}
