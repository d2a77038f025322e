// Phone load benchmark: the time from opening a join address (/<code>, as from the QR code) to the
// first question's answers on screen, in Debian's Chromium throttled like a mid-range phone on
// 4G (DevTools' "Slow 4G" and "Fast 4G", CPU 4× slower), the JavaScript it downloaded meanwhile,
// and the build's gzipped JavaScript before joining (bench:web's figure) beside it.
// Run: npm run bench:phone [-- --runs 7 --network slow-4g|fast-4g|both]
import { execFileSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { API_PATHS } from '@crowdeck/core';
import { CHROMIUM_LAUNCH } from '@crowdeck/e2e';
import { BenchApi, createBenchDeck } from './live/api';
import {
  describeProfile,
  MOBILE_PROFILE,
  NETWORK_PRESETS,
  throttle,
  type TNetworkPreset,
} from './phone/profile';
import { startServer } from './support/server';
import { percentile } from './support/stats';
import { measureBundles } from './web/bundles';
import { publishReport, writeReports } from './support/report';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '3400' },
    'no-build': { type: 'boolean', default: false },
    network: { type: 'string', default: 'both' },
  },
});
const NETWORKS: TNetworkPreset[] =
  values.network === 'both'
    ? [NETWORK_PRESETS['slow-4g'], NETWORK_PRESETS['fast-4g']]
    : [NETWORK_PRESETS[values.network as keyof typeof NETWORK_PRESETS]].filter(
        (preset) => preset !== undefined,
      );
if (NETWORKS.length === 0) throw new Error('--network is slow-4g, fast-4g or both.');
const RUNS = Math.max(3, Number(values.runs));
const PORT = Number(values.port);
const step = (text: string) => console.info(`[bench:phone] ${text}`);

if (!values['no-build']) {
  execFileSync('npm', ['run', 'build', '--workspace', '@crowdeck/audience'], {
    cwd: root,
    stdio: 'inherit',
  });
}
const server = await startServer(PORT, {
  RATE_LIMIT_ENABLED: 'false',
  AUDIENCE_URL: `http://127.0.0.1:${PORT + 1}`,
});
// Playwright gives the browser a fresh profile folder of its own and removes it afterwards.
const browser = await chromium.launch(CHROMIUM_LAUNCH).catch(async (error: unknown) => {
  await server.stop();
  throw error;
});

try {
  const api = new BenchApi(server.url);
  await api.register(`phone-bench-${Date.now()}@example.com`);
  const deck = await createBenchDeck(api);
  await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: deck.pollIds[0] });
  const address = `http://127.0.0.1:${PORT + 1}/${deck.code}`;
  step(`server up; phones open ${address}`);

  type TRun = { ms: number; firstScreenMs: number; firstScreenJsKb: number; jsKb: number };

  /** RUNS cold loads of the join address under `network`. */
  const measure = async (network: TNetworkPreset): Promise<TRun[]> => {
    const runs: TRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      // A new context each time: no cache, no stored participant, a phone opening the page cold.
      const context = await browser.newContext({
        viewport: MOBILE_PROFILE.viewport,
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: MOBILE_PROFILE.userAgent,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await throttle(cdp, network);
      let jsBytes = 0;
      const scripts = new Set<string>();
      cdp.on('Network.responseReceived', (event: { requestId: string; type: string }) => {
        if (event.type === 'Script') scripts.add(event.requestId);
      });
      cdp.on(
        'Network.loadingFinished',
        (event: { requestId: string; encodedDataLength: number }) => {
          if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
        },
      );
      let firstScreenMs = 0;
      let firstScreenJsKb = 0;
      const start = Date.now();
      await page.goto(address, { waitUntil: 'commit' });
      // A deck with a quiz asks for a nickname first (pre-filled): tapped as soon as it shows.
      const option = page.getByText('Option 1', { exact: true }).first();
      const go = page.getByRole('button', { name: 'Let’s go' });
      await option
        .or(go)
        .waitFor({ timeout: 60_000 })
        .then(async () => {
          firstScreenMs = Date.now() - start;
          firstScreenJsKb = jsBytes / 1024;
          if (await go.isVisible()) await go.click();
          await option.waitFor({ timeout: 60_000 });
        })
        .catch(async (error: unknown) => {
          const shot = path.join(here, 'reports', 'phone-failed.png');
          await mkdir(path.dirname(shot), { recursive: true });
          await page.screenshot({ path: shot });
          throw new Error(`the first question did not show; the phone's screen is in ${shot}`, {
            cause: error,
          });
        });
      const ms = Date.now() - start;
      runs.push({ ms, firstScreenMs, firstScreenJsKb, jsKb: jsBytes / 1024 });
      step(
        `${network.name} run ${i + 1}: first screen ${firstScreenMs} ms, question ${ms} ms, ${(jsBytes / 1024).toFixed(1)} KB of JavaScript on the wire`,
      );
      await context.close();
    }
    return runs;
  };

  const results: { network: TNetworkPreset; runs: TRun[] }[] = [];
  for (const network of NETWORKS) results.push({ network, runs: await measure(network) });
  const bundle = await measureBundles(root, 'audience');

  const median = (values: number[]) => percentile(values, 50);
  const lines = [
    '# Phone load benchmark',
    '',
    `${new Date().toISOString()} · ${RUNS} cold loads per network`,
    '',
    'From opening `/<code>` (the QR code address) to the first screen (here the nickname form, its',
    'name pre-filled) and, after tapping “Let’s go” at once, to the first question’s answers.',
    `The build's JavaScript before joining (bench:web): ${bundle.firstLoadKb.toFixed(1)} KB gzipped`,
    `(${(bundle.firstLoadKb + bundle.largestLanguageKb).toFixed(1)} KB with the largest other language's first part).`,
    '',
    ...results.flatMap(({ network, runs }) => {
      const times = runs.map((r) => r.ms).sort((a, b) => a - b);
      return [
        `## ${network.name}`,
        '',
        describeProfile(network),
        '',
        '| figure | value |',
        '| --- | --- |',
        `| time to first screen (nickname form), median | ${median(runs.map((r) => r.firstScreenMs))} ms |`,
        `| time to first question, median | ${percentile(times, 50)} ms |`,
        `| time to first question, p95 | ${percentile(times, 95)} ms |`,
        `| time to first question, best / worst | ${times[0]} / ${times.at(-1)} ms |`,
        `| JavaScript on the wire by the first screen (as served), median | ${median(
          runs.map((r) => r.firstScreenJsKb),
        ).toFixed(1)} KB |`,
        `| JavaScript on the wire by the first question, median | ${median(
          runs.map((r) => r.jsKb),
        ).toFixed(1)} KB |`,
        '',
      ];
    }),
  ];
  await writeReports({ 'phone.json': JSON.stringify({ bundle, results }, null, 2) });
  await publishReport('phone.md', lines.join('\n'));
} finally {
  await browser.close();
  await server.stop();
  await rm(server.dataDir, { recursive: true, force: true });
}
