import { randomUUID } from 'node:crypto';
import { API_PATHS, type TRunListResponse } from '@crowdeck/core';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answers,
  entries,
  organisationMembers,
  organisations,
  participants,
  presentations,
  qaQuestions,
  qaVotes,
  reactionCounts,
  runs,
  slides,
} from '../../db/schema';
import { expectRow } from '../../db/expect-row';
import type { TRunSnapshot } from '../../db/run-snapshot';
import { hashToken } from '../../lib/tokens';
import { call, callOk, createDeck } from '../../test/deck-factories';
import { findLeftoverIds } from '../../test/leftover-ids';
import { useLiveFixture } from '../../test/live-fixture';
import { createManualClock } from '../../test/manual-clock';
import { bearer, registerUser } from '../../test/test-app';
import { createErasure } from './erasure';
import { createErasureRepository } from './erasure.repository';
import { RETENTION_FIRST_MS, RETENTION_INTERVAL_MS } from './retention-job';

const DAY = 24 * 60 * 60_000;

const clock = createManualClock();
const t = useLiveFixture({ presenter: false, deps: { clock } });

/** A stored file (a tiny PNG's bytes are not read back) and its address as slides keep it. */
async function storedFile() {
  const name = await t.app.uploads.save(Buffer.from('not really a png'), 'png');
  return { name, url: `${t.config.uploadUrl}/uploads/${name}` };
}

/**
 * An ended run of the deck written as the live engine writes one: two participants with answers,
 * words, a Q&A question with a like, reaction counts, and a snapshot showing `imageUrl`.
 */
async function seedRun(presentationId: string, endedAt: Date, imageUrl: string | null = null) {
  const [slide] = await t.db
    .select()
    .from(slides)
    .where(eq(slides.presentationId, presentationId))
    .limit(1);
  const slideId = expectRow(slide).id;
  const snapshot: TRunSnapshot = {
    slides: [{ id: slideId, image_url: imageUrl, question: 'Q' }],
    options: [],
  };
  const run = expectRow(
    (
      await t.db
        .insert(runs)
        .values({
          presentationId,
          startedAt: new Date(endedAt.getTime() - 60 * 60_000),
          endedAt,
          slidesSnapshot: snapshot,
        })
        .returning()
    )[0],
  );
  const people = await t.db
    .insert(participants)
    .values(
      ['Ada', 'Grace'].map((name) => ({
        presentationId,
        runId: run.id,
        tokenHash: hashToken(randomUUID()),
        name,
        nameKey: name.toLowerCase(),
      })),
    )
    .returning();
  const answerRows = await t.db
    .insert(answers)
    .values(
      people.map((p) => ({ participantId: p.id, slideId, runId: run.id, requestId: randomUUID() })),
    )
    .returning();
  const entryRows = await t.db
    .insert(entries)
    .values(
      people.map((p) => ({
        participantId: p.id,
        slideId,
        runId: run.id,
        kind: 'open' as const,
        text: `answer of ${p.name}`,
        raw: `answer of ${p.name}`,
        requestId: randomUUID(),
      })),
    )
    .returning();
  const asker = expectRow(people[0]);
  const liker = expectRow(people[1]);
  const question = expectRow(
    (
      await t.db
        .insert(qaQuestions)
        .values({
          presentationId,
          runId: run.id,
          participantId: asker.id,
          requestId: randomUUID(),
          text: 'Why?',
          authorName: asker.name,
          status: 'live',
          votes: 1,
        })
        .returning()
    )[0],
  );
  await t.db.insert(qaVotes).values({ questionId: question.id, participantId: liker.id });
  await t.db.insert(reactionCounts).values({ runId: run.id, slideId, kind: 'heart', count: 3 });
  // The deck shows this run's question and points at the run, as after its end.
  await t.db
    .update(presentations)
    .set({ currentRunId: run.id, qaHighlightId: question.id })
    .where(eq(presentations.id, presentationId));
  return {
    runId: run.id,
    /** Every id that belongs to the run and must go with it. */
    ids: [
      run.id,
      ...people.map((p) => p.id),
      ...answerRows.map((a) => a.id),
      ...entryRows.map((e) => e.id),
      question.id,
    ],
  };
}

