/** English messages of privacy: how long sessions are kept, and when each is deleted. */
export const enPrivacy = {
  'privacy.title': 'Data retention',
  'privacy.explain':
    'Ended sessions — their participants, answers, Q&A and reports — are deleted for good once they are older than this.',
  'privacy.accountLabel': 'Keep my ended sessions',
  'privacy.organisationLabel': 'Keep the organisation’s ended sessions',
  'privacy.forever': 'Until I delete them',
  'privacy.days30': '30 days',
  'privacy.days90': '90 days',
  'privacy.days365': '365 days',
  'privacy.hint': 'Counted from the end of each session. A daily job deletes what is older.',
  'privacy.adminsChange': 'Owners and admins of the organisation can change this.',
  'privacy.organisationApplies':
    'Your organisation’s setting applies to your sessions while you belong to it: {{setting}}.',
  'privacy.saved': 'Retention saved.',
  'privacy.col.deleteAt': 'Deleted on',
  'privacy.keptForever': 'Kept',
  'privacy.deletedOn': 'It will be deleted on {{date}}.',
  'privacy.notScheduled': 'It is kept until you delete it.',
  'accountData.title': 'Your data',
  'accountData.downloadHint':
    'Download everything Crowdeck keeps of your account as one zip: your profile, your presentations with their slides and images, and every session with its answers and report.',
  'accountData.download': 'Download my data',
  'accountData.downloading': 'Preparing your download…',
  'accountData.deleteTitle': 'Delete account',
  'accountData.deleteHint':
    'Deleting your account deletes your presentations, sessions, answers, reports and images for good. It cannot be undone.',
  'accountData.delete': 'Delete my account…',
  'accountData.confirmLabel': 'Type your email address ({{email}}) to confirm',
  'accountData.password': 'Password',
  'accountData.passwordHint': 'Leave empty if you sign in through your organisation.',
  'accountData.deleteConfirm': 'Delete my account for good',
  'accountData.deleting': 'Deleting…',
  'accountData.deleted': 'Your account and all its data were deleted.',
  'reports.col.actions': 'Actions',
  'reports.deleteParticipant': 'Delete data',
  'reports.deleteParticipantNamed': 'Delete data of {{name}}',
  'reports.deleteParticipantTitle': 'Delete this participant’s data?',
  'reports.deleteParticipantBody':
    '{{name}}’s nickname, answers and questions are deleted from this session for good, and the results, leaderboard and downloads are counted again without them.',
  'reports.deleteParticipantConfirm': 'Delete this participant’s data',
  'reports.participantDeleted': 'Participant’s data deleted.',
};
