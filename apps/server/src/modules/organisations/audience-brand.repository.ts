import { hasCustomPlan } from '@crowdeck/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { findRow } from '../../db/queries';
import { organisationMembers, organisations, presentations } from '../../db/schema';
import type { TOrganisationRow } from '../../db/schema';

/** What the audience page shows of a white-label organisation before the live state arrives. */
export interface TAudiencePageBrand {
  name: string;
  logoUrl: string | null;
  primaryColour: string | null;
}

/** A page's brand with the organisation it belongs to (a code's deck must be that one's). */
export interface TBrandOwner {
  organisationId: string;
  brand: TAudiencePageBrand | null;
}

/** Page loads are cached this long (a room of thousands loads the page at once). */
const CACHE_MS = 10_000;

function toPageBrand(row: TOrganisationRow | undefined): TAudiencePageBrand | null {
  if (!row || !hasCustomPlan(row.plan) || !row.whiteLabel) return null;
  return {
    name: row.name,
    logoUrl: row.theme?.logoUrl ?? null,
    primaryColour: row.theme?.primaryColour ?? null,
  };
}

/** The host without its port, lower-case. */
export function hostnameOf(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '');
}

/**
 * Looks up the white-label brand of an audience page: by the own domain it was opened on, or by
 * the join code in its path. Answers are cached briefly; unknown hosts and codes too.
 */
export function createAudienceBrandLookup(
  db: TDatabase,
  isServerOwnHost: (host: string) => boolean = () => false,
) {
  const cache = new Map<string, { at: number; brand: Promise<TBrandOwner | null> }>();

  function cached(key: string, read: () => Promise<TBrandOwner | null>) {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.brand;
    if (cache.size > 10_000) cache.clear();
    const brand = read().catch(() => null);
    cache.set(key, { at: now, brand });
    return brand;
  }

  const owner = (row: TOrganisationRow | undefined): TBrandOwner | null =>
    row ? { organisationId: row.id, brand: toPageBrand(row) } : null;

  return {
    /**
     * The organisation whose verified own audience domain is `host` (with or without port), with
     * its brand; never for a host of this server.
     */
    byHost(host: string): Promise<TBrandOwner | null> {
      const full = host.toLowerCase();
      if (isServerOwnHost(full)) return Promise.resolve(null);
      return cached(`host:${full}`, async () => {
        for (const candidate of new Set([full, hostnameOf(full)])) {
          const row = await findRow(
            db,
            organisations,
            and(
              eq(organisations.audienceHost, candidate),
              isNotNull(organisations.audienceHostVerifiedAt),
            ),
          );
          if (row) return owner(row);
        }
        return null;
      });
    },

    /** The organisation of the deck with this join code's owner, with its brand, or null. */
    byCode(code: string): Promise<TBrandOwner | null> {
      return cached(`code:${code}`, async () => {
        const [row] = await db
          .select({ organisation: organisations })
          .from(presentations)
          .innerJoin(organisationMembers, eq(organisationMembers.userId, presentations.ownerId))
          .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
          .where(eq(presentations.uniqueCode, code));
        return owner(row?.organisation);
      });
    },
  };
}

export type TAudienceBrandLookup = ReturnType<typeof createAudienceBrandLookup>;

/**
 * The verified own audience domains of organisations on Custom, kept in memory for the API's CORS
 * check (which cannot wait for the database) and read again every `refreshMs`. A host of this
 * server is never one of them.
 */
export function createAudienceHosts(
  db: TDatabase,
  isServerOwnHost: (host: string) => boolean = () => false,
  refreshMs = 30_000,
) {
  let hosts = new Set<string>();
  async function refresh(): Promise<void> {
    const rows = await db
      .select({ host: organisations.audienceHost, plan: organisations.plan })
      .from(organisations)
      .where(isNotNull(organisations.audienceHostVerifiedAt));
    hosts = new Set(
      rows.flatMap((row) =>
        row.host && hasCustomPlan(row.plan) && !isServerOwnHost(row.host) ? [row.host] : [],
      ),
    );
  }
  const timer = setInterval(() => void refresh().catch(() => undefined), refreshMs);
  timer.unref();
  return {
    refresh,
    /** Whether a page at `origin` is an organisation's own audience domain. */
    allowsOrigin(origin: string): boolean {
      return this.hostOf(origin) !== null;
    },
    /** The own audience domain (as stored) a page at `origin` is on, or null. */
    hostOf(origin: string): string | null {
      if (!URL.canParse(origin)) return null;
      const url = new URL(origin);
      if (hosts.has(url.host)) return url.host;
      return hosts.has(url.hostname) ? url.hostname : null;
    },
    stop: () => clearInterval(timer),
  };
}

export type TAudienceHosts = ReturnType<typeof createAudienceHosts>;
