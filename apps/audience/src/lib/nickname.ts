import { LIVE_LIMITS } from '@crowdeck/core';

// Friendly, harmless words only: suggestions are shown on a shared screen.
const ADJECTIVES = [
  'Brave',
  'Clever',
  'Cosmic',
  'Curious',
  'Daring',
  'Dizzy',
  'Eager',
  'Fearless',
  'Fluffy',
  'Gentle',
  'Happy',
  'Jolly',
  'Lucky',
  'Mighty',
  'Nimble',
  'Plucky',
  'Quick',
  'Quiet',
  'Rapid',
  'Shiny',
  'Sleepy',
  'Snappy',
  'Sunny',
  'Swift',
  'Witty',
  'Zesty',
  'Bold',
  'Bright',
  'Calm',
  'Cheery',
] as const;

const ANIMALS = [
  'Otter',
  'Panda',
  'Falcon',
  'Koala',
  'Lynx',
  'Penguin',
  'Fox',
  'Badger',
  'Dolphin',
  'Gecko',
  'Hedgehog',
  'Heron',
  'Llama',
  'Lemur',
  'Moose',
  'Narwhal',
  'Owl',
  'Puffin',
  'Quokka',
  'Raccoon',
  'Seal',
  'Sloth',
  'Tiger',
  'Turtle',
  'Walrus',
  'Wombat',
  'Yak',
  'Zebra',
  'Beaver',
  'Capybara',
] as const;

function pick<T>(list: readonly T[], random: () => number): T {
  const index = Math.min(list.length - 1, Math.floor(random() * list.length));
  return list[index] as T;
}

/** A friendly random nickname such as "Brave Otter", different from `previous` when given. */
export function suggestNickname(previous?: string, random: () => number = Math.random): string {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const name = `${pick(ADJECTIVES, random)} ${pick(ANIMALS, random)}`;
    if (name !== previous && name.length <= LIVE_LIMITS.participantNameMax) return name;
  }
  // A random source stuck on one value (tests, broken RNG): walk the list instead.
  const fallbackIndex =
    (ADJECTIVES.findIndex((a) => previous?.startsWith(a)) + 1) % ADJECTIVES.length;
  return `${ADJECTIVES[fallbackIndex]} ${ANIMALS[0]}`;
}

/** Number of distinct suggestions, for tests and docs. */
export const NICKNAME_COMBINATIONS = ADJECTIVES.length * ANIMALS.length;
