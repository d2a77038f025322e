import type { TMembership } from './organisation';

/**
 * Organisation templates: an owner or admin of an organisation publishes one of their own decks
 * as a template; the members of the organisation its owner belongs to see it in the gallery and
 * start decks from a copy. Nobody outside that organisation sees it.
 */

/** Whether the caller may publish their deck as a template, or take one back: owners and admins. */
export const mayPublishOrganisationTemplate = (membership: TMembership | null): boolean =>
  membership !== null && (membership.role === 'owner' || membership.role === 'admin');

/**
 * Whether the caller sees and may start from this deck as a template: it is published, and its
 * owner belongs to the caller's organisation.
 */
export const mayUseOrganisationTemplate = (
  membership: TMembership | null,
  template: { isOrganisationTemplate: boolean; ownerOrganisationId: string | null },
): boolean =>
  membership !== null &&
  template.isOrganisationTemplate &&
  template.ownerOrganisationId === membership.organisation.id;
