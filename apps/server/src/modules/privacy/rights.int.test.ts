import { randomUUID } from 'node:crypto';
import { API_PATHS, RATE_LIMITS, type TParticipantData, type TRunReport } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { expectRow } from '../../db/expect-row';
import {
  answers,
  entries,
  options,
  participants,
  presentations,
  qaQuestions,
  qaVotes,
  runs,
  slides,
  users,
} from '../../db/schema';
import { UNUSABLE_PASSWORD_HASH } from '../../lib/password';
import { hashToken } from '../../lib/tokens';
import { call, createDeck } from '../../test/deck-factories';
import { findLeftoverIds } from '../../test/leftover-ids';
import { useLiveFixture } from '../../test/live-fixture';
import { bearer, registerUser } from '../../test/test-app';

const t = useLiveFixture({ presenter: false });

/**
 * A deck (a poll and a word cloud) in an open run with two participants, Ada and Grace: each
 * voted for a different option and sent a word; Ada asked a question Grace liked.
 */
async function playedDeck() {
  const presenter = await registerUser(t.app);
  const deck = await createDeck(t.app, presenter.token, ['poll', 'wordCloud']);
  const slideRows = await t.db
    .select()
    .from(slides)
    .where(eq(slides.presentationId, deck.id))
    .orderBy(slides.position);
  const poll = expectRow(slideRows.find((s) => s.type === 'poll'));
  const cloud = expectRow(slideRows.find((s) => s.type === 'wordCloud'));
  await t.db.update(slides).set({ question: 'Favourite colour?' }).where(eq(slides.id, poll.id));
  const optionRows = await t.db
    .select()
    .from(options)
    .where(eq(options.slideId, poll.id))
    .orderBy(options.position);
  await t.db
    .update(options)
    .set({ text: 'Amber' })
    .where(eq(options.id, expectRow(optionRows[0]).id));
  await t.db
    .update(options)
    .set({ text: 'Teal' })
    .where(eq(options.id, expectRow(optionRows[1]).id));
  const run = expectRow(
    (await t.db.insert(runs).values({ presentationId: deck.id }).returning())[0],
  );
  await t.db
    .update(presentations)
    .set({ currentRunId: run.id })
    .where(eq(presentations.id, deck.id));
  const people = ['Ada', 'Grace'].map((name, i) => ({
    name,
    token: randomUUID(),
    optionId: expectRow(optionRows[i]).id,
    word: name === 'Ada' ? 'zephyr' : 'lagoon',
  }));
  const rows = await t.db
    .insert(participants)
    .values(
      people.map((p) => ({
        presentationId: deck.id,
        runId: run.id,
        tokenHash: hashToken(p.token),
        name: p.name,
        nameKey: p.name.toLowerCase(),
      })),
    )
    .returning();
  const ids = rows.map((row) => row.id);
  await t.db.insert(answers).values(
    people.map((p, i) => ({
      participantId: expectRow(ids[i]),
      slideId: poll.id,
      runId: run.id,
      optionId: p.optionId,
      requestId: randomUUID(),
    })),
  );
  await t.db.insert(entries).values(
    people.map((p, i) => ({
      participantId: expectRow(ids[i]),
      slideId: cloud.id,
      runId: run.id,
      kind: 'word' as const,
      text: p.word,
      raw: p.word,
      requestId: randomUUID(),
    })),
  );
  const question = expectRow(
    (
      await t.db
        .insert(qaQuestions)
        .values({
          presentationId: deck.id,
          runId: run.id,
          participantId: expectRow(ids[0]),
          requestId: randomUUID(),
          text: 'Is Ada asking?',
          authorName: 'Ada',
          status: 'live',
          votes: 1,
        })
        .returning()
    )[0],
  );
  await t.db.insert(qaVotes).values({ questionId: question.id, participantId: expectRow(ids[1]) });
  const [ada, grace] = people.map((p, i) => ({ ...p, id: expectRow(ids[i]) }));
  return {
    presenter,
    deck,
    runId: run.id,
    poll,
    cloud,
    ada: expectRow(ada),
    grace: expectRow(grace),
    question,
  };
}

