import { parentPort, workerData } from 'node:worker_threads';
import { loadAddon, type TFetchAnswer, type TFetchRequest } from './google-services.test-support';

/**
 * The add-on in a worker thread, so that UrlFetchApp can be synchronous (as Google's is) while
 * the test's Crowdeck server keeps running on the main thread: each request is posted to the
 * main thread, which makes it over real HTTP and wakes this thread with the answer.
 */
// Cast: the runner starts this worker with these data (addon-runner.test-support.ts).
const data = workerData as { files: [string, string][]; shared: SharedArrayBuffer };
const flag = new Int32Array(data.shared, 0, 2);
const bytes = new Uint8Array(data.shared, 8);
const port = parentPort!;

const fetchThroughMain = (request: TFetchRequest): TFetchAnswer => {
  Atomics.store(flag, 0, 0);
  port.postMessage({ type: 'fetch', request });
  Atomics.wait(flag, 0, 0);
  const length = Atomics.load(flag, 1);
  // Cast: the main thread writes a TFetchAnswer as JSON into the shared buffer.
  return JSON.parse(new TextDecoder().decode(bytes.slice(0, length))) as TFetchAnswer;
};

const host = loadAddon(new Map(data.files), fetchThroughMain);

port.on('message', (message: { id: number; name: string; args: unknown[] }) => {
  let outcome: { ok: true; value: unknown } | { ok: false; error: string };
  try {
    // `select` stands for the presenter clicking a slide in the editor.
    if (message.name === 'select') host.selection.pageId = String(message.args[0]);
    const value = message.name === 'select' ? null : host.run(message.name, ...message.args);
    outcome = { ok: true, value };
  } catch (error) {
    outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage({
    type: 'result',
    id: message.id,
    outcome,
    host: {
      slides: host.slides,
      selection: host.selection,
      userProperties: [...host.userProperties],
      documentProperties: [...host.documentProperties],
      requests: host.requests,
    },
  });
});
