import type { TDatabase } from '../../db/client';
import { findOrganisationBrand } from '../../db/organisation-brand';
import { createOptionsRepository } from './options.repository';
import { createPresentationsRepository } from './presentations.repository';
import { createDeckSharesRepository } from './deck-shares.repository';
import { createSlidesRepository } from './slides.repository';
import { asDatabase } from '../../db/sql-rows';
import { eq } from 'drizzle-orm';
import { organisationMembers, organisations } from '../../db/schema';

function createDeckRepositories(db: TDatabase) {
  return {
    presentations: createPresentationsRepository(db),
    slides: createSlidesRepository(db),
    options: createOptionsRepository(db),
    shares: createDeckSharesRepository(db),
    /** The brand of the organisation the owner belongs to (its theme, lock, white label). */
    organisationBrand: (ownerId: string) => findOrganisationBrand(db, ownerId),
    /** The owner's organisation and whether its single sign-on is set up (null outside one). */
    async organisationSso(ownerId: string) {
      const [row] = await db
        .select({
          organisationId: organisations.id,
          protocol: organisations.ssoProtocol,
          issuer: organisations.ssoIssuer,
          clientId: organisations.ssoClientId,
          clientSecret: organisations.ssoClientSecret,
          entryPoint: organisations.samlEntryPoint,
          idpCert: organisations.samlIdpCert,
        })
        .from(organisationMembers)
        .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
        .where(eq(organisationMembers.userId, ownerId));
      if (!row) return { organisationId: null, ssoReady: false };
      const ssoReady =
        row.protocol === 'saml'
          ? Boolean(row.entryPoint && row.idpCert)
          : Boolean(row.issuer && row.clientId && row.clientSecret);
      return { organisationId: row.organisationId, ssoReady };
    },
  };
}

/** The deck's three repositories, bound to one connection or transaction. */
export type TDeckRepositories = ReturnType<typeof createDeckRepositories>;

/** Deck repositories plus `transaction`, which runs a unit of work on repositories bound to it. */
export function createDeckStore(db: TDatabase) {
  return {
    ...createDeckRepositories(db),
    /** Runs `work` in one transaction: all of it is applied, or none. */
    transaction<T>(work: (repos: TDeckRepositories) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createDeckRepositories(asDatabase(tx))));
    },
  };
}

export type TDeckStore = ReturnType<typeof createDeckStore>;
