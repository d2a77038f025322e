// The export burst of the export benchmark: one Free account's run (35 participants, 18 slides)
// exported as 6 PDF, 6 Excel and 18 slide images at once, while /api/health/ is probed.
import pg from 'pg';
import { API_PATHS } from '@crowdeck/core';
import { BenchApi } from '../live/api';
import { seedRunAnswers } from './seed-run';

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
  const deck = await api.createDeck('Export burst');
  const types = Array.from({ length: slides - 2 }, (_, i) => SLIDE_TYPES[i % 2]!);
  const slideIds: string[] = [];
  for (const [i, type] of [...types, 'qa', 'leaderboard'].entries()) {
    const slide = await api.createSlide(deck.id, type);
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
    await seedRunAnswers(
      client,
      { deckId: deck.id, runId },
      { count: FREE_PARTICIPANTS, name: 'Guest ', maxScore: 8000 },
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
