/** English catalogue of the audience app. */
export const en = {
  brand: 'Crowdeck',
  join: {
    title: 'Join a presentation',
    lead: 'Enter the code shown on the presenter’s screen.',
    codeLabel: 'Code',
    codeHint: '8 digits, for example 1234 5678',
    submit: 'Join',
    invalidCode: 'A code has 8 digits. Check the screen and try again.',
  },
  session: {
    title: 'Presentation {{code}}',
    unavailable:
      'Live sessions are not open on this server yet. Keep this page open or try again later.',
    back: 'Use another code',
  },
  notFound: { title: 'Page not found', back: 'Go to the join page' },
  loading: 'Loading…',
} as const;
