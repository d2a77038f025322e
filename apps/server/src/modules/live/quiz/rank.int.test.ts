import { API_PATHS, type TLeaderboardResponse } from '@crowdeck/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../../../db/schema/index';
import { callOk, createDeck, getDeck } from '../../../test/deck-factories';
import {
  closeAll,
  joinOk,
  listen,
  markCorrect,
  openPhone,
  type TClientSocket,
} from '../../../test/live-clients';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';

/* A resumed phone's rank is the one the leaderboard shows. */
describe('live: a resumed phone ranks as on the leaderboard', () => {
  let t: TTestApp;
  let url: string;
  let token: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    closeAll(sockets);
    await t.close();
  });

  it('breaks ties of participants joined in one batch like the leaderboard', async () => {
    const created = await createDeck(t.app, token, ['quiz', 'leaderboard']);
    await markCorrect(t.app, token, created, 0);
    const deck = await getDeck(t.app, token, created.id);
    const [quiz, board] = deck.Slides as [(typeof deck.Slides)[0], (typeof deck.Slides)[0]];
    const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'];
    const phones = await Promise.all(names.map(() => openPhone(url)));
    sockets.push(...phones);
    const joined = await Promise.all(
      phones.map((phone, i) => joinOk(phone, { code: deck.uniqueCode, name: names[i] })),
    );
    // One batch shares now(); within the millisecond, give the later ids the earlier microseconds
    // (the leaderboard sees the same millisecond and orders by id).
    const rows = await t.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.presentationId, deck.id));
    const ids = rows.map((row) => row.id).sort();
    for (const [i, id] of ids.entries()) {
      await t.db
        .update(participants)
        .set({
          createdAt: sql`date_trunc('second', now()) + ${ids.length - i} * interval '1 microsecond'`,
        })
        .where(eq(participants.id, id));
    }
    await callOk(t.app, token, 'POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'start' });
    await callOk(t.app, token, 'POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'close' });
    const leaderboard = await callOk<TLeaderboardResponse>(
      t.app,
      token,
      'GET',
      `${API_PATHS.slideLeaderboard}${board.id}/`,
    );
    expect(leaderboard.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6]);

    for (const [i, first] of joined.entries()) {
      phones[i]!.disconnect();
      const back = await openPhone(url);
      sockets.push(back);
      const resumed = await joinOk(back, {
        code: deck.uniqueCode,
        participantToken: first.participantToken,
      });
      const me = resumed.state.me;
      const onBoard = leaderboard.entries.find((e) => e.participantId === me?.participantId);
      expect(me?.rank).toBe(onBoard?.rank);
    }

    // The first is removed: everyone after it moves up one place on their next resume.
    const [first, ...rest] = leaderboard.entries;
    await callOk(
      t.app,
      token,
      'DELETE',
      `${API_PATHS.liveParticipantRemove}${first!.participantId}/`,
    );
    const last = rest.at(-1)!;
    const lastToken = joined.find((j) => j.state.me?.participantId === last.participantId)!;
    const again = await openPhone(url);
    sockets.push(again);
    const resumed = await joinOk(again, {
      code: deck.uniqueCode,
      participantToken: lastToken.participantToken,
    });
    expect(resumed.state.me?.rank).toBe(last.rank - 1);
  });
});
