import { describe, expect, it } from 'vitest';
import { createClientSecretBox } from './client-secret-box';

const KEY = 'a-test-sso-secret-key-of-32-characters-at-least';
const ORG = '6f1d3c1e-2b0a-4c44-9a57-1b8b4e3f7a10';

describe('client secret box', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const box = createClientSecretBox(KEY);
    const sealed = box.seal(ORG, 'the-client-secret');
    expect(sealed).not.toContain('the-client-secret');
    expect(sealed).not.toBe(box.seal(ORG, 'the-client-secret'));
    expect(box.open(ORG, sealed)).toBe('the-client-secret');
  });

  it('refuses another key, another organisation and an altered value', () => {
    const sealed = createClientSecretBox(KEY).seal(ORG, 'the-client-secret');
    expect(createClientSecretBox(`${KEY}!`).open(ORG, sealed)).toBeNull();
    const other = '00000000-0000-4000-8000-000000000000';
    expect(createClientSecretBox(KEY).open(other, sealed)).toBeNull();
    const parts = sealed.split('.');
    const flipped = parts[3]!.startsWith('A') ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    expect(
      createClientSecretBox(KEY).open(ORG, [...parts.slice(0, 3), flipped].join('.')),
    ).toBeNull();
    expect(createClientSecretBox(KEY).open(ORG, 'plain text')).toBeNull();
  });
});
