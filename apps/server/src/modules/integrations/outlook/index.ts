import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../../config';
import type { TDatabase } from '../../../db/client';
import { createOutlookAddinId } from '../instance-settings.repository';
import { registerOutlookPages } from './pages';

/** The Outlook add-in: manifest, package, icons and task pane (docs/integrations/outlook.md). */
export function registerOutlookAddin(
  app: FastifyInstance,
  deps: { db: TDatabase; config: TConfig; presenterDist: string },
): void {
  registerOutlookPages(app, {
    config: deps.config,
    distDir: deps.presenterDist,
    addinId: createOutlookAddinId(deps.db),
  });
}
