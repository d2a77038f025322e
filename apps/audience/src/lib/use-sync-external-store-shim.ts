// wouter imports the use-sync-external-store shim for React 16/17; React 19 has the hook built in,
// so vite.config.ts points the shim here and the phone does not download it.
export { useSyncExternalStore } from 'react';
