import { API_PATHS } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestProvider, type TTestProvider } from '@crowdeck/test-oidc-provider';
import { participants } from '../../db/schema';
import { createDeck } from '../../test/deck-factories';
import {
  accountCount,
  callbackUrl,
  oidcSettings,
  phoneSignIn,
  SSO_COOKIE,
  useParticipantSsoRoom,
} from '../../test/sso-setup';
import { registerUser } from '../../test/test-app';

describe('organisation sign-in for participants (OpenID Connect)', () => {
  const room = useParticipantSsoRoom<TTestProvider>(
    (t) => startTestProvider(callbackUrl(t)),
    oidcSettings,
  );

  /** A phone's whole round trip from its deck's start address; returns where it lands. */
  const signIn = (
    sub: string,
    name: string,
    options?: { withCookie?: boolean; tamper?: boolean },
  ) =>
    phoneSignIn(
      room.t,
      room.idp,
      `${API_PATHS.audienceSsoStart}?code=${room.deck.uniqueCode}`,
      { sub, name },
      options,
    );

  it('sends the phone back to its deck signed, creates no account, and the join takes the real name', async () => {
    const { t, deck } = room;
    const accountsBefore = await accountCount(t);
    const landed = await signIn('student-1', 'Mary Jackson');
    expect(landed.pathname).toBe(`/${deck.uniqueCode}`);
    const { joined } = await room.joinSignedIn(landed, accountsBefore, 'Mary Jackson');
    // Named, but on a poll deck: no quiz, so the phone offers no extra-time code.
    expect(joined).toMatchObject({ data: { state: { hasQuiz: false } } });
  });

  it('sends a phone whose sign-in failed back to its deck on the phone app, with the reason', async () => {
    const { t, deck } = room;
    const audience = new URL(t.config.audienceUrl);
    // Another browser than the one that started (no cookie): the sign-in is not this phone's.
    const foreign = await signIn('student-2', 'Dorothy Vaughan', { withCookie: false });
    expect(foreign.origin).toBe(audience.origin);
    expect(foreign.pathname).toBe(`/${deck.uniqueCode}`);
    expect(foreign.hash).toBe('#sso_error=expired');
    // An ID token altered in flight: not trusted.
    const tampered = await signIn('student-3', 'Katherine Johnson', { tamper: true });
    expect(`${tampered.origin}${tampered.pathname}${tampered.hash}`).toBe(
      `${audience.origin}/${deck.uniqueCode}#sso_error=invalid`,
    );
    // Nothing signed and no participant row for either.
    expect(tampered.hash).not.toContain('identity=');
    const rows = await t.db
      .select({ name: participants.name })
      .from(participants)
      .where(eq(participants.presentationId, deck.id));
    expect(rows.map((row) => row.name)).not.toContain('Katherine Johnson');
    // A way back nobody started stays the presenter's login page.
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.ssoCallback}?state=made-up&code=x`,
      headers: { cookie: `${SSO_COOKIE}=${'a'.repeat(43)}` },
    });
    expect(String(unknown.headers.location)).toMatch(/\/login\?sso_error=expired$/);
  });

  it('refuses to start for a deck that does not ask for the organisation’s sign-in', async () => {
    const { t } = room;
    const other = await registerUser(t.app);
    const plain = await createDeck(t.app, other.token, ['poll']);
    const start = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.audienceSsoStart}?code=${plain.uniqueCode}`,
    });
    expect(start.statusCode).toBe(404);
  });
});
