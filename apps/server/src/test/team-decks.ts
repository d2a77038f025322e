import { API_PATHS, defaultTeams, type TSlideType, type TTeamSettings } from '@crowdeck/core';
import { getDeck } from './deck-factories';
import type { TLiveFixture } from './live-fixture';
import { markCorrect } from './live-clients';

/**
 * A deck of the given slides in team mode (three default teams, average score, phones choose,
 * one phone each, unless `teams` says otherwise), its first quiz answer marked correct when
 * `quizAt` is given; read back as the presenter sees it.
 */
export async function createTeamDeck(
  live: TLiveFixture,
  slides: TSlideType[],
  teams: Partial<TTeamSettings> = {},
  quizAt?: number,
) {
  const created = await live.deck(slides);
  if (quizAt !== undefined) await markCorrect(live.app, live.token, created, quizAt);
  const settings: TTeamSettings = {
    teams: defaultTeams(3),
    score: 'average',
    assign: 'choose',
    sharedDevice: false,
    ...teams,
  };
  await live.callOk('PUT', `${API_PATHS.presentationUpdate}${created.id}/`, { teams: settings });
  return getDeck(live.app, live.token, created.id);
}
