import {
  API_PATHS,
  ROSTER_LIMITS,
  toNameKey,
  ZApiErrorSchema,
  ZRosterSuggestQuerySchema,
  ZRosterSuggestResponseSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TRateLimits } from '../../../lib/rate-limit';
import { maySuggestRosterNames } from '../../../policies';
import type { TDeckCache } from '../data/deck-cache';

/**
 * The phone's autocomplete of a roster deck: a few roster names that start with what its person
 * typed (ignoring case and accents), for an open roster deck only. Names already joined are
 * offered too (the join tells who took them), so the answer says nothing about who is here.
 */
export function registerRosterRoutes(
  app: FastifyInstance,
  deps: { decks: TDeckCache; rateLimits: Pick<TRateLimits, 'consume'> },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.audienceRoster,
    {
      schema: {
        tags: ['live'],
        summary: 'At most 5 roster names starting with what a phone typed (roster decks)',
        querystring: ZRosterSuggestQuerySchema,
        response: { 200: ZRosterSuggestResponseSchema, 429: ZApiErrorSchema },
      },
    },
    async (request, reply) => {
      await deps.rateLimits.consume('rosterSuggestPerIp', request.ip);
      reply.header('Cache-Control', 'no-store');
      const deck = await deps.decks.byCode(request.query.code);
      if (!deck || !maySuggestRosterNames(deck)) return { names: [] };
      const prefix = toNameKey(request.query.q);
      if (prefix.length < ROSTER_LIMITS.suggestMinChars) return { names: [] };
      const names: string[] = [];
      for (const [key, name] of deck.roster) {
        // A name's own start, or the start of any of its words ("love" finds Ada Lovelace).
        if (key.startsWith(prefix) || key.includes(` ${prefix}`)) names.push(name);
        if (names.length === ROSTER_LIMITS.suggestMax) break;
      }
      return { names };
    },
  );
}
