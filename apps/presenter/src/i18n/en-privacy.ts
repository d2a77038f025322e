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
};
