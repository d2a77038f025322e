/**
 * How the end-to-end specs and the phone benchmark start Debian's Chromium: headless, without a
 * sandbox, and without its own background traffic (QUIC, updates, sync).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
