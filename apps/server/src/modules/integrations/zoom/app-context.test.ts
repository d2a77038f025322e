import { describe, expect, it } from 'vitest';
import { decryptZoomAppContext, ZoomContextError } from './app-context';
import { encryptZoomAppContext } from './app-context.test-support';

const SECRET = 'zoom-client-secret-for-tests';
const CLIENT_ID = 'zoomClientId123';
const NOW = Date.UTC(2026, 10, 28, 4, 0, 0);
const context = {
  typ: 'meeting',
  uid: 'zoom-user-1',
  mid: 'meeting-uuid-1==',
  ts: NOW - 1_000,
  exp: NOW + 5 * 60_000,
  attendrole: 'host',
  aud: CLIENT_ID,
  iss: 'marketplace.zoom.us',
};
const options = { clientSecret: SECRET, clientId: CLIENT_ID, now: NOW };

/** The reason a context was refused. */
function refusal(header: string, opts = options): string {
  try {
    decryptZoomAppContext(header, opts);
  } catch (error) {
    if (error instanceof ZoomContextError) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('decryptZoomAppContext', () => {
  it('reads a context laid out as Zoom documents it, with additional data and a 12-byte iv', () => {
    const header = encryptZoomAppContext(context, SECRET, { aad: Buffer.from('zoom-aad') });
    const read = decryptZoomAppContext(header, options);
    expect(read).toMatchObject({ typ: 'meeting', uid: 'zoom-user-1', mid: 'meeting-uuid-1==' });
    expect(read.exp).toBe(NOW + 5 * 60_000);
    // Zoom's extra fields are not carried on.
    expect(read).not.toHaveProperty('iss');
  });

  it('reads the standard base64 alphabet too, and a context without a meeting (main client)', () => {
    const panel: Record<string, unknown> = { ...context, typ: 'panel' };
    delete panel.mid;
    const url = encryptZoomAppContext(panel, SECRET);
    const standard = Buffer.from(url, 'base64url').toString('base64');
    expect(decryptZoomAppContext(standard, options)).toMatchObject({ typ: 'panel' });
    expect(decryptZoomAppContext(standard, options).mid).toBeUndefined();
  });

  it('refuses a tampered ciphertext, a tampered additional data and a tampered tag', () => {
    const bytes = Buffer.from(
      encryptZoomAppContext(context, SECRET, { aad: Buffer.from('aad!') }),
      'base64url',
    );
    const flip = (index: number) => {
      const copy = Buffer.from(bytes);
      copy[index] = (copy[index] ?? 0) ^ 0x01;
      return copy.toString('base64url');
    };
    const ivLength = bytes[0] ?? 0;
    const aadAt = 1 + ivLength + 2;
    const cipherAt = aadAt + 4 + 4;
    expect(refusal(flip(aadAt))).toBe('unverified');
    expect(refusal(flip(cipherAt + 3))).toBe('unverified');
    expect(refusal(flip(bytes.length - 1))).toBe('unverified');
  });

  it('refuses a context made with another secret', () => {
    expect(refusal(encryptZoomAppContext(context, 'another-apps-secret'))).toBe('unverified');
  });

  it('refuses an expired context, and one at its expiry', () => {
    expect(refusal(encryptZoomAppContext({ ...context, exp: NOW - 1 }, SECRET))).toBe('expired');
    expect(refusal(encryptZoomAppContext({ ...context, exp: NOW }, SECRET))).toBe('expired');
  });

  it("refuses another app's context (its audience is another client id)", () => {
    expect(refusal(encryptZoomAppContext({ ...context, aud: 'otherApp' }, SECRET))).toBe(
      'wrongApp',
    );
  });

  it('refuses truncated, padded and garbage headers as malformed', () => {
    const header = encryptZoomAppContext(context, SECRET);
    const bytes = Buffer.from(header, 'base64url');
    expect(refusal(bytes.subarray(0, bytes.length - 3).toString('base64url'))).toBe('malformed');
    expect(refusal(Buffer.concat([bytes, Buffer.from([0])]).toString('base64url'))).toBe(
      'malformed',
    );
    expect(refusal('not a context at all')).toBe('malformed');
    expect(refusal('')).toBe('malformed');
  });

  it('refuses a verified context that lacks the fields the app needs', () => {
    expect(refusal(encryptZoomAppContext({ typ: 'meeting', exp: NOW + 1000 }, SECRET))).toBe(
      'malformed',
    );
  });
});
