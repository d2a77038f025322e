import { randomUUID } from 'node:crypto';
import { LIVE_LIMITS, type TLiveAck } from '@crowdeck/core';
import { joinPhone, type TPhoneSocket } from './phones';

/** Players with the longest nickname allowed, in wide letters (the worst case for a row). */
export function longNickname(i: number): string {
  return `${'W'.repeat(LIVE_LIMITS.participantNameMax - 3)} ${String(i).padStart(2, '0')}`;
}

/** Joins `count` phones with the longest nicknames; throws when one is refused. */
export async function joinLongNamedPhones(code: string, count: number): Promise<TPhoneSocket[]> {
  const phones: TPhoneSocket[] = [];
  for (let i = 1; i <= count; i++) {
    const joined = await joinPhone(code, longNickname(i));
    if (!joined.ok) throw new Error(`phone ${i} refused: ${joined.code}`);
    phones.push(joined.socket);
  }
  return phones;
}

/** Sends one answer from each phone and throws on the first refusal. */
export async function answerFromEach(
  phones: readonly TPhoneSocket[],
  answer: (index: number) => {
    slideId: string;
    optionId?: string;
    words?: string[];
    text?: string;
  },
): Promise<void> {
  for (const [index, phone] of phones.entries()) {
    const ack = (await phone.timeout(10_000).emitWithAck('answer:submit', {
      requestId: randomUUID(),
      ...answer(index),
    })) as TLiveAck<unknown>;
    if (!ack.ok) throw new Error(`phone ${index + 1} answer refused: ${ack.error.code}`);
  }
}

/** `count` different words of exactly the longest length a phone may send. */
export function longWords(seed: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    `w${seed}x${i}${'onomatopoeia'.repeat(3)}`.slice(0, LIVE_LIMITS.wordMax),
  );
}
