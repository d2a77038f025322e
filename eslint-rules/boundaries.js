// The server's import boundaries: which modules (apps/server/src/modules/*) a module may import,
// and the order of the live engine's rooms (modules/live/*). Written as
// @typescript-eslint/no-restricted-imports blocks (the plain no-restricted-imports rule keeps the
// workspace-wide bans), matched on the relative path an import is written with. Type-only imports
// count: they tie a room to the other's shape all the same. docs/ARCHITECTURE.md explains each
// allowance; a module not listed here (a new one) may be imported by all until it is added.
import tseslint from 'typescript-eslint';

const RULE = '@typescript-eslint/no-restricted-imports';
const SERVER = 'apps/server/src/modules';
const LIVE = `${SERVER}/live`;

/** Each server module and the modules it may import (its own files always). */
export const SERVER_MODULES = {
  accounts: [],
  billing: [],
  decks: [],
  docs: [],
  fonts: [],
  health: [],
  purge: [],
  uploads: [],
  // The one loop the server keeps: an organisation's SSO settings are part of the organisation
  // (organisations → sso), and signing in by SSO joins its organisation (sso → organisations).
  sso: ['accounts', 'organisations'],
  organisations: ['accounts', 'decks', 'sso', 'uploads'],
  live: ['decks'],
  imports: ['decks', 'uploads', 'purge'],
  reports: ['live'],
  embed: ['decks', 'live'],
  integrations: ['decks', 'live', 'purge'],
};

/**
 * The live engine's rooms, highest first: a room imports only rooms after it. The files at
 * live/'s root are the wiring above every room (index.ts, live-api.ts, bus-handler.ts,
 * idle-decks.ts) and three leaves every room may use (errors.ts, tuning.ts, profanity.ts).
 */
export const LIVE_ROOMS = [
  'presenter',
  'remote-pairing',
  'qa',
  'quiz',
  'broadcast',
  'phones',
  'results',
  'cluster',
  'realtime',
  'capacity',
  'data',
];
/** Rooms side by side (neither imports the other): the presenter's, the remote's and the Q&A. */
const SIDE_BY_SIDE = [['presenter', 'remote-pairing', 'qa']];
const LIVE_WIRING = ['index', 'live-api', 'bus-handler', 'idle-decks'];
const LIVE_LEAVES = ['errors', 'tuning', 'profanity'];

const anyOf = (names) =>
  `(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;

/** Server modules `name` may not import: every known one but itself and its allowed ones. */
function forbiddenModules(name) {
  const allowed = new Set([name, ...SERVER_MODULES[name]]);
  return Object.keys(SERVER_MODULES).filter((other) => !allowed.has(other));
}

/** Live rooms `room` may not import: itself and those below it are allowed. */
export function forbiddenRooms(room) {
  const rank = LIVE_ROOMS.indexOf(room);
  const beside = SIDE_BY_SIDE.find((group) => group.includes(room)) ?? [];
  return LIVE_ROOMS.filter((other, i) => other !== room && (i < rank || beside.includes(other)));
}

function block(files, patterns) {
  return {
    files,
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: { [RULE]: ['error', { patterns }] },
  };
}

function modulePattern(name) {
  const forbidden = forbiddenModules(name);
  if (forbidden.length === 0) return [];
  return [
    {
      // From any depth inside the module: ../x, ../../x … (a module's own folder is never one of these).
      regex: `^(\\.\\./)+${anyOf(forbidden)}(/|$)`,
      caseSensitive: true,
      message: `modules/${name} may import only ${SERVER_MODULES[name].join(', ') || 'no other module'} (eslint-rules/boundaries.js, docs/ARCHITECTURE.md "Import boundaries").`,
    },
  ];
}

/** The flat-config blocks of the boundaries: one per server module and one per live room. */
export function boundaryBlocks() {
  const blocks = Object.keys(SERVER_MODULES)
    .filter((name) => name !== 'live')
    .map((name) => block([`${SERVER}/${name}/**/*.ts`], modulePattern(name)))
    .filter((b) => b.rules[RULE][1].patterns.length > 0);
  const liveModule = modulePattern('live');
  const upToWiring = {
    regex: `^\\.\\./${anyOf(LIVE_WIRING)}$|^\\.\\.(/index)?$`,
    caseSensitive: true,
    message:
      "A room never imports live/'s wiring (index.ts, live-api.ts, bus-handler.ts, idle-decks.ts).",
  };
  // Files at live/'s root: the wiring may import every room; the leaves none.
  blocks.push(block([`${LIVE}/*.ts`], liveModule));
  blocks.push(
    block(
      LIVE_LEAVES.map((leaf) => `${LIVE}/${leaf}.ts`),
      [
        ...liveModule,
        {
          regex: `^\\./${anyOf(LIVE_ROOMS)}/`,
          caseSensitive: true,
          message: `live/'s leaves (${LIVE_LEAVES.join(', ')}) import no room: every room uses them.`,
        },
      ],
    ),
  );
  for (const room of LIVE_ROOMS) {
    const forbidden = forbiddenRooms(room);
    const patterns = [...liveModule, upToWiring];
    if (forbidden.length > 0) {
      patterns.push({
        regex: `^\\.\\./${anyOf(forbidden)}/`,
        caseSensitive: true,
        message: `live/${room} may import only the rooms below it: ${LIVE_ROOMS.slice(LIVE_ROOMS.indexOf(room) + 1).join(', ') || 'none'} (and errors, tuning, profanity). Hand it what it needs from above through an interface it declares (phones/phone-ports.ts).`,
      });
    }
    blocks.push(block([`${LIVE}/${room}/**/*.ts`], patterns));
  }
  return blocks;
}
