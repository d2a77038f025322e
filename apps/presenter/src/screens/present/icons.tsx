/*
 * Small inline icons of present mode, drawn as SVG so they look the same on every presenter
 * machine (a kiosk or headless browser may have no emoji font). Paths from Material Icons (Apache-2.0).
 */

import type { ReactNode } from 'react';

/** A round face of this colour: its eyes, its mouth's curve, then anything more (a tear). */
function face(skin: string, mouth: string, more?: ReactNode) {
  return (
    <svg viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="10" fill={skin} />
      <circle cx="8.5" cy="10" r="1.5" fill="#3b2a00" />
      <circle cx="15.5" cy="10" r="1.5" fill="#3b2a00" />
      <path d={mouth} fill="none" stroke="#3b2a00" strokeWidth="1.6" strokeLinecap="round" />
      {more}
    </svg>
  );
}

/** One icon per reaction kind, in its colour. */
export const REACTION_ICONS = {
  hearts: (
    <svg viewBox="0 0 24 24">
      <path
        fill="#E21B3C"
        d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z"
      />
    </svg>
  ),
  smiles: face('#F7C325', 'M7.5 14c1 2 2.6 3 4.5 3s3.5-1 4.5-3'),
  likes: (
    <svg viewBox="0 0 24 24">
      <path
        fill="#1368CE"
        d="M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z"
      />
    </svg>
  ),
  sads: face(
    '#8FB8F0',
    'M7.5 17c1-1.8 2.6-2.7 4.5-2.7s3.5.9 4.5 2.7',
    <path
      d="M17.5 11.5c0 1.2-.7 2-1.3 2s-1.2-.8-1.2-2 1.2-2.6 1.2-2.6 1.3 1.4 1.3 2.6z"
      fill="#1368CE"
    />,
  ),
} as const;

/** People, for the player count. */
export function PeopleIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16 11c1.66 0 2.99-1.34 2.99-3S17.66 5 16 5c-1.66 0-3 1.34-3 3s1.34 3 3 3zm-8 0c1.66 0 2.99-1.34 2.99-3S9.66 5 8 5C6.34 5 5 6.34 5 8s1.34 3 3 3zm0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5c0-2.33-4.67-3.5-7-3.5zm8 0c-.29 0-.62.02-.97.05 1.16.84 1.97 1.97 1.97 3.45V19h6v-2.5c0-2.33-4.67-3.5-7-3.5z"
      />
    </svg>
  );
}

/** A speaker, with waves when sound is on and a cross when it is off. */
export function SoundIcon({ isOn }: { isOn: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M3 9v6h4l5 5V4L7 9H3z" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d={isOn ? 'M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13' : 'M16 9l5 6M21 9l-5 6'}
      />
    </svg>
  );
}