async function runExists(runId: string): Promise<boolean> {
  return (await t.db.select().from(runs).where(eq(runs.id, runId))).length === 1;
}

async function presenterWithDeck() {
  const presenter = await registerUser(t.app);
  const deck = await createDeck(t.app, presenter.token, ['poll']);
  return { presenter, deck };
}

async function putRetention(token: string, path: string, retentionDays: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: path,
    headers: bearer(token),
    payload: { retentionDays },
  });
}

describe('retention settings', () => {
  it('lets an account choose 30, 90, 365 days or forever, and refuses anything else', async () => {
    const { presenter } = await presenterWithDeck();
    const initial = await t.app.inject({
      method: 'GET',
      url: API_PATHS.usersRetention,
      headers: bearer(presenter.token),
    });
    expect(initial.json()).toEqual({
      retentionDays: null,
      effective: { retentionDays: null, source: 'account' },
    });
    const set = await putRetention(presenter.token, API_PATHS.usersRetention, 90);
    expect(set.statusCode).toBe(200);
    expect(set.json().effective).toEqual({ retentionDays: 90, source: 'account' });
    const wrong = await putRetention(presenter.token, API_PATHS.usersRetention, 45);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.retentionDays.code).toBe('retention.invalid');
    const back = await putRetention(presenter.token, API_PATHS.usersRetention, null);
    expect(back.json().retentionDays).toBeNull();
    const anonymous = await t.app.inject({ method: 'GET', url: API_PATHS.usersRetention });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets owners and admins set the organisation’s, which applies to every member', async () => {
    const [organisation] = await t.db.insert(organisations).values({ name: 'Acme' }).returning();
    const organisationId = expectRow(organisation).id;
    const admin = await registerUser(t.app);
    const member = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    await t.db.insert(organisationMembers).values([
      { organisationId, userId: admin.user.id, role: 'admin' },
      { organisationId, userId: member.user.id, role: 'member' },
    ]);
    const byMember = await putRetention(member.token, API_PATHS.organisationRetention, 30);
    expect(byMember.statusCode).toBe(404);
    const byOutsider = await call(t.app, outsider.token, 'GET', API_PATHS.organisationRetention);
    expect(byOutsider.statusCode).toBe(404);
    const byAdmin = await putRetention(admin.token, API_PATHS.organisationRetention, 365);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().retentionDays).toBe(365);
    // The member's own setting is kept but the organisation's applies.
    await putRetention(member.token, API_PATHS.usersRetention, 30);
    const seen = await t.app.inject({
      method: 'GET',
      url: API_PATHS.usersRetention,
      headers: bearer(member.token),
    });
    expect(seen.json()).toEqual({
      retentionDays: 30,
      effective: { retentionDays: 365, source: 'organisation' },
    });
  });
});

