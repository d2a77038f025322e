/**
 * Every "may this actor do this to that" of the server, one named function each. Routes, socket
 * handlers, jobs and the admin CLI load what they act on, ask one of these, and refuse with
 * `authorize` (the same 404 a missing object gets) when the answer is no. Nothing else decides
 * access; `policies.test.ts` tables every rule.
 */
export { authorize } from './authorize';
export {
  mayFollowImport,
  mayJoinPresenterRoom,
  mayManageDeck,
  mayPayCheckout,
  mayRevokeGrant,
} from './presenter';
export {
  mayDeleteAccount,
  mayGrantRoles,
  mayManageOrganisation,
  mayReadAuditLog,
  mayReadOrganisation,
} from './organisation';
export {
  deckAccessOf,
  mayEditDeck,
  mayJoinDeckEditors,
  mayPresentDeck,
  mayTakeDeckField,
  mayReceiveShare,
  mayShareDeck,
  mayViewDeck,
} from './deck';
export type { TDeckShareFacts } from './deck';
export { mayRemoteReach, mayRemoteUnpair } from './remote';
export { mayEmbedResume, mayEmbedView } from './embed';
export { mayGrantReach, mayLinkZoomMeeting } from './integration-grant';
export { mayEraseParticipantData } from './participant';
export {
  mayJoinWithIdentity,
  mayRequireOrganisationSignIn,
  maySuggestRosterNames,
  mayTakeRosterName,
} from './identified';
export { mayClaimExtraTime, mayGiveExtraTime } from './extra-time';
export {
  isBalancedByServer,
  mayChangeTeam,
  teamForNewParticipant,
  type TTeamChangeRefusal,
  type TTeamDecision,
} from './teams';
export {
  mayJoinAssignmentWithIdentity,
  mayRemoveAssignmentParticipant,
  mayStartAssignmentWithNickname,
  mayTakeAssignment,
} from './assignment';
export { mayPublishOrganisationTemplate, mayUseOrganisationTemplate } from './template';
export type { TParticipantDataActor } from './participant';
export { bearerTokenOf, isOperator, mayScrapeMetrics } from './operator';
export type { TGrantHolder } from './integration-grant';
export type { TMembership } from './organisation';
