// One linter for the whole workspace. Besides code rules it keeps the architecture's boundaries:
// packages import nothing of the apps, apps never import each other, only the server touches the
// database, packages/core stays free of I/O and transport runtimes, packages/web (browser code
// both web apps share) stays out of the server, and the server's modules and the live engine's rooms
// import one way (eslint-rules/boundaries.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import userTextDirection from './eslint-rules/user-text-direction.js';
import { boundaryBlocks } from './eslint-rules/boundaries.js';

const DATABASE_MODULES = ['drizzle-orm', 'drizzle-orm/*', '@electric-sql/pglite', 'pg'];
const APP_PACKAGES = ['@crowdeck/server', '@crowdeck/presenter', '@crowdeck/audience'];

const UI_LIBRARY = ['react-aria-components', 'react-aria', 'react-aria/*', 'react-stately'];

/** What neither web app imports. */
const WEB_APP_BANS = [
  {
    group: APP_PACKAGES,
    message: 'Apps never import each other; share code through packages/core.',
  },
  {
    group: [...DATABASE_MODULES, 'argon2', 'nodemailer'],
    message: 'Only the server touches the database and secrets.',
  },
];

/** Reaching into another workspace by a relative path bypasses its public entry. */
const NO_CROSS_WORKSPACE_PATHS = {
  group: ['**/packages/*/src/**', '**/apps/*/src/**', '**/e2e/**', '**/bench/**'],
  message: 'Import another workspace by its package name (@crowdeck/…), never by a relative path.',
};

/** no-restricted-imports options banning the given package names and globs. */
const ban = (groups) => ['error', { patterns: [NO_CROSS_WORKSPACE_PATHS, ...groups] }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.build-check-*/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/reports/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': ban([]),
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Type-aware rules: promises are awaited or handed on on purpose, switches cover every case.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ban([
        {
          group: ['@crowdeck/*', ...DATABASE_MODULES, 'socket.io*', 'react', 'react-*', 'node:*'],
          message: 'packages/core holds schemas, constants and pure rules only: no I/O, no apps.',
        },
      ]),
    },
  },
  {
    // Both apps' first bundles read these: a constant module that imports zod, or a module that
    // builds schemas at load, brings zod and those schemas into every first render.
    files: ['packages/core/src/constants/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ban([
        {
          group: ['@crowdeck/*', ...DATABASE_MODULES, 'socket.io*', 'react', 'react-*', 'node:*'],
          message: 'packages/core holds schemas, constants and pure rules only: no I/O, no apps.',
        },
        {
          group: ['zod', '../schemas/*', '../integrations/*', '../live/*'],
          message: 'Constants stay free of schemas: put the schema beside them in another module.',
        },
      ]),
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ban([
        {
          group: [
            ...APP_PACKAGES,
            ...DATABASE_MODULES,
            'socket.io*',
            'node:*',
            'argon2',
            'nodemailer',
          ],
          message: 'packages/web holds browser code both web apps share: no apps, server or Node.',
        },
      ]),
    },
  },
  {
    files: ['apps/presenter/**/*.{ts,tsx}', 'apps/audience/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      crowdeck: { rules: { 'user-text-direction': userTextDirection } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Typed text shows in its own direction (Latin in the Arabic interface and back).
      'crowdeck/user-text-direction': 'error',
      'no-restricted-imports': ban([
        ...WEB_APP_BANS,
        {
          group: UI_LIBRARY,
          message:
            'React Aria is used through the presenter’s wrappers in src/components/ (modal, tabs, tooltip, popover, number field).',
        },
      ]),
    },
  },
  {
    // The one place React Aria is imported: the presenter's UI primitives.
    files: ['apps/presenter/src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ban(WEB_APP_BANS) },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/drizzle.config.ts',
    ],
    rules: {
      'no-restricted-imports': ban([
        {
          group: APP_PACKAGES,
          message: 'Apps never import each other; share code through packages/core.',
        },
        {
          group: DATABASE_MODULES,
          message: 'SQL lives in src/db and *.repository.ts files; services call repositories.',
        },
        {
          group: ['@crowdeck/web', '@crowdeck/web/*'],
          message: 'packages/web is browser code; the server shares code through packages/core.',
        },
      ]),
    },
  },
  {
    // The server never drops a promise silently: it is awaited, or handed to the background-task
    // helper (lib/background-tasks.ts), which logs its failure with context and is waited for at
    // shutdown. So no `void promise`, and no statement-level `.catch(handler)` either (an arrow
    // such as `() => undefined` stays allowed where ignoring a failure is the point).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/lib/background-tasks.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ExpressionStatement > CallExpression[callee.property.name='catch'][arguments.0.type!='ArrowFunctionExpression']",
          message:
            'Hand work you do not await to background.run(task, context) (lib/background-tasks.ts).',
        },
        {
          selector:
            "UnaryExpression[operator='void'] > CallExpression[callee.property.name='catch'][arguments.0.type!='ArrowFunctionExpression']",
          message:
            'Hand work you do not await to background.run(task, context) (lib/background-tasks.ts).',
        },
      ],
    },
  },
  {
    // The Google Slides add-on: Apps Script files sharing one global scope (no modules), run by
    // Google's V8 runtime; the sidebar's script runs in the browser. Types: their tsconfig files.
    files: ['apps/server/src/modules/integrations/google-slides/addon/*.js'],
    languageOptions: {
      ecmaVersion: 2019,
      sourceType: 'script',
      globals: {
        ...globals.browser,
        SlidesApp: 'readonly',
        PropertiesService: 'readonly',
        UrlFetchApp: 'readonly',
        HtmlService: 'readonly',
        Session: 'readonly',
      },
    },
    rules: {
      // Each file's top-level names are used by the others or called by Google.
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
      'no-undef': 'off',
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': ban([
        {
          group: APP_PACKAGES,
          message:
            'End-to-end specs and benchmarks drive the apps from outside, over HTTP and sockets.',
        },
      ]),
    },
  },
  {
    // The one exception: the retention benchmark times the daily job itself, which no route starts,
    // through the server's `@crowdeck/server/bench` entry (apps/server/src/bench-entry.ts).
    files: ['bench/retention.bench.ts'],
    rules: { 'no-restricted-imports': ban([]) },
  },
  ...boundaryBlocks(),
);