describe('the daily retention job', () => {
  it('hard-deletes runs older than their retention with every row and file, and says when', async () => {
    const now = () => clock.now();
    // A personal account keeping 30 days.
    const alone = await presenterWithDeck();
    await putRetention(alone.presenter.token, API_PATHS.usersRetention, 30);
    const onlyInOldRun = await storedFile();
    const sharedWithSlide = await storedFile();
    await t.db
      .update(slides)
      .set({ imageUrl: sharedWithSlide.url })
      .where(eq(slides.presentationId, alone.deck.id));
    const old = await seedRun(alone.deck.id, new Date(now() - 31 * DAY), onlyInOldRun.url);
    const oldShared = await seedRun(alone.deck.id, new Date(now() - 40 * DAY), sharedWithSlide.url);
    const recent = await seedRun(alone.deck.id, new Date(now() - 29 * DAY));
    // A member of an organisation keeping 90 days (the member's own 30 does not apply).
    const [organisation] = await t.db
      .insert(organisations)
      .values({ name: 'Keeps 90', retentionDays: 90 })
      .returning();
    const member = await presenterWithDeck();
    await putRetention(member.presenter.token, API_PATHS.usersRetention, 30);
    await t.db.insert(organisationMembers).values({
      organisationId: expectRow(organisation).id,
      userId: member.presenter.user.id,
      role: 'member',
    });
    const memberOld = await seedRun(member.deck.id, new Date(now() - 100 * DAY));
    const memberKept = await seedRun(member.deck.id, new Date(now() - 60 * DAY));
    // An account that keeps everything (the default).
    const forever = await presenterWithDeck();
    const ancient = await seedRun(forever.deck.id, new Date(now() - 1000 * DAY));

    // The run list says when each run goes.
    const list = await callOk<TRunListResponse>(
      t.app,
      alone.presenter.token,
      'GET',
      `${API_PATHS.reportRuns}${alone.deck.id}/`,
    );
    const recentSummary = list.runs.find((run) => run.id === recent.runId);
    expect(recentSummary?.deleteAt).toBe(new Date(now() - 29 * DAY + 30 * DAY).toISOString());
    const foreverList = await callOk<TRunListResponse>(
      t.app,
      forever.presenter.token,
      'GET',
      `${API_PATHS.reportRuns}${forever.deck.id}/`,
    );
    expect(foreverList.runs.find((run) => run.id === ancient.runId)?.deleteAt).toBeNull();

    // Nothing goes before the job's first turn.
    clock.advance(RETENTION_FIRST_MS - 1);
    await t.app.background.idle();
    expect(await runExists(old.runId)).toBe(true);

    clock.advance(1);
    await t.app.background.idle();
    expect(await runExists(old.runId)).toBe(false);
    expect(await runExists(oldShared.runId)).toBe(false);
    expect(await runExists(memberOld.runId)).toBe(false);
    expect(await runExists(recent.runId)).toBe(true);
    expect(await runExists(memberKept.runId)).toBe(true);
    expect(await runExists(ancient.runId)).toBe(true);
    expect(await findLeftoverIds(t.db, [...old.ids, ...oldShared.ids, ...memberOld.ids])).toEqual(
      [],
    );
    // The file only the deleted run showed is gone; the one a slide still shows stays.
    expect(await t.app.uploads.exists(onlyInOldRun.name)).toBe(false);
    expect(await t.app.uploads.exists(sharedWithSlide.name)).toBe(true);

    // The next day's pass takes the run that has passed its 30 days meanwhile.
    clock.advance(RETENTION_INTERVAL_MS);
    await t.app.background.idle();
    expect(await runExists(recent.runId)).toBe(false);
    expect(await findLeftoverIds(t.db, recent.ids)).toEqual([]);
    expect(await runExists(memberKept.runId)).toBe(true);
    // The deck still opens: its current run was one of the deleted.
    const [deck] = await t.db
      .select()
      .from(presentations)
      .where(eq(presentations.id, alone.deck.id));
    expect(expectRow(deck).currentRunId).toBeNull();
    const detail = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.reportRuns}${alone.deck.id}/`,
      headers: bearer(alone.presenter.token),
    });
    expect(detail.statusCode).toBe(200);
  });

  it('deletes each expired run once when several nodes run at the same time', async () => {
    const { presenter, deck } = await presenterWithDeck();
    await putRetention(presenter.token, API_PATHS.usersRetention, 30);
    const seeded = [];
    for (let i = 0; i < 6; i += 1)
      seeded.push(await seedRun(deck.id, new Date(clock.now() - 50 * DAY)));
    const nodes = [createErasureRepository(t.db), createErasureRepository(t.db)];
    const passes = await Promise.all(
      nodes.map(async (repo) => {
        const deleted: string[] = [];
        for (;;) {
          const erased = await repo.eraseExpiredRuns(new Date(clock.now()), 2);
          deleted.push(...erased.runIds);
          if (erased.runIds.length < 2) return deleted;
        }
      }),
    );
    const deleted = passes.flat();
    expect(new Set(deleted)).toEqual(new Set(seeded.map((s) => s.runId)));
    // Two PostgreSQL connections lock apart: no run is deleted twice, and neither node waited.
    if (process.env.TEST_DB_DRIVER === 'postgres') expect(deleted).toHaveLength(6);
    expect(
      await findLeftoverIds(
        t.db,
        seeded.flatMap((s) => s.ids),
      ),
    ).toEqual([]);
  });
});

describe('deleting a run, a deck or an account', () => {
  it('deleting a run leaves no row with its ids', async () => {
    const { presenter, deck } = await presenterWithDeck();
    const file = await storedFile();
    const seeded = await seedRun(deck.id, new Date(clock.now() - DAY), file.url);
    const kept = await seedRun(deck.id, new Date(clock.now() - DAY));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.reportRun}${seeded.runId}/`,
      headers: bearer(presenter.token),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await findLeftoverIds(t.db, seeded.ids)).toEqual([]);
    expect(await runExists(kept.runId)).toBe(true);
    expect(await t.app.uploads.exists(file.name)).toBe(false);
  });

  it('deleting a deck leaves no row with its ids, nor files only it showed', async () => {
    const { presenter, deck } = await presenterWithDeck();
    const own = await storedFile();
    const copied = await storedFile();
    const [slide] = await t.db.select().from(slides).where(eq(slides.presentationId, deck.id));
    await t.db
      .update(slides)
      .set({ imageUrl: own.url })
      .where(eq(slides.id, expectRow(slide).id));
    await t.db
      .update(presentations)
      .set({ logoUrl: copied.url })
      .where(eq(presentations.id, deck.id));
    // Another deck shows the logo too: it stays.
    const other = await createDeck(t.app, presenter.token, []);
    await t.db
      .update(presentations)
      .set({ logoUrl: copied.url })
      .where(eq(presentations.id, other.id));
    const seeded = await seedRun(deck.id, new Date(clock.now() - DAY));
    const slideIds = deck.Slides.map((s) => s.id);
    await callOk(t.app, presenter.token, 'DELETE', `${API_PATHS.presentationDelete}${deck.id}/`);
    expect(await findLeftoverIds(t.db, [deck.id, ...slideIds, ...seeded.ids])).toEqual([]);
    expect(await t.app.uploads.exists(own.name)).toBe(false);
    expect(await t.app.uploads.exists(copied.name)).toBe(true);
  });

  it('deleting an account leaves no row with its ids, its decks’, runs’ or sessions’', async () => {
    const { presenter, deck } = await presenterWithDeck();
    const file = await storedFile();
    await t.db
      .update(presentations)
      .set({ logoUrl: file.url })
      .where(eq(presentations.id, deck.id));
    const seeded = await seedRun(deck.id, new Date(clock.now() - DAY));
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.checkoutContact,
      headers: bearer(presenter.token),
      payload: { name: 'Ada', email: presenter.email, message: 'Hello' },
    });
    const erasure = createErasure({
      repo: createErasureRepository(t.db),
      uploads: t.app.uploads,
    });
    const result = await erasure.eraseAccount(presenter.user.id);
    expect(result.erased).toBe(true);
    expect(
      await findLeftoverIds(t.db, [presenter.user.id, presenter.email, deck.id, ...seeded.ids]),
    ).toEqual([]);
    expect(await t.app.uploads.exists(file.name)).toBe(false);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: API_PATHS.usersProfile,
      headers: bearer(presenter.token),
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

// The checker itself finds what a forgotten deletion leaves.
describe('the leftover-id checker', () => {
  it('finds an id in a uuid column without a foreign key and inside JSON', async () => {
    const { deck } = await presenterWithDeck();
    const seeded = await seedRun(deck.id, new Date(clock.now() - DAY));
    const found = await findLeftoverIds(t.db, [seeded.runId]);
    expect(found).toEqual(
      expect.arrayContaining([
        `runs.id = ${seeded.runId}`,
        `answers.run_id = ${seeded.runId}`,
        `presentations.current_run_id = ${seeded.runId}`,
      ]),
    );
    await t.db.delete(runs).where(inArray(runs.id, [seeded.runId]));
  });
});
