// Top frames of a V8 CPU profile (node --cpu-prof): self time by function and by package, to quote
// in a review. Run: node --import tsx bench/support/top-frames.ts <file.cpuprofile> [count] [--stall]
// (`--stall`: only the longest stretch without an idle sample, what blocked the event loop longest).
import { readFile } from 'node:fs/promises';

interface TProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface TProfile {
  nodes: TProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
/** `--stall`: only the longest stretch without an idle sample (the event loop's longest block). */
const stallOnly = args.includes('--stall');
const [file, countText = '25'] = args.filter((arg) => arg !== '--stall');
if (!file) throw new Error('usage: top-frames.ts <file.cpuprofile> [count] [--stall]');
const profile = JSON.parse(await readFile(file, 'utf8')) as TProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** The samples looked at: all, or the longest busy stretch. */
function sampleRange(): [from: number, to: number] {
  if (!stallOnly) return [0, profile.samples.length];
  const isIdle = (i: number) =>
    byId.get(profile.samples[i] as number)?.callFrame.functionName === '(idle)';
  let best: [number, number, number] = [0, 0, 0];
  let start = 0;
  let us = 0;
  for (let i = 0; i <= profile.samples.length; i++) {
    if (i === profile.samples.length || isIdle(i)) {
      if (us > best[2]) best = [start, i, us];
      start = i + 1;
      us = 0;
    } else us += profile.timeDeltas[i] ?? 0;
  }
  return [best[0], best[1]];
}
const [from, to] = sampleRange();
const inRange = (i: number) => i >= from && i < to;
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  if (!inRange(i)) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0);

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const own = /\/(apps|packages)\/(.+)$/.exec(url)?.[2];
  return own ?? (url || '(native)');
};
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const [id, us] of selfUs) {
  const frame = (byId.get(id) as TProfileNode).callFrame;
  const name = `${frame.functionName || '(anonymous)'} ${where(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  const pkg = where(frame.url).split('/')[0] ?? '';
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}
// Inclusive time of the server's own functions: each sample counts once for every distinct
// function of apps/ or packages/ on its stack (where the time of a join or a change is spent).
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = (node: TProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${where(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
const inclusive = new Map<string, number>();
profile.samples.forEach((id, i) => {
  if (!inRange(i)) return;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const node = byId.get(at) as TProfileNode;
    if (!stallOnly && !/\/(apps|packages)\//.test(node.callFrame.url)) continue;
    seen.add(nameOf(node));
  }
  for (const name of seen)
    inclusive.set(name, (inclusive.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([name, us]) =>
        `| ${((100 * us) / total).toFixed(1)} % | ${(us / 1000).toFixed(0)} ms | ${name} |`,
    );
const count = Number(countText);
const stretch = stallOnly ? ' in its longest stretch without an idle sample' : '';
console.info(`Profile ${file}: ${(total / 1e6).toFixed(1)} s sampled${stretch}\n`);
console.info('| self | time | function |\n| --- | --- | --- |');
console.info(top(byFunction, count).join('\n'));
console.info('\n| self | time | where |\n| --- | --- | --- |');
console.info(top(byPackage, 12).join('\n'));
const whose = stallOnly ? 'function' : 'own function';
console.info(`\n| total | time | ${whose} (with what it calls) |\n| --- | --- | --- |`);
console.info(top(inclusive, count).join('\n'));