async function report(token: string, runId: string): Promise<TRunReport> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_PATHS.reportRun}${runId}/`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every file of a downloaded zip (the CSV export, the xlsx workbook, the archive) as text. */
async function zipTexts(body: Buffer): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(body);
  const texts: Record<string, string> = {};
  for (const [name, file] of Object.entries(zip.files)) {
    if (!file.dir) texts[name] = await file.async('string');
  }
  return texts;
}

async function exportText(token: string, runId: string, format: 'csv' | 'xlsx') {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_PATHS.reportExport}${runId}/?format=${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return Object.values(await zipTexts(response.rawPayload)).join('\n');
}

const participantCall = (method: 'GET' | 'DELETE', token: string) =>
  t.app.inject({ method, url: API_PATHS.participantData, headers: bearer(token) });

describe('a participant’s own data', () => {
  it('lists the nickname, answers and questions, then deletes them: report and exports recomputed', async () => {
    const played = await playedDeck();
    const { presenter, runId, ada, grace } = played;
    const read = await participantCall('GET', ada.token);
    expect(read.statusCode).toBe(200);
    const own = read.json<TParticipantData>();
    expect(own.name).toBe('Ada');
    expect(own.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ question: 'Favourite colour?', answer: 'Amber' }),
        expect.objectContaining({ answer: 'zephyr' }),
      ]),
    );
    expect(own.questions.map((q) => q.text)).toEqual(['Is Ada asking?']);
    expect(read.headers['cache-control']).toBe('no-store');

    const before = await report(presenter.token, runId);
    expect(before.participants.map((p) => p.name).sort()).toEqual(['Ada', 'Grace']);
    expect(await exportText(presenter.token, runId, 'csv')).toContain('zephyr');

    expect((await participantCall('DELETE', ada.token)).statusCode).toBe(204);

    const after = await report(presenter.token, runId);
    expect(after.participants.map((p) => p.name)).toEqual(['Grace']);
    const pollSlide = expectRow(after.slides.find((s) => s.id === played.poll.id));
    expect(pollSlide.counts[grace.optionId]).toBe(1);
    expect(pollSlide.counts[ada.optionId]).toBe(0);
    expect(pollSlide.responses).toBe(1);
    const cloudSlide = expectRow(after.slides.find((s) => s.id === played.cloud.id));
    expect(cloudSlide.words.map((w) => w.text)).toEqual(['lagoon']);
    expect(after.qa).toEqual([]);
    expect(after.run.participantCount).toBe(1);
    for (const format of ['csv', 'xlsx'] as const) {
      const text = await exportText(presenter.token, runId, format);
      expect(text).toContain('Grace');
      expect(text).not.toContain('Ada');
      expect(text).not.toContain('zephyr');
    }
    expect(await findLeftoverIds(t.db, [ada.id, played.question.id])).toEqual([]);
    // The token no longer signs anyone in.
    expect((await participantCall('GET', ada.token)).statusCode).toBe(401);
  });

  it('never reaches another participant’s data, and refuses what is not its token', async () => {
    const { presenter, runId, ada, grace, question } = await playedDeck();
    expect((await participantCall('DELETE', grace.token)).statusCode).toBe(204);
    // Grace's like is taken back from Ada's question; Ada and her answers stay.
    const [kept] = await t.db.select().from(qaQuestions).where(eq(qaQuestions.id, question.id));
    expect(kept?.votes).toBe(0);
    const after = await report(presenter.token, runId);
    expect(after.participants.map((p) => p.name)).toEqual(['Ada']);
    expect((await participantCall('GET', ada.token)).json<TParticipantData>().answers).toHaveLength(
      2,
    );
    // No token, a made-up one, a presenter's session: none is a participant.
    const none = await t.app.inject({ method: 'DELETE', url: API_PATHS.participantData });
    expect(none.statusCode).toBe(401);
    expect((await participantCall('DELETE', randomUUID())).statusCode).toBe(401);
    expect((await participantCall('DELETE', presenter.token)).statusCode).toBe(401);
    // A participant's token does not sign in to the presenter's deletion.
    const asPresenter = await t.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.reportParticipant}${runId}/${ada.id}/`,
      headers: bearer(ada.token),
    });
    expect(asPresenter.statusCode).toBe(401);
    expect((await report(presenter.token, runId)).participants).toHaveLength(1);
  });

  it('limits reads and deletions per address: a 429 in JSON, other addresses unaffected', async () => {
    const { ada } = await playedDeck();
    const attempt = (method: 'GET' | 'DELETE', address: string, token = randomUUID()) =>
      t.app.inject({
        method,
        url: API_PATHS.participantData,
        headers: bearer(token),
        remoteAddress: address,
      });
    const { points } = RATE_LIMITS.participantDataPerIp;
    // Made-up tokens count too: the limit comes before the token is looked up.
    for (let i = 0; i < points; i += 1) {
      const method = i % 2 === 0 ? 'GET' : 'DELETE';
      expect((await attempt(method, '198.51.100.70')).statusCode).toBe(401);
    }
    for (const method of ['GET', 'DELETE'] as const) {
      const limited = await attempt(method, '198.51.100.70', ada.token);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toMatch(/^application\/json/);
      expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
      expect(limited.headers['retry-after']).toBeDefined();
    }
    // Ada's data is untouched, and another network still reads it.
    expect((await attempt('GET', '203.0.113.80', ada.token)).statusCode).toBe(200);
  });
});

