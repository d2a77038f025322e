/** Texts of the organisation page, the invitation page and the account's organisation section. */
export const enOrganisation = {
  'title.organisation': 'Organisation',
  'title.invitation': 'Invitation',
  'nav.organisation': 'Organisation',

  'organisation.role.owner': 'Owner',
  'organisation.role.admin': 'Admin',
  'organisation.role.member': 'Member',
  'organisation.rolesHint':
    'Owners and admins manage members and settings; only owners can make someone an owner. Members use the plan and the brand.',

  'organisation.eyebrow': 'Organisation',
  'organisation.subnavLabel': 'Organisation settings',
  'organisation.subnav.members': 'Members',
  'organisation.subnav.signIn': 'Sign-in and domains',
  'organisation.subnav.branding': 'Branding',
  'organisation.loadFailed': 'We could not load your organisation. {{reason}}',
  'organisation.retry': 'Try again',
  'organisation.noneTitle': 'You are not in an organisation',
  'organisation.noneBody':
    'An organisation shares one plan and one brand among its people. To join one, ask one of its owners or admins to invite you: the mail has a link that brings you in.',
  'organisation.noneAction': 'Back to your account',

  'organisation.summaryTitle': 'Overview',
  'organisation.yourRole': 'Your role',
  'organisation.plan': 'Plan',
  'organisation.planNone': 'None: each member’s own plan applies',
  'organisation.audienceLimit': 'Audience limit',

  'organisation.membersTitle': 'Members',
  'organisation.membersCount_one': '{{count, number}} member',
  'organisation.membersCount_other': '{{count, number}} members',
  'organisation.you': 'You',
  'organisation.joined': 'Joined',
  'organisation.lastSignIn': 'Last sign-in',
  'organisation.never': 'Never',
  'organisation.roleOf': 'Role of {{name}}',
  'organisation.roleSaved': '{{name}} is now {{role}}.',
  'organisation.remove': 'Remove',
  'organisation.removeLabel': 'Remove {{name}}',
  'organisation.removeTitle': 'Remove {{name}}?',
  'organisation.removeBody':
    '{{name}} loses the organisation’s plan and brand at once. Their presentations stay theirs. To come back they need a new invitation.',
  'organisation.removing': 'Removing…',
  'organisation.removed': '{{name}} was removed from the organisation.',

  'organisation.inviteTitle': 'Invite someone',
  'organisation.inviteHint':
    'We mail them a link that works once, for 7 days. They sign in or create an account with this address.',
  'organisation.inviteEmail': 'Email',
  'organisation.inviteRole': 'Role',
  'organisation.inviteOwnerHint': 'Only owners can invite owners.',
  'organisation.inviteSubmit': 'Send invitation',
  'organisation.inviteSending': 'Sending…',
  'organisation.inviteSent': 'Invitation sent to {{email}}.',

  'organisation.invitationsTitle': 'Pending invitations',
  'organisation.invitationsEmpty':
    'No pending invitations. People you invite appear here until they accept.',
  'organisation.invitationExpires': 'Link valid until {{date}}',
  'organisation.revoke': 'Revoke',
  'organisation.revokeLabel': 'Revoke the invitation to {{email}}',
  'organisation.revoked': 'The invitation to {{email}} was revoked; its link no longer works.',

  'organisation.leaveTitle': 'Leave the organisation',
  'organisation.leaveBody':
    'You keep your account and your presentations; the organisation’s plan and brand no longer apply to them.',
  'organisation.leave': 'Leave {{name}}',
  'organisation.leaveConfirmTitle': 'Leave {{name}}?',
  'organisation.leaveConfirmBody':
    'You lose the organisation’s plan and brand at once. To come back, you need a new invitation.',
  'organisation.leaveConfirm': 'Leave',
  'organisation.leaving': 'Leaving…',
  'organisation.left': 'You left {{name}}.',

  'invitation.title': 'Join an organisation?',
  'invitation.body':
    'You were invited to an organisation on Crowdeck; the invitation mail names it. Once you join, its plan and brand apply to your presentations, and its owners and admins see your name, email and last sign-in.',
  'invitation.signedInAs': 'You will join as {{email}}.',
  'invitation.accept': 'Accept and join',
  'invitation.accepting': 'Joining…',
  'invitation.notNow': 'Not now',
  'invitation.joined': 'You joined {{name}}.',
  'invitation.signInTitle': 'Sign in to accept your invitation',
  'invitation.signInBody':
    'Sign in, or create your account, with the email address the invitation was sent to. We bring you back here afterwards.',
  'invitation.register': 'Create an account',
  'invitation.login': 'Sign in',
  'invitation.missingTitle': 'This invitation link is incomplete',
  'invitation.missingBody':
    'Open the link from the invitation mail again, exactly as it came. If it still does not work, ask for a new invitation.',
  'invitation.refusedTitle': 'This invitation can’t be accepted',
  'invitation.invalidHelp':
    'Links work once and for 7 days; an owner or admin of the organisation can send you a new one.',
  'invitation.otherEmailHelp':
    'You are signed in as {{email}}. Log out here, then sign in or create an account with the invited address: we bring you back to this page.',
  'invitation.alreadyMember':
    'You already belong to an organisation, and a person can be in only one. Leave it on your organisation page first, then open the link again.',
  'invitation.logOut': 'Log out',
  'invitation.toOrganisation': 'Go to your organisation',
  'invitation.toHome': 'Go to your presentations',

  'account.organisationTitle': 'Organisation',
  'account.organisationName': 'Name',
  'account.organisationOpen': 'Open the organisation page',
};
