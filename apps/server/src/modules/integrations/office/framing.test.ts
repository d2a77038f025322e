import { describe, expect, it } from 'vitest';
import { buildCspDirectives, serializeCsp } from '../../../http/security';
import { buildAddinCspDirectives, OFFICE_FRAME_HOSTS } from './framing';
import { isOnWayToAddin } from './pages';

const addresses = {
  presenterUrl: 'https://crowdeck.example.org',
  apiUrl: 'https://crowdeck.example.org',
  uploadUrl: 'https://crowdeck.example.org',
  fontsUrl: 'https://crowdeck.example.org/fonts',
};

describe("the add-in pages' headers", () => {
  it("let Office's web hosts (and the configured origins) frame them and load Office's script", () => {
    const csp = buildAddinCspDirectives(addresses, {
      sentryDsn: null,
      extraAncestors: ['https://intranet.example.org'],
    });
    expect(csp['frame-ancestors']).toEqual([
      "'self'",
      ...OFFICE_FRAME_HOSTS,
      'https://intranet.example.org',
    ]);
    expect(csp['script-src']).toEqual(["'self'", 'https://appsforoffice.microsoft.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://crowdeck.example.org']);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('leave every other page as it was: framed by itself only, no external script', () => {
    const app = serializeCsp(buildCspDirectives({ ...addresses, sentryDsn: null }));
    expect(app).toContain("frame-ancestors 'self'");
    expect(app).not.toContain('officeapps');
    expect(app).not.toContain('appsforoffice');
  });

  it("drop the opener policy only on the sign-in window's way back to the add-in", () => {
    expect(isOnWayToAddin('/integrations/office/connect')).toBe(true);
    expect(isOnWayToAddin('/login?next=%2Fintegrations%2Foffice%2Fconnect')).toBe(true);
    expect(isOnWayToAddin('/register?next=/integrations/office/connect')).toBe(true);
    expect(isOnWayToAddin('/login')).toBe(false);
    expect(isOnWayToAddin('/login?next=/home')).toBe(false);
    expect(isOnWayToAddin('/home?next=/integrations/office/connect')).toBe(false);
  });
});
