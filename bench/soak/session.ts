import { API_PATHS, type ClientToServerEvents, type TLiveMessage } from '@crowdeck/core';
import { connectPhone, type TPhoneSocket as TPhone } from '@crowdeck/e2e';
import type { BenchApi } from '../live/api';

/** How a session ends: its presentation deleted, or just left (it goes idle). */
export type TSessionEnd = 'deleted' | 'idle';

function nextMessage(phone: TPhone, test: (m: TLiveMessage) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const listener = (message: TLiveMessage) => {
      if (!test(message)) return;
      phone.off('new_message', listener);
      resolve();
    };
    phone.on('new_message', listener);
  });
}

async function emitOk(phone: TPhone, event: keyof ClientToServerEvents, payload: unknown) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the typed overloads of emitWithAck
  const ack = await (phone.timeout(30_000) as any).emitWithAck(event, payload);
  if (!ack.ok) throw new Error(`${event} refused: ${ack.error.code}`);
  return ack.data;
}

/**
 * One whole session: a deck (quiz, word cloud, open-ended) created, `phones` phones join with
 * names, answer the quiz (it closes once all answered), send a word, an answer and a reaction,
 * one asks a Q&A question and all like it, then they leave; then the presentation is deleted or left to go idle.
 */
export async function playSession(api: BenchApi, url: string, phones: number, end: TSessionEnd) {
  const deck = await api.createDeck('Soak session');
  const slide = (type: string) => api.createSlide(deck.id, type);
  const quiz = await slide('quiz');
  const words = await slide('wordCloud');
  const open = await slide('openEnded');
  const right = quiz.options[0]!.id;
  await api.call('PUT', `${API_PATHS.optionUpdate}${right}/`, { isCorrect: true, text: 'Yes' });
  await api.call('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, { slideActiveId: quiz.id });
  await api.call('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, {
    enabled: true,
    moderated: false,
  });

  const sockets = await Promise.all(Array.from({ length: phones }, () => connectPhone(url)));
  try {
    for (const [i, phone] of sockets.entries()) {
      await emitOk(phone, 'audience:join', { code: deck.uniqueCode, name: `Phone ${i + 1}` });
    }
    const opened = nextMessage(
      sockets[0]!,
      (m) => m.type === 'question' && m.question.phase === 'open',
    );
    const closed = nextMessage(
      sockets[0]!,
      (m) => m.type === 'question' && m.question.phase === 'closed',
    );
    await api.call('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'start' });
    await opened;
    const request = () => crypto.randomUUID();
    await Promise.all(
      sockets.map((p) =>
        emitOk(p, 'answer:submit', { requestId: request(), slideId: quiz.id, optionId: right }),
      ),
    );
    await closed;
    const go = (slideActiveId: string) =>
      api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId });
    await go(words.id);
    await Promise.all(
      sockets.map((p, i) =>
        emitOk(p, 'answer:submit', {
          requestId: request(),
          slideId: words.id,
          words: [`w${i % 7}`],
        }),
      ),
    );
    await go(open.id);
    await Promise.all(
      sockets.map(async (p, i) => {
        await emitOk(p, 'answer:submit', { requestId: request(), slideId: open.id, text: `t${i}` });
        await emitOk(p, 'reaction:send', { kind: 'heart' });
      }),
    );
    const asked = (await emitOk(sockets[0]!, 'qa:ask', {
      requestId: request(),
      text: 'A question?',
    })) as { question: { id: string } };
    await Promise.all(
      sockets.map((p) => emitOk(p, 'qa:vote', { questionId: asked.question.id, up: true })),
    );
  } finally {
    for (const socket of sockets) socket.close();
  }
  if (end === 'deleted') await api.call('DELETE', `${API_PATHS.presentationDelete}${deck.id}/`);
}
