import { hasCustomPlan } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { organisationMembers, organisations, presentations } from '../../db/schema';
import type { TOrganisationRow } from '../../db/schema';

/** What the audience page shows of a white-label organisation before the live state arrives. */
export interface TAudiencePageBrand {
  name: string;
  logoUrl: string | null;
  primaryColour: string | null;
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
export function createAudienceBrandLookup(db: TDatabase) {
  const cache = new Map<string, { at: number; brand: Promise<TAudiencePageBrand | null> }>();

  function cached(key: string, read: () => Promise<TAudiencePageBrand | null>) {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.brand;
    if (cache.size > 10_000) cache.clear();
    const brand = read().catch(() => null);
    cache.set(key, { at: now, brand });
    return brand;
  }

  return {
    /** The brand of the organisation whose own audience domain is `host` (with or without port). */
    byHost(host: string): Promise<TAudiencePageBrand | null> {
      const full = host.toLowerCase();
      return cached(`host:${full}`, async () => {
        for (const candidate of new Set([full, hostnameOf(full)])) {
          const [row] = await db
            .select()
            .from(organisations)
            .where(eq(organisations.audienceHost, candidate));
          if (row) return toPageBrand(row);
        }
        return null;
      });
    },

    /** The white-label brand of the deck with this join code's owner, or null. */
    byCode(code: string): Promise<TAudiencePageBrand | null> {
      return cached(`code:${code}`, async () => {
        const [row] = await db
          .select({ organisation: organisations })
          .from(presentations)
          .innerJoin(organisationMembers, eq(organisationMembers.userId, presentations.ownerId))
          .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
          .where(eq(presentations.uniqueCode, code));
        return toPageBrand(row?.organisation);
      });
    },
  };
}

export type TAudienceBrandLookup = ReturnType<typeof createAudienceBrandLookup>;

/**
 * The own audience domains of organisations on Custom, kept in memory for the API's CORS check
 * (which cannot wait for the database) and read again every `refreshMs`.
 */
export function createAudienceHosts(db: TDatabase, refreshMs = 30_000) {
  let hosts = new Set<string>();
  async function refresh(): Promise<void> {
    const rows = await db
      .select({ host: organisations.audienceHost, plan: organisations.plan })
      .from(organisations);
    hosts = new Set(rows.flatMap((row) => (row.host && hasCustomPlan(row.plan) ? [row.host] : [])));
  }
  const timer = setInterval(() => void refresh().catch(() => undefined), refreshMs);
  timer.unref();
  return {
    refresh,
    /** Whether a page at `origin` is an organisation's own audience domain. */
    allowsOrigin(origin: string): boolean {
      try {
        const url = new URL(origin);
        return hosts.has(url.host) || hosts.has(url.hostname);
      } catch {
        return false;
      }
    },
    stop: () => clearInterval(timer),
  };
}

export type TAudienceHosts = ReturnType<typeof createAudienceHosts>;
