import {
  type TTeamSettings,
  getAudienceLimit,
  toNameKey,
  type TParticipantIdentity,
  type TDeckModes,
  type TOrganisationBrandSource,
  type TQaSettings,
} from '@crowdeck/core';
import type { TClock } from '../../../lib/clock';
import type { TOptionRow, TSlideRow } from '../../../db/schema/index';
import type { TLiveDeckRepository, TLiveDeckRows, TQuestionColumns } from './deck.repository';

/** A presentation as the live engine reads it on every join and answer. */
export interface TLiveDeck {
  id: string;
  code: string;
  ownerId: string;
  title: string;
  fontFamily: string | null;
  logoUrl: string | null;
  /** The owner's plan: Pro-only branding is shown only while it has Pro features. */
  ownerPlan: string;
  /** The owner's organisation's brand: its theme fills or (locked) replaces the deck's. */
  organisation: TOrganisationBrandSource | null;
  isProfanityFilterOn: boolean;
  /** Locked by the presenter: new participants are refused, joined ones resume. */
  isLocked: boolean;
  slideActiveId: string | null;
  /** Moderated Q&A settings (questions themselves are read from the database). */
  qa: TQaSettings;
  /** How quizzes and polls run: points, shuffled options, texts on phones. */
  modes: TDeckModes;
  /** The phones' language chosen by the presenter, or null (each phone its own). */
  audienceLanguage: string | null;
  /** Team mode of quizzes, or null (off). */
  teams: TTeamSettings | null;
  /** The run phones join, answer and are counted in. */
  runId: string;
  /**
   * The run's participants with extra time, by id: their time factor (1.5 or 2). Read with the
   * deck, so every node knows them once the presenter's change is published.
   */
  extraTime: ReadonlyMap<string, number>;
  /** The largest time factor in `extraTime` (1 without): how long a question may run. */
  extraFactor: number;
  /** When the presenter ended that run: nobody joins or answers until it is continued or replaced. */
  runEndedAt: Date | null;
  slides: TSlideRow[];
  optionsBySlide: Map<string, TOptionRow[]>;
  /** Simultaneous audience the owner's plan admits. */
  audienceLimit: number;
  /** Quiz decks ask every participant for a name (unless the session is anonymous). */
  hasQuiz: boolean;
  /** Anonymous session: no nicknames (a sent one is dropped), anonymous Q&A, nameless boards. */
  anonymous: boolean;
  /**
   * Who participants are: a nickname, a real name from the owner's organisation's sign-in, or a
   * real name from the roster (never identified in an anonymous session).
   */
  identity: TParticipantIdentity;
  /** The roster's names by core's toNameKey (a roster deck), else empty. */
  roster: Map<string, string>;
  /** The owner's organisation (its sign-in vouches for an organisation deck's participants). */
  organisationId: string | null;
  loadedAt: number;
}

/** Deck edits made in the editor while presenting show up within this time. */
const DECK_TTL_MS = 2_000;

function toLiveDeck(rows: TLiveDeckRows, loadedAt: number): TLiveDeck {
  const optionsBySlide = new Map<string, TOptionRow[]>();
  for (const option of rows.options) {
    optionsBySlide.set(option.slideId, [...(optionsBySlide.get(option.slideId) ?? []), option]);
  }
  const p = rows.presentation;
  return {
    id: p.id,
    code: p.uniqueCode,
    ownerId: p.ownerId,
    title: p.title,
    fontFamily: p.fontFamily,
    logoUrl: p.logoUrl,
    ownerPlan: rows.ownerPlan,
    organisation: rows.organisation,
    isProfanityFilterOn: p.isProfanityFilterOn,
    isLocked: p.isLocked,
    slideActiveId: p.slideActiveId,
    // An anonymous session's Q&A never shows an asker, whatever the Q&A setting says.
    qa: {
      enabled: p.qaEnabled,
      names: p.anonymousSession ? 'anonymous' : p.qaNames,
      moderated: p.qaModerated,
    },
    audienceLanguage: p.audienceLanguage,
    modes: {
      points: p.quizPoints,
      shuffle: p.shuffleOptions,
      streak: p.streakBonus,
      optionsOnPhones: p.optionsOnPhones,
    },
    teams: p.teams ?? null,
    runId: rows.run.id,
    runEndedAt: rows.run.endedAt,
    extraTime: new Map(rows.extraTime.map((p) => [p.id, p.timeFactor])),
    extraFactor: Math.max(1, ...rows.extraTime.map((p) => p.timeFactor)),
    slides: rows.slides,
    optionsBySlide,
    audienceLimit: getAudienceLimit(rows.ownerPlan, rows.ownerAudienceLimit),
    hasQuiz: rows.slides.some((slide) => slide.type === 'quiz'),
    anonymous: p.anonymousSession,
    identity: p.anonymousSession ? 'nickname' : p.participantIdentity,
    roster: new Map(
      p.participantIdentity === 'roster'
        ? (p.roster ?? []).map((name) => [toNameKey(name), name] as const)
        : [],
    ),
    organisationId: rows.organisationId,
    loadedAt,
  };
}

/** How many times a load read while the deck was being written is read again. */
const STALE_READ_TRIES = 3;

/**
 * Read-through cache of live decks. Live writes go to the database first and then to the cache;
 * a reload that raced with such a write is discarded. A deck handed out is never changed: a write
 * or a reload replaces the cached deck with a new one, so a caller holding a deck across an await
 * holds a snapshot and reads the deck again for what is current. The hook set with `onFirstLoad`
 * runs once per deck per process, before the deck is handed out (the question clock resumes its
 * timers there after a restart).
 */
