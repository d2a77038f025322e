// The export burst of the export benchmark: one Free account's run (35 participants, 18 slides)
// exported as 6 PDF, 6 Excel and 18 slide images at once, while /api/health/ is probed.
import pg from 'pg';
import { API_PATHS } from '@crowdeck/core';
import { BenchApi } from '../live/api';

/** The Free plan's room. */
const FREE_PARTICIPANTS = 35;
const SLIDE_TYPES = ['quiz', 'poll'] as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface TFreeRun {
  serverUrl: string;
  api: BenchApi;
  runId: string;
  slideIds: string[];
}

/**
 * A Free account's deck of `slides` slides (quizzes and polls, then a Q&A and a leaderboard
 * slide) whose run holds 35 participants who answered every question (written by SQL).
 */
export async function createFreeRun(
  serverUrl: string,
  databaseUrl: string,
  slides = 18,
): Promise<TFreeRun> {
  const api = new BenchApi(serverUrl);
  await api.register(`bench-export-free-${Date.now()}@example.com`);
  const deck = await api.call<{ id: string }>('POST', API_PATHS.presentationCreate, {
    title: 'Export burst',
  });
  const types = Array.from({ length: slides - 2 }, (_, i) => SLIDE_TYPES[i % 2]!);
  const slideIds: string[] = [];
  for (const [i, type] of [...types, 'qa', 'leaderboard'].entries()) {
    const slide = await api.call<{ id: string; options: { id: string }[] }>(
      'POST',
      API_PATHS.slideCreate,
      { presentationId: deck.id, type },
    );
    slideIds.push(slide.id);
    await api.call('PUT', `${API_PATHS.slideUpdate}${slide.id}/`, {
      question: `Question ${i + 1}: which one would you choose?`,
    });
    for (const [k, option] of slide.options.entries()) {
      await api.call('PUT', `${API_PATHS.optionUpdate}${option.id}/`, {
        text: `Answer ${k + 1}`,
        ...(type === 'quiz' && k === 0 ? { isCorrect: true } : {}),
      });
    }
  }
  const { runId } = await api.call<{ runId: string }>('GET', `${API_PATHS.liveRun}${deck.id}/`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO participants (presentation_id, run_id, token_hash, name, name_key, score)
       SELECT $1, $2, md5(random()::text || g), 'Guest ' || g, 'guest ' || g, (random() * 8000)::int
       FROM generate_series(1, $3) g`,
      [deck.id, runId, FREE_PARTICIPANTS],
    );
    await client.query(
      `INSERT INTO answers (participant_id, slide_id, option_id, run_id, request_id, elapsed_ms, points, correct)
       SELECT p.id, s.id, o.id, $2, gen_random_uuid(), (random() * 20000)::int, (random() * 1000)::int, o.is_correct
       FROM participants p
       CROSS JOIN slides s
       JOIN LATERAL (SELECT id, is_correct FROM options WHERE slide_id = s.id
                     ORDER BY position LIMIT 1 OFFSET (random() * 3)::int) o ON true
       WHERE p.run_id = $2 AND s.presentation_id = $1 AND s.type IN ('quiz', 'poll')`,
      [deck.id, runId],
    );
  } finally {
    await client.end();
  }
  return { serverUrl, api, runId, slideIds };
}

export interface TBurstResult {
  /** Answers by status (200, 429, …). */
  statuses: Map<number, number>;
  /** Until the last file was read whole (or refused). */
  totalMs: number;
}

/** Fires 6 PDF, 6 Excel and one image per slide (18) at once and reads every file whole. */
export async function fireBurst(run: TFreeRun): Promise<TBurstResult> {
  const urls = [
    ...Array.from({ length: 6 }, () => `${API_PATHS.reportExport}${run.runId}/?format=pdf`),
    ...Array.from({ length: 6 }, () => `${API_PATHS.reportExport}${run.runId}/?format=xlsx`),
    ...run.slideIds.map((id) => `${API_PATHS.reportRun}${run.runId}/slide/${id}/image/`),
  ];
  const started = Date.now();
  const statuses = new Map<number, number>();
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(`${run.serverUrl}${url}`, {
        headers: { authorization: `Bearer ${run.api.sessionToken}` },
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }),
  );
  return { statuses, totalMs: Date.now() - started };
}

/** Probes GET /api/health/ one request after another, `gapMs` apart, until stopped. */
export function probeHealth(serverUrl: string, gapMs = 50) {
  const times: number[] = [];
  let stopped = false;
  const probing = (async () => {
    while (!stopped) {
      const started = Date.now();
      const response = await fetch(`${serverUrl}${API_PATHS.health}`);
      await response.arrayBuffer();
      times.push(Date.now() - started);
      await sleep(gapMs);
    }
  })();
  return {
    /** Stops probing; the probes' times in ms. */
    async stop(): Promise<number[]> {
      stopped = true;
      await probing;
      return times;
    },
  };
}
