import type { TAuditEntry } from '@crowdeck/core';
import { createTranslator } from '@crowdeck/web';
import { describe, expect, it } from 'vitest';
import { de } from '../../../i18n/de';
import { en } from '../../../i18n/en';
import type { TPresenterKey } from '../../../i18n/i18n';
import { auditActorText, auditTargetText } from './audit-entry-text';

const translate = (messages: Parameters<typeof createTranslator>[1]) =>
  createTranslator('en', messages) as (key: TPresenterKey, o?: Record<string, unknown>) => string;
const t = translate([en]);

const entry = (overrides: Partial<TAuditEntry>): TAuditEntry => ({
  id: 'e1',
  actorUserId: 'u1',
  actorLabel: 'ada@example.com',
  action: 'brandingChanged',
  targetType: 'organisation',
  targetId: 'o1',
  details: {},
  createdAt: '2026-03-04T15:05:00.000Z',
  ...overrides,
});

/** What the English list says about the target of an entry with these fields. */
const targetText = (overrides: Partial<TAuditEntry>) => auditTargetText(t, entry(overrides));

describe('audit entry texts', () => {
  it('names a role change by the member’s address and both roles', () => {
    const text = targetText({
      action: 'memberRoleChanged',
      targetType: 'member',
      details: { email: 'bo@example.com', from: 'member', to: 'admin' },
    });
    expect(text).toEqual({ name: 'bo@example.com', detail: 'Member → Admin' });
  });

  it('names changed settings in the reader’s language, never their values', () => {
    const details = { fields: ['themeLocked', 'ssoClientSecret'] };
    expect(auditTargetText(t, entry({ details })).detail).toBe(
      'Changed: theme lock, client secret',
    );
    const german = translate([de, en]);
    expect(auditTargetText(german, entry({ details })).detail).toBe(
      'Geändert: Design-Sperre, Client-Secret',
    );
  });

  it('shows retention periods by name and the operator as such', () => {
    const text = targetText({ action: 'retentionChanged', details: { from: null, to: 90 } });
    expect(text.detail).toBe('Until I delete them → 90 days');
    expect(auditActorText(t, entry({ actorUserId: null, actorLabel: 'operator' }))).toBe(
      'Server operator',
    );
    // A deleted account keeps its address.
    expect(auditActorText(t, entry({ actorUserId: null }))).toBe('ada@example.com');
  });

  it('names an exported session by its deck, date and format', () => {
    const text = targetText({
      action: 'runExported',
      targetType: 'run',
      details: { deckTitle: 'Kick-off', format: 'xlsx', startedAt: '2026-03-04T15:05:00.000Z' },
    });
    expect(text.name).toBe('Kick-off');
    expect(text.detail).toMatch(/^Session of March 4, 2026 .* · Excel$/);
  });
});
