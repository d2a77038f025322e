import {
  ORGANISATION_ROLES,
  type TAuditEntry,
  type TOrganisationRole,
  type TRetentionDays,
} from '@crowdeck/core';
import type { TPresenterKey } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/dates';

type TTranslate = (key: TPresenterKey, options?: Record<string, unknown>) => string;

/** The target cell of an entry: a name or title (shown as typed) and a line of details. */
export interface TAuditTargetText {
  /** An address, a deck's title, or the organisation; user text, shown in its own direction. */
  name: string;
  detail: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const isRole = (value: unknown): value is TOrganisationRole =>
  ORGANISATION_ROLES.includes(value as TOrganisationRole);

const FIELD_KEYS: Record<string, TPresenterKey> = {
  theme: 'audit.field.theme',
  themeLocked: 'audit.field.themeLocked',
  whiteLabel: 'audit.field.whiteLabel',
  audienceHost: 'audit.field.audienceHost',
  ssoProtocol: 'audit.field.ssoProtocol',
  ssoIssuer: 'audit.field.ssoIssuer',
  ssoClientId: 'audit.field.ssoClientId',
  ssoClientSecret: 'audit.field.ssoClientSecret',
  samlEntryPoint: 'audit.field.samlEntryPoint',
  samlIdpEntityId: 'audit.field.samlIdpEntityId',
  samlIdpCert: 'audit.field.samlIdpCert',
  ssoRequired: 'audit.field.ssoRequired',
};

/** Export formats by the names people know them by. */
const FORMAT_NAMES: Record<string, string> = { xlsx: 'Excel', csv: 'CSV', pdf: 'PDF' };

function retentionText(t: TTranslate, value: unknown): string {
  const days = value as TRetentionDays;
  return days === null ? t('privacy.forever') : t(`privacy.days${days}`);
}

function roleText(t: TTranslate, value: unknown): string {
  return isRole(value) ? t(`organisation.role.${value}`) : String(value);
}

const IDENTITY_MODE_KEYS: Record<string, TPresenterKey> = {
  anonymous: 'audit.mode.anonymous',
  nickname: 'audit.mode.nickname',
  organisation: 'audit.mode.organisation',
  roster: 'audit.mode.roster',
};

function identityModeText(t: TTranslate, value: unknown): string {
  const key = typeof value === 'string' ? IDENTITY_MODE_KEYS[value] : undefined;
  return key ? t(key) : String(value);
}

/** Who acted: their address then, or the server's operator. */
export function auditActorText(t: TTranslate, entry: TAuditEntry): string {
  return entry.actorUserId === null && entry.actorLabel === 'operator'
    ? t('audit.operator')
    : entry.actorLabel;
}

/** What an entry was about, in the app's language, from its target and details. */
export function auditTargetText(t: TTranslate, entry: TAuditEntry): TAuditTargetText {
  const { details } = entry;
  const email = text(details.email);
  switch (entry.action) {
    case 'memberInvited':
    case 'memberJoined':
      return {
        name: email ?? '',
        detail: [
          t('audit.detail.role', { role: roleText(t, details.role) }),
          details.via === 'sso' ? t('audit.detail.viaSso') : null,
        ]
          .filter(Boolean)
          .join(', '),
      };
    case 'memberRemoved':
      return {
        name: email ?? '',
        detail: details.left ? t('audit.detail.left') : roleText(t, details.role),
      };
    case 'memberRoleChanged':
    case 'ownershipTransferred':
      return {
        name: email ?? '',
        detail: t('audit.detail.change', {
          from: roleText(t, details.from),
          to: roleText(t, details.to),
        }),
      };
    case 'retentionChanged':
      return {
        name: t('audit.target.organisation'),
        detail: t('audit.detail.change', {
          from: retentionText(t, details.from),
          to: retentionText(t, details.to),
        }),
      };
    case 'runExported':
    case 'runDeleted': {
      const session = t('audit.detail.session', { date: formatDate(text(details.startedAt)) });
      const format = text(details.format);
      return {
        name: text(details.deckTitle) ?? t('audit.target.gone'),
        detail: format ? `${session} · ${FORMAT_NAMES[format] ?? format}` : session,
      };
    }
    case 'deckDeleted':
      return { name: text(details.title) ?? t('audit.target.gone'), detail: null };
    case 'rosterChanged': {
      const count = typeof details.names === 'number' ? details.names : 0;
      return {
        name: text(details.title) ?? t('audit.target.gone'),
        detail:
          details.change === 'cleared'
            ? t('audit.detail.rosterCleared')
            : details.change === 'replaced'
              ? t('audit.detail.rosterReplaced', { count })
              : t('audit.detail.rosterUploaded', { count }),
      };
    }
    case 'identityModeChanged':
      return {
        name: text(details.title) ?? t('audit.target.gone'),
        detail: t('audit.detail.change', {
          from: identityModeText(t, details.from),
          to: identityModeText(t, details.to),
        }),
      };
    default: {
      const domain = text(details.domain);
      if (domain) {
        const change = details.change;
        return {
          name: domain,
          detail:
            change === 'verified'
              ? t('audit.detail.domainVerified')
              : change === 'removed'
                ? t('audit.detail.domainRemoved')
                : t('audit.detail.domainClaimed'),
        };
      }
      const fields = Array.isArray(details.fields) ? details.fields : [];
      return {
        name: t('audit.target.organisation'),
        detail:
          fields.length > 0
            ? t('audit.detail.fields', {
                fields: fields.map((f) => (FIELD_KEYS[f] ? t(FIELD_KEYS[f]) : f)).join(', '),
              })
            : null,
      };
    }
  }
}
