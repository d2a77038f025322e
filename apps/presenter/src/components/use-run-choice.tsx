import type { TRunStatus } from '@crowdeck/core';
import { useState, type ReactNode } from 'react';
import { RunChoiceModal } from './run-choice-modal';
import { chooseRun, findEarlierRun } from '../live/session-end';

/**
 * Presenting a deck whose last session has results: the choice between continuing it and
 * starting a new one is made here, before the big screen opens. `present(go)` asks when it
 * should and calls `go` once chosen (at once when there is nothing to ask).
 */
export function useRunChoice(deckId: string): {
  present: (go: () => void) => Promise<void>;
  dialog: ReactNode;
} {
  const [asked, setAsked] = useState<{ run: TRunStatus; go: () => void } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const choose = async (mode: 'continue' | 'new') => {
    if (!asked) return;
    setIsBusy(true);
    const chosen = await chooseRun(deckId, mode);
    setIsBusy(false);
    if (!chosen) return;
    setAsked(null);
    asked.go();
  };

  return {
    async present(go) {
      const run = await findEarlierRun(deckId);
      if (run) setAsked({ run, go });
      else go();
    },
    dialog: asked ? (
      <RunChoiceModal
        run={asked.run}
        isBusy={isBusy}
        onContinue={() => void choose('continue')}
        onNew={() => void choose('new')}
        onClose={() => setAsked(null)}
      />
    ) : null,
  };
}
