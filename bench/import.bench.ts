// Import benchmark: a 50-page PDF and a 50-slide PowerPoint file (rendered by LibreOffice)
// imported through the API, each timed from the upload to its slides being in the deck, while 50
// phones in a live room on another deck follow slide changes; the time of a slide change to the
// last phone is compared with the same changes before the imports. Needs PostgreSQL
// (BENCH_DATABASE_URL) and LibreOffice for the PowerPoint file.
// Run: npm run bench:import [-- --pages 50 --phones 50]
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import type { Socket } from 'socket.io-client';
import { API_PATHS, type TImportJob } from '@crowdeck/core';
import { makeTalkPdf, makeTalkPptx } from './import/files';
import { BenchApi, createBenchDeck } from './live/api';
import { watchingPhones } from './live/watching-phones';
import { createBenchDatabase, registerProAccount } from './live/plan';
import { startServer } from './support/server';
import { spread } from './support/stats';
import { publishReport } from './support/report';
import { benchStep } from './support/step';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '50' },
    phones: { type: 'string', default: '50' },
    port: { type: 'string', default: '3420' },
  },
});
const PAGES = Number(values.pages);
const PHONES = Number(values.phones);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const step = benchStep('import');

const database = await createBenchDatabase();
const server = await startServer(Number(values.port), {
  DATABASE_URL: database.url,
  RATE_LIMIT_ENABLED: 'false',
});
const phones: Socket[] = [];
try {
  const api = new BenchApi(server.url);
  await registerProAccount(api, database.url, 'import');

  step(`${PHONES} phones join a live deck`);
  const live = await createBenchDeck(api);
  const watching = await watchingPhones(api, server.url, live, PHONES);
  phones.push(...watching.phones);
  const { changes } = watching;

  /** Uploads a file as "New from a file" and polls its job to the end; ms from upload to done. */
  async function importFile(data: Buffer, name: string) {
    const started = Date.now();
    const form = new FormData();
    form.append('file', new Blob([data]), name);
    const job = await api.upload<TImportJob>(API_PATHS.importJobs, form);
    let now = job;
    let firstPageMs = 0;
    while (now.status === 'queued' || now.status === 'processing') {
      await sleep(100);
      now = await api.call<TImportJob>('GET', `${API_PATHS.importJobs}${job.id}/`);
      if (!firstPageMs && now.pagesDone > 0) firstPageMs = Date.now() - started;
    }
    if (now.status !== 'done')
      throw new Error(`${name}: ${now.status} ${JSON.stringify(now.error)}`);
    return { totalMs: Date.now() - started, firstPageMs, slides: now.slideIds.length };
  }

  step('30 slide changes before the imports');
  const quiet = await changes(30);

  const pdf = await makeTalkPdf(PAGES);
  step(`importing a ${PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KB)`);
  let pdfDone = false;
  const pdfImport = importFile(pdf, 'talk.pdf').finally(() => (pdfDone = true));
  const duringPdf = await changes(5, () => pdfDone);
  const pdfResult = await pdfImport;

  const pptx = await makeTalkPptx(PAGES);
  step(`importing a ${PAGES}-slide PowerPoint file (${(pptx.length / 1024).toFixed(0)} KB)`);
  let pptxDone = false;
  const pptxImport = importFile(pptx, 'talk.pptx').finally(() => (pptxDone = true));
  const duringPptx = await changes(5, () => pptxDone);
  const pptxResult = await pptxImport;

  const q = spread(quiet);
  const dp = spread(duringPdf);
  const dx = spread(duringPptx);
  const report = [
    '# Import benchmark',
    '',
    `${new Date().toISOString()} · PostgreSQL · one server process (production build, IMPORT_WORKERS=1) · this machine's ${cpus().length} cores shared with the benchmark and ${PHONES} phones.`,
    '',
    '| figure | measured |',
    '| --- | --- |',
    `| ${PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KB): upload → first page / all ${pdfResult.slides} slides in the deck | ${pdfResult.firstPageMs.toLocaleString('en')} / ${pdfResult.totalMs.toLocaleString('en')} ms |`,
    `| ${PAGES}-slide PPTX (${(pptx.length / 1024).toFixed(0)} KB, LibreOffice): upload → first page / all ${pptxResult.slides} slides in the deck | ${pptxResult.firstPageMs.toLocaleString('en')} / ${pptxResult.totalMs.toLocaleString('en')} ms |`,
    `| slide change → last of ${PHONES} phones, p50 / p95 / max, before | ${q.p50} / ${q.p95} / ${q.max} ms (${quiet.length} changes) |`,
    `| the same during the PDF import | ${dp.p50} / ${dp.p95} / ${dp.max} ms (${duringPdf.length} changes) |`,
    `| the same during the PPTX import | ${dx.p50} / ${dx.p95} / ${dx.max} ms (${duringPptx.length} changes) |`,
    '',
  ].join('\n');
  await publishReport('import.md', report);
} finally {
  for (const socket of phones) socket.close();
  await server.stop();
  await database.drop();
}