export function createDeckCache(deps: {
  repo: TLiveDeckRepository;
  /** The clock freshness and idleness are measured with. */
  clock: TClock;
}) {
  const now = () => deps.clock.now();
  const byId = new Map<string, TLiveDeck>();
  const idByCode = new Map<string, string>();
  const loading = new Map<string, Promise<TLiveDeck | null>>();
  /** Each deck's last live write, as a tick of `tick` (a load that began before it is stale). */
  const versions = new Map<string, number>();
  let tick = 0;
  /** Decks this node follows (loaded and not dropped since), with when each was last used. */
  const seen = new Map<string, number>();
  let firstLoadHook: (deck: TLiveDeck) => Promise<void> = async () => undefined;

  async function load(key: string, read: () => Promise<TLiveDeckRows | null>) {
    const existing = loading.get(key);
    if (existing) return existing;
    const work = (async () => {
      let deck: TLiveDeck | null = null;
      for (let attempt = 1; ; attempt++) {
        const startedAt = tick;
        const rows = await read();
        if (!rows) return null;
        deck = toLiveDeck(rows, now());
        if ((versions.get(deck.id) ?? 0) <= startedAt) break;
        // Written (or forgotten, as by a lock) while this read ran: what was read may predate
        // the write, so it is never cached; read again, a few times at most.
        const cached = byId.get(deck.id);
        if (cached) return cached;
        if (attempt === STALE_READ_TRIES) return deck;
      }
      byId.set(deck.id, deck);
      idByCode.set(deck.code, deck.id);
      const first = !seen.has(deck.id);
      seen.set(deck.id, now());
      if (first) await firstLoadHook(deck);
      return deck;
    })().finally(() => loading.delete(key));
    loading.set(key, work);
    return work;
  }

  const fresh = (deck: TLiveDeck | undefined) => {
    if (!deck || now() - deck.loadedAt >= DECK_TTL_MS) return null;
    seen.set(deck.id, now());
    return deck;
  };

  function bump(id: string): TLiveDeck | undefined {
    tick += 1;
    versions.set(id, tick);
    return byId.get(id);
  }

  /** Caches a changed copy of the deck (written to the database already), if it is cached. */
  function replace(id: string, change: (deck: TLiveDeck) => TLiveDeck): void {
    const deck = bump(id);
    if (deck) byId.set(id, change(deck));
  }

  return {
    /** Sets what runs when a deck is loaded for the first time in this process (one hook). */
    onFirstLoad(hook: (deck: TLiveDeck) => Promise<void>): void {
      firstLoadHook = hook;
    },
    /** The deck with this join code, or null. */
    async byCode(code: string): Promise<TLiveDeck | null> {
      const cached = fresh(byId.get(idByCode.get(code) ?? ''));
      return cached ?? load(`code:${code}`, () => deps.repo.findByCode(code));
    },

    /** The deck with this id, or null. */
    async byId(id: string, options: { reload?: boolean } = {}): Promise<TLiveDeck | null> {
      const cached = options.reload ? null : fresh(byId.get(id));
      return cached ?? load(`id:${id}`, () => deps.repo.findById(id));
    },

    /** Records a new active slide (already written to the database). */
    setActive(id: string, slideId: string): void {
      replace(id, (deck) => ({ ...deck, slideActiveId: slideId }));
    },

    /**
     * Records a slide's question state, whole (already written to the database). Only the
     * question clock calls this (quiz/question-clock.ts).
     */
    setQuestion(id: string, slideId: string, q: TQuestionColumns): void {
      replace(id, (deck) => ({
        ...deck,
        slides: deck.slides.map((slide) => (slide.id === slideId ? { ...slide, ...q } : slide)),
      }));
    },

    /** Ids of the decks this node follows (loaded, not dropped since). */
    knownIds(): string[] {
      return [...seen.keys()];
    },

    /** Whether this node follows the deck's session (loaded it, not dropped since). */
    known(id: string): boolean {
      return seen.has(id);
    },

    /** Decks not used since `before` (by the clock given to the cache). */
    unusedSince(before: number): TLiveDeck[] {
      // Writes to decks nobody here follows matter only to a load in flight.
      if (loading.size === 0)
        for (const id of versions.keys()) if (!seen.has(id)) versions.delete(id);
      const idle: TLiveDeck[] = [];
      for (const [id, usedAt] of seen) {
        const deck = byId.get(id);
        if (usedAt < before && deck) idle.push(deck);
        else if (usedAt < before) this.drop(id);
      }
      return idle;
    },

    /** Stops following a deck (idle or ended): the next use loads it as if for the first time. */
    drop(id: string): void {
      byId.delete(id);
      // By value: the deck may already be gone from `byId`, or have had another code before.
      for (const [code, deckId] of idByCode) if (deckId === id) idByCode.delete(code);
      versions.delete(id);
      seen.delete(id);
    },

    /** Entries held (long-uptime checks). */
    size: () => byId.size + idByCode.size + versions.size + seen.size + loading.size,

    /** Drops a deck (deleted, or changed behind the cache's back); returns what was cached. */
    forget(id: string): TLiveDeck | undefined {
      const cached = bump(id);
      byId.delete(id);
      return cached;
    },
  };
}

export type TDeckCache = ReturnType<typeof createDeckCache>;

/** The active slide row, or null. */
export function getActiveSlide(deck: TLiveDeck): TSlideRow | null {
  return deck.slides.find((slide) => slide.id === deck.slideActiveId) ?? null;
}

/** Whether a quiz question of the deck has been started (teams are fixed from then on). */
export function isQuizStarted(deck: Pick<TLiveDeck, 'slides'>): boolean {
  return deck.slides.some((slide) => slide.type === 'quiz' && slide.questionOpensAt !== null);
}
