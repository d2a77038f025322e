import { API_PATHS, type TSlide } from '@crowdeck/core';
import type { TLiveFixture } from './live-fixture';
import { registerUser } from './test-app';

/**
 * An organisation the operator makes (the fixture needs `operator: true`) with an owner and two
 * members, and an outsider of it; the owner has a deck titled `title` with one poll slide.
 */
export async function createOrganisationDeck(live: TLiveFixture, title: string) {
  const { members } = await live.organisation(['owner', 'member', 'member']);
  const [owner, first, second] = members;
  const outsider = await registerUser(live.app);
  const deck = (await live.as(owner, 'POST', API_PATHS.presentationCreate, { title })).json()
    .id as string;
  const slide = (
    await live.as(owner, 'POST', API_PATHS.slideCreate, { presentationId: deck, type: 'poll' })
  ).json() as TSlide;
  return { owner, members: [first, second] as const, outsider, deck, slide };
}
