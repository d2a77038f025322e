import {
  API_ERROR_CODES,
  SSO_CODE_TTL_MS,
  SSO_COMPLETE_ROUTE,
  type TAuthResponse,
  type TSsoRedeemResponse,
} from '@crowdeck/core';
import type { TSsoLoginRow, TUserRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import type { TUsersRepository } from '../accounts/users.repository';
import type { TSsoCodesRepository } from './sso-codes.repository';

/**
 * The last step of a single sign-on: the browser never receives a session in its address, only
 * a one-time code (a minute, stored hashed) that the browser that started the sign-in — the one
 * holding its cookie secret — trades for a session through an API call.
 */
export function createSsoCompletion(deps: {
  codes: TSsoCodesRepository;
  users: Pick<TUsersRepository, 'findById'>;
  startSession(user: TUserRow): Promise<TAuthResponse>;
  presenterUrl: string;
}) {
  const refused = () =>
    new ApiError(
      400,
      API_ERROR_CODES.invalidInput,
      'This sign-in was already used, is too old, or was started in another browser. Please sign in again.',
    );

  return {
    /** A code for the user of `login`, bound to its browser; the presenter address carrying it. */
    async issue(login: TSsoLoginRow, user: TUserRow): Promise<string> {
      const code = createOpaqueToken();
      await deps.codes.insert({
        codeHash: hashToken(code),
        browserHash: login.browserHash,
        userId: user.id,
        next: login.next,
        expiresAt: new Date(Date.now() + SSO_CODE_TTL_MS),
      });
      // In the fragment: never sent to a server, nor in a Referer.
      return `${deps.presenterUrl}${SSO_COMPLETE_ROUTE}#${new URLSearchParams({ code }).toString()}`;
    },

    /** The session for a live code of this browser (once); 400 for any other. */
    async redeem(code: string, browserSecret: string | null): Promise<TSsoRedeemResponse> {
      if (!browserSecret) throw refused();
      const row = await deps.codes.take(hashToken(code), hashToken(browserSecret));
      const user = row && (await deps.users.findById(row.userId));
      if (!row || !user) throw refused();
      const session = await deps.startSession(user);
      return { ...session, next: row.next };
    },
  };
}

export type TSsoCompletion = ReturnType<typeof createSsoCompletion>;
