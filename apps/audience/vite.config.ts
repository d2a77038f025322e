import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressedAssets } from '@crowdeck/web/vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Adds `<link rel="modulepreload">` to index.html for the session screen's chunk and for every
 * chunk it and the entry import statically: a phone opening a join address needs them (the socket
 * client, the UI library) at once, so they download beside the entry script instead of one round
 * trip after it.
 */
function preloadSessionScreen(): Plugin {
  return {
    name: 'crowdeck:preload-session-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(context.bundle ?? {})) {
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        }
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        const session = [...chunks.values()].find((chunk) => chunk.name === 'session-screen');
        if (!entry || !session)
          throw new Error('The build has no session-screen chunk to preload.');
        const preload = new Set<string>();
        const visit = (chunk: OutputChunk): void => {
          for (const name of chunk.imports) {
            const imported = chunks.get(name);
            if (!imported || preload.has(name) || imported === entry) continue;
            preload.add(name);
            visit(imported);
          }
        };
        preload.add(session.fileName);
        visit(entry);
        visit(session);
        return [...preload].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const ENGINE_TRANSPORTS_ID = '\0crowdeck:engine-websocket-only';

/**
 * The phone's socket speaks WebSocket only (live/socket.ts), but engine.io-client's Socket keeps a
 * table of every transport (long-polling and WebTransport too), ~2 KB gzipped it never runs. This
 * gives engine.io-client a table with the WebSocket transport alone.
 */
function websocketTransportOnly(): Plugin {
  let websocketModule = '';
  return {
    name: 'crowdeck:engine-websocket-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './transports/index.js' || !importer) return null;
      const match = /^(.*[\\/]engine\.io-client[\\/]build[\\/]esm)[\\/](socket|index)\.js$/.exec(
        importer,
      );
      if (!match) return null;
      websocketModule = `${match[1]}/transports/websocket.js`.replaceAll('\\', '/');
      return ENGINE_TRANSPORTS_ID;
    },
    load(id) {
      if (id !== ENGINE_TRANSPORTS_ID) return null;
      return `import { WS } from ${JSON.stringify(websocketModule)};\nexport const transports = { websocket: WS };\n`;
    },
  };
}

/**
 * The phone runs on Preact's React compatibility layer: the same components and hooks, about
 * 45 KB gzipped less than react-dom before a phone can join. The app's code and its unit tests
 * stay written against React's API (and run on React in Vitest); only the bundle swaps it.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// The audience app is served on its own origin (AUDIENCE_PORT); in dev, /config.js comes from it.
export default defineConfig({
  resolve: { alias: preactCompat },
  plugins: [
    // React Fast Refresh hooks into react-dom, which the app does not run on: an edit reloads the
    // page in dev instead.
    react({ refreshExclude: /./ }),
    preloadSessionScreen(),
    websocketTransportOnly(),
    precompressedAssets(),
  ],
  server: {
    port: 5174,
    proxy: { '/config.js': 'http://localhost:3001' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The page is two chunks and app/preload.ts starts the second one itself: Vite's preload
    // helper and modulepreload polyfill would add about a quarter of a kilobyte gzipped to every phone for nothing.
    modulePreload: false,
    rolldownOptions: {
      // Phones load the join page on mobile data. Core's modules only declare schemas, constants
      // and pure rules, so the ones the app does not use (zod schemas above all) can be dropped.
      // engine.io-client's transport modules only feature-test at load (XMLHttpRequest): the
      // unused ones (see websocketTransportOnly) are dropped too.
      treeshake: {
        moduleSideEffects: [
          { test: /packages[\\/]core[\\/]src[\\/]/, sideEffects: false },
          { test: /engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
