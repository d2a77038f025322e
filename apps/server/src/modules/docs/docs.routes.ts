import { createRequire } from 'node:module';
import fastifyStatic from '@fastify/static';
import { API_PATHS } from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);
/** swagger-ui-dist's folder of prebuilt files (self-hosted: the page works offline). */
const SWAGGER_UI_DIR: string = require('swagger-ui-dist').getAbsoluteFSPath();
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js'];

// No inline script: the page passes the Content-Security-Policy (script-src 'self').
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Crowdeck API</title>
    <link rel="stylesheet" href="assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="assets/swagger-ui-bundle.js"></script>
    <script src="assets/swagger-ui-standalone-preset.js"></script>
    <script src="init.js"></script>
  </body>
</html>
`;

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(API_PATHS.docsOpenApi)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

/** The OpenAPI document at /api/docs/openapi.json and a readable Swagger UI page at /api/docs/. */
export async function registerDocsRoutes(app: FastifyInstance): Promise<void> {
  const hidden = { schema: { hide: true } };
  app.get(API_PATHS.docsOpenApi, hidden, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );
  app.get(API_PATHS.docsPage, hidden, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(PAGE),
  );
  app.get(`${API_PATHS.docsPage}init.js`, hidden, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(INIT_SCRIPT),
  );
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_DIR,
    prefix: `${API_PATHS.docsPage}assets/`,
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => ASSETS.includes(pathName.replace(/^\//, '')),
  });
}
