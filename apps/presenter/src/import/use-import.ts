import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TImportJob } from '@crowdeck/core';
import * as imports from '../api/imports';
import { ImportRunner } from './import-runner';

/**
 * One import for a dialog: its phase, and start, cancel and reset. Unmounting cancels what still
 * runs. `onDone` runs once when the job is done.
 */
export function useImport(onDone: (job: TImportJob) => void) {
  const [runner] = useState(() => new ImportRunner(imports));
  const phase = useSyncExternalStore(runner.subscribe, runner.getPhase);

  useEffect(() => runner.setOnDone(onDone), [runner, onDone]);
  useEffect(() => () => runner.dispose(), [runner]);

  return { phase, runner };
}
