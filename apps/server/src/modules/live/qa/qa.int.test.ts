import {
  API_PATHS,
  QA_LIMITS,
  type TQaPhoneView,
  type TQaQueue,
  type TRoomResponse,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { emit, joinOk, nextMessage, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

describe('Q&A: phones ask and like, the presenter moderates', () => {
  const live = useLiveFixture({ clock: true, stranger: true });

  /** A deck with Q&A set up as given, and phones joined under the names given. */
  async function room(settings: Record<string, unknown>, names: string[]) {
    const deck = await live.deck(['poll']);
    await live.callOk('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, settings);
    const phones: TClientSocket[] = [];
    for (const name of names) {
      const socket = await live.phone();
      const joined = await joinOk(socket, { code: deck.uniqueCode, name });
      expect(joined.state.qa).toEqual(
        settings.enabled === false
          ? null
          : expect.objectContaining({ moderated: settings.moderated ?? false }),
      );
      phones.push(socket);
    }
    return { deck, phones };
  }

  const ask = (socket: TClientSocket, text: string, extra: Record<string, unknown> = {}) =>
    emit(socket, 'qa:ask', { requestId: crypto.randomUUID(), text, ...extra });
  const vote = (socket: TClientSocket, questionId: string, up = true) =>
    emit(socket, 'qa:vote', { questionId, up });
  const list = async (socket: TClientSocket): Promise<TQaPhoneView> => {
    const ack = await emit(socket, 'qa:list', {});
    if (!ack.ok) throw new Error(`qa:list refused: ${ack.error.code}`);
    return ack.data;
  };
  const askOk = async (socket: TClientSocket, text: string, extra = {}) => {
    const ack = await ask(socket, text, extra);
    if (!ack.ok) throw new Error(`qa:ask refused: ${ack.error.code}`);
    return ack.data;
  };

  it('shows named and anonymous questions to everyone, counts one like each, and pushes the board', async () => {
    const { phones } = await room({ enabled: true, names: 'choice' }, ['Ada', 'Ben', 'Cy']);
    const [ada, ben, cy] = phones as [TClientSocket, TClientSocket, TClientSocket];
    const pushed = nextMessage(cy, 'qa', (m) => m.qa.questions.length === 2);
    const requestId = crypto.randomUUID();
    const first = await ask(ada, 'When is the break?', { requestId });
    expect(first).toMatchObject({ ok: true, data: { pending: false } });
    // A retry of the same request is the same question, not a second one.
    const again = await ask(ada, 'When is the break?', { requestId });
    expect(again.ok && first.ok && again.data.question.id).toBe(first.ok && first.data.question.id);
    const secret = await askOk(ben, 'Can we get the slides?', { anonymous: true });
    expect(secret.question.author).toBeNull();
    const board = (await pushed).qa;
    expect(board.questions.map((q) => [q.text, q.author])).toEqual(
      expect.arrayContaining([
        ['When is the break?', 'Ada'],
        ['Can we get the slides?', null],
      ]),
    );

    expect(await vote(cy, secret.question.id)).toEqual({
      ok: true,
      data: { votes: 1, voted: true },
    });
    expect(await vote(cy, secret.question.id)).toEqual({
      ok: true,
      data: { votes: 1, voted: true },
    });
    expect(await vote(cy, secret.question.id, false)).toEqual({
      ok: true,
      data: { votes: 0, voted: false },
    });
    await Promise.all([vote(ada, secret.question.id), vote(cy, secret.question.id)]);
    const view = await list(cy);
    expect(view.votedIds).toEqual([secret.question.id]);
    expect(view.questions.find((q) => q.id === secret.question.id)?.votes).toBe(2);
    // Nobody learns who liked what.
    expect(JSON.stringify(view)).not.toContain('participant');
  });

  it('keeps a question waiting until approved, seen only by its asker, and moderates it', async () => {
    const { deck, phones } = await room({ enabled: true, names: 'named', moderated: true }, [
      'Ada',
      'Ben',
    ]);
    const [ada, ben] = phones as [TClientSocket, TClientSocket];
    const waiting = await askOk(ada, 'Is this recorded?', { anonymous: true });
    // Named mode: the choice to hide the name is not offered, so it is ignored.
    expect(waiting).toMatchObject({ pending: true, question: { author: 'Ada' } });
    expect((await list(ben)).questions).toEqual([]);
    expect((await list(ada)).pending.map((q) => q.text)).toEqual(['Is this recorded?']);
    expect(await vote(ben, waiting.question.id)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });

    const queue = await live.callOk<TQaQueue>('GET', `${API_PATHS.liveQa}${deck.id}/`);
    expect(queue.questions).toEqual([
      expect.objectContaining({ text: 'Is this recorded?', status: 'pending' }),
    ]);
    const act = (questionId: string, action: string) =>
      live.callOk<TQaQueue>('POST', `${API_PATHS.liveQa}${deck.id}/question/${questionId}/`, {
        action,
      });
    const told = nextMessage(ada, 'qaMine', (m) => m.pending.length === 0);
    const shown = nextMessage(ben, 'qa', (m) => m.qa.questions.length === 1);
    await act(waiting.question.id, 'approve');
    await told;
    expect((await shown).qa.questions[0]).toMatchObject({ text: 'Is this recorded?' });

    const rude = await askOk(ben, 'Another one');
    await act(rude.question.id, 'dismiss');
    expect((await list(ada)).questions.map((q) => q.text)).toEqual(['Is this recorded?']);

    const highlighted = await act(waiting.question.id, 'highlight');
    expect(highlighted.highlightedId).toBe(waiting.question.id);
    expect((await list(ben)).highlightedId).toBe(waiting.question.id);
    const answered = await act(waiting.question.id, 'answer');
    expect(answered.highlightedId).toBeNull();
    expect(answered.questions.find((q) => q.id === waiting.question.id)?.answeredAt).not.toBeNull();
    expect((await list(ben)).questions[0]).toMatchObject({ answered: true });
    await act(waiting.question.id, 'unanswer');
    expect((await list(ben)).questions[0]).toMatchObject({ answered: false });

    // Removing a participant takes its questions off the board (and off the big screen), and
    // its likes: they no longer lift a question.
    const likesOf = async () =>
      (await list(ada)).questions.find((q) => q.id === waiting.question.id)?.votes;
    const likesBefore = await likesOf();
    expect(await vote(ben, waiting.question.id)).toMatchObject({ ok: true });
    expect(await likesOf()).toBe((likesBefore ?? 0) + 1);
    const fromBen = await askOk(ben, 'Spam spam spam');
    await act(fromBen.question.id, 'approve');
    await act(fromBen.question.id, 'highlight');
    const queued = (await live.callOk<TQaQueue>('GET', `${API_PATHS.liveQa}${deck.id}/`)).questions;
    expect(queued.some((q) => q.id === fromBen.question.id && q.status === 'live')).toBe(true);
    const people = await live.callOk<TRoomResponse>('GET', `${API_PATHS.liveRoom}${deck.id}/`);
    const benRow = people.participants.find((p) => p.name === 'Ben')!;
    await live.callOk('DELETE', `${API_PATHS.liveParticipantRemove}${benRow.id}/`);
    const afterRemoval = await live.callOk<TQaQueue>('GET', `${API_PATHS.liveQa}${deck.id}/`);
    expect(afterRemoval.highlightedId).toBeNull();
    expect(
      afterRemoval.questions.filter((q) => q.status !== 'dismissed').map((q) => q.text),
    ).toEqual(['Is this recorded?']);
    expect((await list(ada)).questions.map((q) => q.text)).toEqual(['Is this recorded?']);
    expect(await likesOf()).toBe(likesBefore);

    // Only the owner: a stranger gets the same 404 as for nothing at all.
    const stranger = await live.stranger('GET', `${API_PATHS.liveQa}${deck.id}/`);
    expect(stranger.statusCode).toBe(404);
    const strangerAct = await live.stranger(
      'POST',
      `${API_PATHS.liveQa}${deck.id}/question/${rude.question.id}/`,
      { action: 'restore' },
    );
    expect(strangerAct.statusCode).toBe(404);
    const bad = await live.call('POST', `${API_PATHS.liveQa}${deck.id}/question/x/`, {
      action: 'approve',
    });
    expect(bad.statusCode).toBe(404);
  });

  it('limits questions per participant, atomically, refuses when off and checks the text', async () => {
    const { deck, phones } = await room({ enabled: true }, ['Ada']);
    const [ada] = phones as [TClientSocket];
    const burst = await Promise.all(
      Array.from({ length: QA_LIMITS.questionsPerWindow + 3 }, (_, i) => ask(ada, `Q${i}?`)),
    );
    expect(burst.filter((ack) => ack.ok)).toHaveLength(QA_LIMITS.questionsPerWindow);
    const refused = burst.find((ack) => !ack.ok);
    expect(refused).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    expect(!refused?.ok && refused?.error.retryAfterSec).toBeGreaterThan(0);
    live.clock.advance(QA_LIMITS.windowSec * 1000);
    expect(await ask(ada, 'After the wait?')).toMatchObject({ ok: true });

    expect(await ask(ada, 'x'.repeat(QA_LIMITS.textMax + 1))).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', field: 'text' },
    });
    expect(await ask(ada, '   ')).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    // What a hostile phone sends: control characters, wrong types, unknown fields, a question of
    // another deck (or none) to like.
    expect(await ask(ada, 'bad\u0000text')).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
    expect(await ask(ada, 'Fine?', { anonymous: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
    expect(await ask(ada, 'Fine?', { status: 'live' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
    const other = await room({ enabled: true }, ['Zed']);
    const elsewhere = await askOk(other.phones[0]!, 'Question of another deck?');
    expect(await vote(ada, elsewhere.question.id)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await vote(ada, crypto.randomUUID())).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });

    await live.callOk('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, {
      enabled: false,
    });
    expect(await ask(ada, 'Still there?')).toMatchObject({
      ok: false,
      error: { code: 'not_open' },
    });
    // A flood of events is refused in memory before it reaches the database.
    await live.callOk('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, { enabled: true });
    const flood = await Promise.all(Array.from({ length: 30 }, () => emit(ada, 'qa:list', {})));
    expect(
      flood.filter((ack) => !ack.ok && ack.error.code === 'rate_limited').length,
    ).toBeGreaterThan(0);
    const badSettings = await live.call('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, {
      names: 'everyone',
    });
    expect(badSettings.statusCode).toBe(400);
  });
});
