// Counts the imports between the rooms (folders) of the live engine and which way they point.
// "Back up" is the fewest imports that would have to go for the rooms to form one order (each room
// importing only rooms below it): the imports that close a loop. It needs no declared order, so a
// layout before and after a reorganisation is measured alike; with the declared order of
// eslint-rules/live-rooms.js the imports against it are listed too.
// Run: npm run check:live-arrows [-- --verbose]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIVE = path.join(root, 'apps', 'server', 'src', 'modules', 'live');
const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });

interface TImport {
  from: string;
  to: string;
  fromRoom: string;
  toRoom: string;
  typeOnly: boolean;
}

/** Source files of live/ (tests left out: they may reach anywhere in their own room's set-up). */
function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A file's room: its first folder under live/, or the file's own name at live/'s root. */
function roomOf(file: string): string {
  const parts = path.relative(LIVE, file).split(path.sep);
  return parts.length > 1 ? `${parts[0]}/` : path.basename(file, '.ts');
}

function readImports(file: string): TImport[] {
  const text = readFileSync(file, 'utf8');
  const found: TImport[] = [];
  for (const match of text.matchAll(/(import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), match[3] ?? '');
    if (!target.startsWith(LIVE + path.sep)) continue;
    const fromRoom = roomOf(file);
    const toRoom = roomOf(target);
    if (fromRoom === toRoom) continue;
    found.push({
      from: path.relative(LIVE, file),
      to: path.relative(LIVE, target),
      fromRoom,
      toRoom,
      typeOnly: Boolean(match[2]),
    });
  }
  return found;
}

/**
 * The order of rooms (highest first) with the fewest imports pointing up, and those imports:
 * exact, by dynamic programming over the sets of rooms placed so far (2^rooms states).
 */
function fewestBackUp(imports: TImport[]): { order: string[]; backUp: TImport[] } {
  const rooms = [...new Set(imports.flatMap((i) => [i.fromRoom, i.toRoom]))].sort();
  if (rooms.length > 20) throw new Error(`too many rooms: ${rooms.length}`);
  const index = new Map(rooms.map((room, i) => [room, i]));
  const weight = rooms.map(() => rooms.map(() => 0));
  for (const i of imports) weight[index.get(i.fromRoom) ?? 0]![index.get(i.toRoom) ?? 0]! += 1;
  const full = (1 << rooms.length) - 1;
  const cost = new Array<number>(full + 1).fill(Infinity);
  const last = new Array<number>(full + 1).fill(-1);
  cost[0] = 0;
  for (let placed = 0; placed < full; placed += 1) {
    const base = cost[placed] ?? Infinity;
    if (base === Infinity) continue;
    for (let r = 0; r < rooms.length; r += 1) {
      if (placed & (1 << r)) continue;
      // Room r goes below every room placed so far: its imports of them point up.
      let up = 0;
      for (let s = 0; s < rooms.length; s += 1) if (placed & (1 << s)) up += weight[r]![s]!;
      const next = placed | (1 << r);
      if (base + up < (cost[next] ?? Infinity)) {
        cost[next] = base + up;
        last[next] = r;
      }
    }
  }
  const order: string[] = [];
  for (let set = full; set; set &= ~(1 << (last[set] ?? 0))) order.unshift(rooms[last[set] ?? 0]!);
  const rank = new Map(order.map((room, i) => [room, i]));
  const backUp = imports.filter((i) => (rank.get(i.fromRoom) ?? 0) > (rank.get(i.toRoom) ?? 0));
  return { order, backUp };
}

const imports = listSources(LIVE).flatMap(readImports);
const { order, backUp } = fewestBackUp(imports);
const pairs = new Map<string, number>();
for (const i of imports) {
  const key = `${i.fromRoom} -> ${i.toRoom}`;
  pairs.set(key, (pairs.get(key) ?? 0) + 1);
}
const loops = [...pairs.keys()].filter((key) => {
  const [a, b] = key.split(' -> ');
  return pairs.has(`${b} -> ${a}`);
});

console.info(`cross-room imports in live/: ${imports.length}`);
console.info(`back up (fewest to remove for one order): ${backUp.length}`);
console.info(`room pairs importing each other: ${loops.length / 2}`);
console.info(`best order, highest first: ${order.join(' > ')}`);
if (values.verbose) {
  for (const [key, n] of [...pairs].sort()) console.info(`  ${key}: ${n}`);
}
for (const i of backUp) {
  console.info(`  up: ${i.from} -> ${i.to}${i.typeOnly ? ' (type)' : ''}`);
}
