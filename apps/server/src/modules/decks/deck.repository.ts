import type { TDatabase } from '../../db/client';
import { findOrganisationBrand } from '../../db/organisation-brand';
import { createOptionsRepository } from './options.repository';
import { createPresentationsRepository } from './presentations.repository';
import { createDeckSharesRepository } from './deck-shares.repository';
import { createSlidesRepository } from './slides.repository';
import { createStore } from '../../db/queries';
import { findOrganisationSso } from '../../db/organisation-sso';

function createDeckRepositories(db: TDatabase) {
  return {
    presentations: createPresentationsRepository(db),
    slides: createSlidesRepository(db),
    options: createOptionsRepository(db),
    shares: createDeckSharesRepository(db),
    /** The brand of the organisation the owner belongs to (its theme, lock, white label). */
    organisationBrand: (ownerId: string) => findOrganisationBrand(db, ownerId),
    /** The owner's organisation and whether its single sign-on is set up (null outside one). */
    organisationSso: (ownerId: string) => findOrganisationSso(db, ownerId),
  };
}

/** The deck's three repositories, bound to one connection or transaction. */
export type TDeckRepositories = ReturnType<typeof createDeckRepositories>;

/** Deck repositories plus `transaction`, which runs a unit of work on repositories bound to it. */
export function createDeckStore(db: TDatabase) {
  return createStore(db, createDeckRepositories);
}

export type TDeckStore = ReturnType<typeof createDeckStore>;
