import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../../db/schema';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app';
import { IMPORT_JOB_KEEP_MS, createExpiredRowsRepository } from '../purge/expired-rows.repository';
import { createImportJobsRepository } from './import-jobs.repository';

let t: TTestApp;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await registerUser(t.app)).user.id;
});
afterAll(() => t.close());

describe('import jobs purge', () => {
  it('deletes jobs ended a week ago, keeps recent ones and those still under way', async () => {
    const jobs = createImportJobsRepository(t.db);
    const make = async (status: 'done' | 'failed' | 'processing', ageMs: number) => {
      const row = await jobs.insert({
        ownerId,
        presentationId: null,
        afterSlideId: null,
        format: 'pdf',
        fileName: 'x.pdf',
        includeHidden: false,
      });
      const updatedAt = new Date(Date.now() - ageMs);
      await t.db.update(importJobs).set({ status, updatedAt }).where(eq(importJobs.id, row.id));
      return row.id;
    };
    const old = IMPORT_JOB_KEEP_MS + 60_000;
    const ids = {
      oldDone: await make('done', old),
      oldFailed: await make('failed', old),
      oldRunning: await make('processing', old),
      recentDone: await make('done', 60_000),
    };
    const purged = await createExpiredRowsRepository(t.db).deleteExpired(new Date());
    expect(purged.importJobs).toBe(2);
    const left = async (id: string) =>
      (await t.db.select().from(importJobs).where(eq(importJobs.id, id))).length;
    expect({
      oldDone: await left(ids.oldDone),
      oldFailed: await left(ids.oldFailed),
      oldRunning: await left(ids.oldRunning),
      recentDone: await left(ids.recentDone),
    }).toEqual({ oldDone: 0, oldFailed: 0, oldRunning: 1, recentDone: 1 });
  });
});
