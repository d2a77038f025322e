import type { TPasswordsRepository } from './passwords.repository';
import type { TSessionsRepository } from './sessions.repository';

/** Sessions that just ended: one, or all of a user's but one (or all). */
export type TEndedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };

/**
 * Wraps the repositories that end sessions so whoever listens (the live module, which disconnects
 * the presenter sockets signed in with them) hears of it once the deletion is committed.
 */
export function withSessionEvents(
  repos: { sessions: TSessionsRepository; passwords: TPasswordsRepository },
  onEnded: (ended: TEndedSessions) => void,
): { sessions: TSessionsRepository; passwords: TPasswordsRepository } {
  const { sessions, passwords } = repos;
  return {
    sessions: {
      ...sessions,
      async deleteById(id) {
        await sessions.deleteById(id);
        onEnded({ sessionId: id });
      },
      async deleteOthers(userId, keepId) {
        await sessions.deleteOthers(userId, keepId);
        onEnded({ userId, exceptSessionId: keepId });
      },
    },
    passwords: {
      ...passwords,
      async changePassword(userId, passwordHash, keepSessionId) {
        await passwords.changePassword(userId, passwordHash, keepSessionId);
        onEnded({ userId, exceptSessionId: keepSessionId });
      },
      async dropPassword(userId, passwordHash) {
        await passwords.dropPassword(userId, passwordHash);
        onEnded({ userId });
      },
      async resetPassword(tokenHash, passwordHash) {
        const userId = await passwords.resetPassword(tokenHash, passwordHash);
        if (userId) onEnded({ userId });
        return userId;
      },
    },
  };
}
