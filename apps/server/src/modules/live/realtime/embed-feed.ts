import { createHash } from 'node:crypto';
import type { TLeaderboardEntry, TLiveMessage } from '@crowdeck/core';

/**
 * A leaderboard as an embed gets it: each participant's id replaced by a stand-in that stays the
 * same for them (the board's rows keep their place) but names no row of the database.
 */
export function toEmbedBoard(entries: readonly TLeaderboardEntry[]): TLeaderboardEntry[] {
  return entries.map((entry) => ({
    ...entry,
    participantId: createHash('sha256')
      .update(`embed:${entry.participantId}`)
      .digest('base64url')
      .slice(0, 22),
  }));
}

/**
 * What a live embed (a read-only view framed by another tool) receives of the presenter's feed:
 * only what the big screen shows — aggregated results, the leaderboard, quiz timing, what the
 * screen shows, connected count and the lobby's names, the phones' shared state, the session's
 * end and restart. The Q&A queue (questions still waiting for approval), reactions and anything
 * added later stay with the presenter until listed here. Null: not for embeds.
 */
export function toEmbedMessage(message: TLiveMessage): TLiveMessage | null {
  switch (message.type) {
    case 'leaderboard':
      return { type: 'leaderboard', entries: toEmbedBoard(message.entries) };
    case 'results':
    case 'question':
    case 'players':
    case 'state':
      return message;
    case 'screen':
      // The sending window's id is the presenter's own business.
      return { type: 'screen', screen: { ...message.screen, windowId: 'embed' } };
    case 'runEnded':
      return { type: 'runEnded', ended: message.ended };
    case 'runStarted':
      return {
        type: 'runStarted',
        runId: message.runId,
        screen: { ...message.screen, windowId: 'embed' },
      };
    default:
      return null;
  }
}