describe('the presenter deletes a participant’s data', () => {
  it('on the owner’s request only: the report no longer shows it', async () => {
    const { presenter, runId, ada, grace } = await playedDeck();
    const stranger = await registerUser(t.app);
    const url = `${API_PATHS.reportParticipant}${runId}/${ada.id}/`;
    const refused = await t.app.inject({ method: 'DELETE', url, headers: bearer(stranger.token) });
    expect(refused.statusCode).toBe(404);
    const wrongRun = await t.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.reportParticipant}${randomUUID()}/${ada.id}/`,
      headers: bearer(presenter.token),
    });
    expect(wrongRun.statusCode).toBe(404);
    const done = await t.app.inject({ method: 'DELETE', url, headers: bearer(presenter.token) });
    expect(done.statusCode).toBe(204);
    const after = await report(presenter.token, runId);
    expect(after.participants.map((p) => p.id)).toEqual([grace.id]);
    expect(after.qa).toEqual([]);
    expect(await findLeftoverIds(t.db, [ada.id])).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url, headers: bearer(presenter.token) });
    expect(again.statusCode).toBe(404);
  });
});

describe('an account’s archive and deletion', () => {
  async function withImage(presenterToken: string, deckId: string, slideId: string) {
    const name = await t.app.uploads.save(Buffer.from('image bytes'), 'png');
    await t.db
      .update(slides)
      .set({ imageUrl: `${t.config.uploadUrl}/uploads/${name}` })
      .where(eq(slides.id, slideId));
    expect(deckId && presenterToken).toBeTruthy();
    return name;
  }

  it('downloads profile, decks with slides, runs with answers and reports, and images', async () => {
    const { presenter, deck, runId, poll } = await playedDeck();
    const image = await withImage(presenter.token, deck.id, poll.id);
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.usersArchive,
      headers: bearer(presenter.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="crowdeck-account-/,
    );
    const files = await zipTexts(response.rawPayload);
    const profile = JSON.parse(expectRow(files['profile.json']));
    expect(profile.email).toBe(presenter.email);
    expect(profile).not.toHaveProperty('passwordHash');
    expect(files['profile.json']).not.toContain('argon2');
    const deckFile = JSON.parse(expectRow(files[`decks/${deck.id}.json`]));
    expect(deckFile.slides.map((s: { question: string }) => s.question)).toContain(
      'Favourite colour?',
    );
    expect(deckFile.slides[0].options.length).toBeGreaterThan(0);
    const runFile = JSON.parse(expectRow(files[`runs/${runId}.json`]));
    expect(runFile.report.participants.map((p: { name: string }) => p.name).sort()).toEqual([
      'Ada',
      'Grace',
    ]);
    const answersText = JSON.stringify(runFile.responses);
    expect(answersText).toContain('Amber');
    expect(answersText).toContain('zephyr');
    expect(files[`uploads/${image}`]).toBe('image bytes');
    const anonymous = await t.app.inject({ method: 'GET', url: API_PATHS.usersArchive });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deletes the account after its password, leaving no id and no file behind', async () => {
    const { presenter, deck, runId, poll, ada, grace, question } = await playedDeck();
    const image = await withImage(presenter.token, deck.id, poll.id);
    const del = (payload: unknown) =>
      t.app.inject({
        method: 'DELETE',
        url: API_PATHS.usersAccount,
        headers: bearer(presenter.token),
        payload: payload as Record<string, string>,
      });
    const wrong = await del({ currentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword.code).toBe('currentPassword.wrong');
    const missing = await del({ confirmation: presenter.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.currentPassword.code).toBe('currentPassword.required');
    expect((await del({})).statusCode).toBe(400);
    expect((await del({ currentPassword: presenter.password })).statusCode).toBe(204);
    const ids = [presenter.user.id, deck.id, runId, poll.id, ada.id, grace.id, question.id];
    expect(await findLeftoverIds(t.db, ids)).toEqual([]);
    expect(await t.app.uploads.exists(image)).toBe(false);
    const profile = await call(t.app, presenter.token, 'GET', API_PATHS.usersProfile);
    expect(profile.statusCode).toBe(401);
  });

  it('asks an account without a password (single sign-on) for its email typed out', async () => {
    const presenter = await registerUser(t.app);
    await t.db
      .update(users)
      .set({ passwordHash: UNUSABLE_PASSWORD_HASH })
      .where(eq(users.id, presenter.user.id));
    const del = (confirmation: string) =>
      t.app.inject({
        method: 'DELETE',
        url: API_PATHS.usersAccount,
        headers: bearer(presenter.token),
        payload: { confirmation },
      });
    const wrong = await del('someone@example.com');
    expect(wrong.json().fields.confirmation.code).toBe('confirmation.wrong');
    expect((await del(` ${presenter.email.toUpperCase()} `)).statusCode).toBe(204);
    expect(await findLeftoverIds(t.db, [presenter.user.id])).toEqual([]);
  });
});
