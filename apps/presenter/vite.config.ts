import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressedAssets } from '@crowdeck/web/vite';

/** In development the API server (port 3000) answers /api and the runtime /config.js. */
const API_SERVER = 'http://localhost:3000';

/**
 * The integrations' pages (integrations/*.html) hold only their title, their own head scripts and
 * their module script: this writes the document every one of them shares around them, the head's
 * meta tags, icon and runtime configuration (/config.js, served by the server:
 * window.__CROWDECK_CONFIG__), and the body with its root element and the module script.
 */
function integrationPageFrame(): Plugin {
  return {
    name: 'crowdeck-integration-page-frame',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { path }) {
        if (!path.startsWith('/integrations/')) return html;
        const inner = html.replace(/^[\s\S]*?<html[^>]*>/, '').replace(/<\/html>[\s\S]*$/, '');
        const moduleScript = /<script type="module"[^>]*><\/script>/.exec(inner)?.[0] ?? '';
        const head = inner.replace(moduleScript, '').trim();
        // Office requires its script from Microsoft's CDN: the one external script, on the add-ins'
        // pages only (their CSP allows it; docs/integrations/powerpoint.md and outlook.md).
        const office = /^\/integrations\/(office|outlook)\//.test(path)
          ? '<script src="https://appsforoffice.microsoft.com/lib/1/hosted/office.js"></script>'
          : '';
        return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#5b3df5" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script src="/config.js"></script>
    ${head}
    ${office}
  </head>
  <body>
    <div id="root"></div>
    <noscript>Crowdeck needs JavaScript to run.</noscript>
    ${moduleScript}
  </body>
</html>
`;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), integrationPageFrame(), precompressedAssets()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true },
      '/config.js': { target: API_SERVER, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true },
      '/config.js': { target: API_SERVER, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      // The app, and the PowerPoint add-in's two pages (served with their own headers by the
      // server: apps/server/src/modules/integrations/office/pages.ts).
      input: {
        main: 'index.html',
        officeAddin: 'integrations/office/addin.html',
        officeDialog: 'integrations/office/dialog.html',
        // The Outlook add-in's task pane (apps/server/src/modules/integrations/outlook/pages.ts).
        outlookTaskpane: 'integrations/outlook/taskpane.html',
        // The Teams app's pages (apps/server/src/modules/integrations/teams/pages.ts).
        teamsConfig: 'integrations/teams/config.html',
        teamsPanel: 'integrations/teams/panel.html',
        teamsStage: 'integrations/teams/stage.html',
        teamsPersonal: 'integrations/teams/personal.html',
        teamsAuth: 'integrations/teams/auth.html',
        // The Zoom app's pages (apps/server/src/modules/integrations/zoom/pages.ts).
        zoomApp: 'integrations/zoom/app.html',
        zoomConnect: 'integrations/zoom/connect.html',
      },
      // Core's modules only declare schemas, constants and pure rules: the ones a chunk does not
      // use (zod schemas above all) can be dropped from it, which keeps zod out of the first render.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
