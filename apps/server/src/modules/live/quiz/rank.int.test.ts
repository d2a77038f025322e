import { API_PATHS, type TLeaderboardResponse } from '@crowdeck/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { participants } from '../../../db/schema/index';
import { getDeck } from '../../../test/deck-factories';
import { joinOk, markCorrect } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

/* A resumed phone's rank is the one the leaderboard shows. */
describe('live: a resumed phone ranks as on the leaderboard', () => {
  const live = useLiveFixture();

  it('breaks ties of participants joined in one batch like the leaderboard', async () => {
    const created = await live.deck(['quiz', 'leaderboard']);
    await markCorrect(live.app, live.token, created, 0);
    const deck = await getDeck(live.app, live.token, created.id);
    const [quiz, board] = deck.Slides as [(typeof deck.Slides)[0], (typeof deck.Slides)[0]];
    const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'];
    const phones = await live.phones(names.length);
    const joined = await Promise.all(
      phones.map((phone, i) => joinOk(phone, { code: deck.uniqueCode, name: names[i] })),
    );
    // One batch shares now(); within the millisecond, give the later ids the earlier microseconds
    // (the leaderboard sees the same millisecond and orders by id).
    const rows = await live.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.presentationId, deck.id));
    const ids = rows.map((row) => row.id).sort();
    for (const [i, id] of ids.entries()) {
      await live.db
        .update(participants)
        .set({
          createdAt: sql`date_trunc('second', now()) + ${ids.length - i} * interval '1 microsecond'`,
        })
        .where(eq(participants.id, id));
    }
    await live.callOk('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'start' });
    await live.callOk('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'close' });
    const leaderboard = await live.callOk<TLeaderboardResponse>(
      'GET',
      `${API_PATHS.slideLeaderboard}${board.id}/`,
    );
    expect(leaderboard.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6]);

    for (const [i, first] of joined.entries()) {
      phones[i]!.disconnect();
      const back = await live.phone();
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
    await live.callOk('DELETE', `${API_PATHS.liveParticipantRemove}${first!.participantId}/`);
    const last = rest.at(-1)!;
    const lastToken = joined.find((j) => j.state.me?.participantId === last.participantId)!;
    const again = await live.phone();
    const resumed = await joinOk(again, {
      code: deck.uniqueCode,
      participantToken: lastToken.participantToken,
    });
    expect(resumed.state.me?.rank).toBe(last.rank - 1);
  });
});
