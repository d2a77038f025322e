/**
 * The session screen's chunk, which also holds socket.io-client (live/socket.ts imports it
 * statically: the screen cannot work without it, and one download costs fewer bytes and round trips
 * than two). The router's lazy route and preloadSession share this import.
 */
export const loadSessionScreen = () => import('../screens/session-screen');

let started = false;

/**
 * Starts downloading the session screen while the first render happens, instead of after it: at
 * start on a /<code> address (the QR code), and on the join page as soon as the phone types a code.
 */
export function preloadSession(): void {
  if (started) return;
  started = true;
  // A failure is not reported here: the lazy route loads the chunk again and shows its own error.
  loadSessionScreen().catch(() => (started = false));
}
