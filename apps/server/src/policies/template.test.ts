import type { TOrganisationRole } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { mayPublishOrganisationTemplate, mayUseOrganisationTemplate } from '.';

const ORG = 'c0000000-0000-4000-8000-000000000005';
const OTHER_ORG = 'c0000000-0000-4000-8000-000000000006';
const member = (role: TOrganisationRole, id = ORG) => ({ organisation: { id }, role });

describe('templates: who publishes an organisation template', () => {
  it.each([
    ['an owner', member('owner'), true],
    ['an admin', member('admin'), true],
    ['a member', member('member'), false],
    ['someone outside any organisation', null, false],
  ] as const)('%s → %s', (_who, membership, allowed) => {
    expect(mayPublishOrganisationTemplate(membership)).toBe(allowed);
  });
});

describe('templates: who sees and starts from an organisation template', () => {
  const published = { isOrganisationTemplate: true, ownerOrganisationId: ORG };
  it.each([
    ['a member, published in their organisation', member('member'), published, true],
    ['an admin, published in their organisation', member('admin'), published, true],
    [
      'a member, not published',
      member('member'),
      { ...published, isOrganisationTemplate: false },
      false,
    ],
    ['a member of another organisation', member('owner', OTHER_ORG), published, false],
    ['someone outside any organisation', null, published, false],
    [
      'a member, the owner left the organisation',
      member('member'),
      { ...published, ownerOrganisationId: null },
      false,
    ],
  ] as const)('%s → %s', (_who, membership, template, allowed) => {
    expect(mayUseOrganisationTemplate(membership, template)).toBe(allowed);
  });
});
