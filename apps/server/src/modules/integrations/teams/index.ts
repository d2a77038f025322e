import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../../config';
import type { TDatabase } from '../../../db/client';
import { createTeamsAppId } from '../instance-settings.repository';
import { registerTeamsPages } from './pages';

/** The Microsoft Teams meeting app: its package and pages (docs/integrations/teams.md). */
export function registerTeamsApp(
  app: FastifyInstance,
  deps: { db: TDatabase; config: TConfig; presenterDist: string },
): void {
  registerTeamsPages(app, {
    config: deps.config,
    distDir: deps.presenterDist,
    appId: createTeamsAppId(deps.db),
  });
}
