import { lazy, Suspense, useEffect } from 'react';
import type { ExternalToast } from 'sonner';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@crowdeck/core';

/**
 * Toasts without sonner in the first download (~9 KB gzipped): the library loads right after the
 * first render, and a toast asked for before that is shown as soon as the toaster listens.
 */
const loadSonner = () => import('sonner');

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Rendered after sonner's Toaster: its effect runs once the toaster has subscribed. */
function ToasterReady() {
  useEffect(() => markReady(), []);
  return null;
}

/** The one toaster of the app (root view). */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={TOAST_POSITION}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
      />
      <ToasterReady />
    </Suspense>
  );
}

type TKind = 'success' | 'error' | 'info';

function show(kind: TKind, message: string, options?: ExternalToast): void {
  void Promise.all([loadSonner(), ready]).then(([{ toast }]) => toast[kind](message, options));
}

/** sonner's toast calls the app uses, the same signatures. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  dismiss: (id?: string | number) => {
    void Promise.all([loadSonner(), ready]).then(([{ toast }]) => toast.dismiss(id));
  },
};
