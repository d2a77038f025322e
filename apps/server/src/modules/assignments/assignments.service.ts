import { randomBytes } from 'node:crypto';
import {
  computeAssignmentPoints,
  getAssignmentStatus,
  getAudienceLimit,
  isAnswerTooLate,
  LIVE_LIMITS,
  mayStartAssignment,
  normaliseOpenText,
  normaliseWord,
  resolveSettings,
  suggestFreeName,
  toNameKey,
  type TAnswerRequest,
  type TAssignment,
  type TAssignmentAnswer,
  type TAssignmentCreate,
  type TAssignmentInfo,
  type TAssignmentJoin,
  type TAssignmentList,
  type TAssignmentProgress,
  type TAssignmentStatus,
} from '@crowdeck/core';
import type { TParticipantRow, TRunRow, TSlideRow } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { TClock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { authorize, mayManageDeck, mayTakeAssignment } from '../../policies';
import { LIVE_MESSAGES, LiveError } from '../live/errors';
import { evaluateAnswer } from '../live/phones/answer-evaluation';
import { isProfane } from '../live/profanity';
import { describeAnswerValue } from '../reports/reports.service';
import {
  readAssignmentSlides,
  toAssignmentSlide,
  type TAssignmentSlides,
} from './assignment-slides';
import type { TAssignmentsRepository } from './assignments.repository';

/** Plain messages of an assignment's refusals (phones word them by code in their language). */
export const ASSIGNMENT_MESSAGES = {
  notFound: 'There is no assignment at this address. Check the link and try again.',
  notOpen: 'This assignment is not open yet.',
  closed: 'This assignment has closed: answers are no longer taken.',
  full: 'This assignment is full: the presenter’s plan admits no more participants.',
  behind: 'This question is behind you already.',
  timeUp: 'Time is up for this question.',
  useNext: 'This slide takes no answer: go on to the next one.',
} as const;

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh link code: 10 letters and digits drawn at random (about 51 bits). */
function newCode(): string {
  const bytes = randomBytes(10);
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** When an assignment opens and closes, as epoch ms (its run's `ended_at` is its closing). */
function windowOf(run: TRunRow) {
  return { opensAt: +(run.opensAt ?? run.startedAt), closesAt: +(run.endedAt ?? run.startedAt) };
}

/**
 * Self-paced assignments: the presenter creates, lists and closes them; a participant starts one
 * with a nickname, answers its slides at their own pace, comes back with their token and sees
 * their score at the end. Everything is stored as a run of the deck (kind 'assignment'), so its
 * report and exports are a live run's.
 */
export function createAssignmentsService(deps: { repo: TAssignmentsRepository; clock: TClock }) {
  const { repo, clock } = deps;
  const now = () => new Date(clock.now());

  function statusOf(run: TRunRow): TAssignmentStatus {
    return getAssignmentStatus(clock.now(), windowOf(run));
  }

  function toAssignment(row: {
    run: TRunRow;
    participantCount: number;
    finishedCount: number;
  }): TAssignment {
    const { run } = row;
    return {
      id: run.id,
      presentationId: run.presentationId,
      code: run.assignmentCode ?? '',
      opensAt: new Date(windowOf(run).opensAt).toISOString(),
      closesAt: new Date(windowOf(run).closesAt).toISOString(),
      timePerQuestionSec: run.timePerQuestionSec,
      showAnswers: run.showAnswers,
      participantCount: row.participantCount,
      finishedCount: row.finishedCount,
      status: statusOf(run),
      createdAt: run.startedAt.toISOString(),
    };
  }

  async function ownedDeck(userId: string, presentationId: string) {
    const found = isUuid(presentationId) ? await repo.findDeck(presentationId) : null;
    return authorize(found, (deck) => mayManageDeck(userId, deck));
  }

  async function ownedAssignment(userId: string, id: string) {
    const found = isUuid(id) ? await repo.findById(id) : null;
    return authorize(found, (row) => mayManageDeck(userId, row.presentation));
  }

  /** The assignment behind a link code, or the phone's `not_found`. */
  async function byCode(code: string) {
    const found = await repo.findByCode(code);
    if (!found) throw new LiveError('not_found', ASSIGNMENT_MESSAGES.notFound);
    return { ...found, slides: readAssignmentSlides(found.run.slidesSnapshot) };
  }

  type TFound = Awaited<ReturnType<typeof byCode>>;

  /** The participant whose token this is, if it may take the assignment. */
  async function participantOf(found: TFound, token: string): Promise<TParticipantRow> {
    const participant = await repo.findParticipant(found.run.id, hashToken(token));
    if (!participant) throw new LiveError('not_found', ASSIGNMENT_MESSAGES.notFound);
    if (!mayTakeAssignment(participant, found.run)) {
      throw new LiveError('removed', LIVE_MESSAGES.removed);
    }
    return participant;
  }

  /** The participant's answers in words, with the right ones when the presenter allows it. */
  async function reviewOf(found: TFound, participant: TParticipantRow) {
    const { slides } = found;
    const responses = await repo.responsesOf(participant.id);
    const answerBySlide = new Map(responses.answers.map((a) => [a.slideId, a]));
    return slides.slides
      .filter((slide) => slide.type !== 'content')
      .map((slide) => {
        const options = slides.optionsOf(slide.id);
        const optionsById = new Map(options.map((o) => [o.id, o]));
        const answer = answerBySlide.get(slide.id);
        const texts = responses.entries.filter((e) => e.slideId === slide.id).map((e) => e.text);
        const said = answer
          ? answer.value
            ? describeAnswerValue(answer.value, optionsById)
            : (optionsById.get(answer.optionId ?? '')?.text ?? '')
          : texts.length
            ? texts.join(', ')
            : null;
        const quiz = slide.type === 'quiz';
        return {
          slideId: slide.id,
          question: slide.question,
          type: slide.type,
          answer: said,
          correct: quiz ? (answer?.correct ?? false) : null,
          points: answer?.points ?? 0,
          ...(quiz && found.run.showAnswers
            ? { correctAnswers: correctAnswersOf(slide, options) }
            : {}),
        };
      });
  }

  function correctAnswersOf(slide: TSlideRow, options: ReturnType<TAssignmentSlides['optionsOf']>) {
    if (slide.format === 'numeric') {
      const settings = resolveSettings(slide.settings);
      return settings.correctValue === null ? [] : [String(settings.correctValue)];
    }
    if (slide.format === 'typeAnswer') return options.map((o) => o.text).filter(Boolean);
    return options.filter((o) => o.isCorrect).map((o) => o.text);
  }

  /** Where the participant stands: the slide to answer now (its timer started), or the end. */
  async function progressOf(
    found: TFound,
    participant: TParticipantRow,
    token: string,
  ): Promise<TAssignmentProgress> {
    const { run, slides } = found;
    const at = now();
    const status = statusOf(run);
    const total = slides.slides.length;
    const finished = participant.finishedAt !== null || participant.step >= total;
    const slide = status === 'open' && !finished ? slides.slides[participant.step] : undefined;
    let openedAt = participant.stepOpenedAt;
    if (slide && !openedAt) {
      await repo.markShown(participant.id, participant.step, at);
      openedAt = at;
    }
    const timed = slide?.type === 'quiz' && run.timePerQuestionSec !== null;
    const deadline =
      timed && openedAt ? new Date(+openedAt + (run.timePerQuestionSec ?? 0) * 1000) : null;
    return {
      token,
      name: participant.name,
      title: found.presentation.title,
      status,
      closesAt: new Date(windowOf(run).closesAt).toISOString(),
      step: Math.min(participant.step, total),
      total,
      slide: slide ? toAssignmentSlide(slides, slide, run.timePerQuestionSec) : null,
      deadline: deadline?.toISOString() ?? null,
      now: at.toISOString(),
      finished,
      score: participant.score,
      hasQuiz: slides.hasQuiz,
      ...(finished || status === 'closed' ? { review: await reviewOf(found, participant) } : {}),
    };
  }

  /** Answers refused outside the assignment's window. */
  function checkOpen(run: TRunRow) {
    const status = statusOf(run);
    if (status === 'upcoming') throw new LiveError('not_open', ASSIGNMENT_MESSAGES.notOpen);
    if (status === 'closed') throw new LiveError('closed', ASSIGNMENT_MESSAGES.closed);
  }

  /** The participant's current slide, which the request must name. */
  function currentSlide(found: TFound, participant: TParticipantRow, slideId: string) {
    const slide = found.slides.slides[participant.step];
    if (!slide || participant.finishedAt) {
      throw new LiveError('already_answered', ASSIGNMENT_MESSAGES.behind);
    }
    return slide.id === slideId ? slide : null;
  }

  /** What to store for an answer to a word cloud or open-ended slide. */
  function entriesOf(
    found: TFound,
    participant: TParticipantRow,
    slide: TSlideRow,
    input: TAnswerRequest,
    at: Date,
  ) {
    const isWords = slide.type === 'wordCloud';
    const raws = isWords ? input.words : input.text === undefined ? undefined : [input.text];
    if (!raws?.length) throw new LiveError('invalid_input', LIVE_MESSAGES.invalidInput);
    if (raws.length > slide.entriesPerParticipant) {
      throw new LiveError('too_many_entries', LIVE_MESSAGES.tooManyEntries);
    }
    const rows = raws.map((raw, seq) => {
      const text = isWords ? normaliseWord(raw) : normaliseOpenText(raw);
      const hidden = found.presentation.isProfanityFilterOn && isProfane(text);
      return {
        participantId: participant.id,
        runId: found.run.id,
        slideId: slide.id,
        kind: isWords ? ('word' as const) : ('open' as const),
        text,
        raw,
        requestId: input.requestId,
        seq,
        hidden,
        filtered: hidden,
        createdAt: at,
      };
    });
    if (rows.some((row) => row.text === '')) {
      throw new LiveError('invalid_input', LIVE_MESSAGES.invalidInput);
    }
    return rows;
  }

  return {
    /** POST /api/assignments/: a new assignment of the deck, with the deck's slides as now. */
    async create(userId: string, input: TAssignmentCreate): Promise<TAssignment> {
      const deck = await ownedDeck(userId, input.presentationId);
      const run = await repo.create({
        presentationId: deck.id,
        code: newCode(),
        opensAt: new Date(input.opensAt),
        closesAt: new Date(input.closesAt),
        timePerQuestionSec: input.timePerQuestionSec,
        showAnswers: input.showAnswers,
        anonymous: deck.anonymousSession,
        createdAt: now(),
      });
      return toAssignment({ run, participantCount: 0, finishedCount: 0 });
    },

    /** GET /api/assignments/deck/<id>/: the deck's assignments, newest first. */
    async list(userId: string, presentationId: string): Promise<TAssignmentList> {
      const deck = await ownedDeck(userId, presentationId);
      const rows = await repo.listByDeck(deck.id);
      return { assignments: rows.map(toAssignment) };
    },

    /** POST /api/assignments/<id>/close/: no answers from now on (an earlier closing stays). */
    async close(userId: string, id: string): Promise<TAssignment> {
      const row = await ownedAssignment(userId, id);
      await repo.close(row.run.id, now());
      const after = await repo.findById(row.run.id);
      if (!after) throw notFound();
      return toAssignment(after);
    },

    /** GET /api/assignment-play/<code>/: what the phone shows before starting. */
    async info(code: string): Promise<TAssignmentInfo> {
      const found = await byCode(code);
      const window = windowOf(found.run);
      return {
        title: found.presentation.title,
        opensAt: new Date(window.opensAt).toISOString(),
        closesAt: new Date(window.closesAt).toISOString(),
        status: statusOf(found.run),
        questionCount: found.slides.slides.filter((s) => s.type !== 'content').length,
        timePerQuestionSec: found.run.timePerQuestionSec,
        language: found.presentation.audienceLanguage ?? null,
      };
    },

    /**
     * POST …/join/: comes back with the phone's token (wherever they were, even once closed, to
     * see their score), or starts with a nickname while the assignment is open and the plan's
     * audience limit (participants in total) has room.
     */
    async join(code: string, input: TAssignmentJoin): Promise<TAssignmentProgress> {
      const found = await byCode(code);
      if (input.token) {
        const participant = await repo.findParticipant(found.run.id, hashToken(input.token));
        if (participant) {
          if (!mayTakeAssignment(participant, found.run)) {
            throw new LiveError('removed', LIVE_MESSAGES.removed);
          }
          return progressOf(found, participant, input.token);
        }
      }
      const status = statusOf(found.run);
      if (status === 'upcoming') throw new LiveError('not_open', ASSIGNMENT_MESSAGES.notOpen);
      if (status === 'closed') throw new LiveError('ended', ASSIGNMENT_MESSAGES.closed);
      const name = found.run.anonymous ? null : (input.name ?? null);
      if (!found.run.anonymous && !name) {
        throw new LiveError('name_required', LIVE_MESSAGES.nameRequired);
      }
      if (name && found.presentation.isProfanityFilterOn && isProfane(name)) {
        throw new LiveError('invalid_input', LIVE_MESSAGES.nameProfane, { field: 'name' });
      }
      const token = createOpaqueToken();
      const limit = getAudienceLimit(found.owner.plan, found.owner.audienceLimit);
      const added = await repo.addParticipant(
        {
          presentationId: found.presentation.id,
          runId: found.run.id,
          tokenHash: hashToken(token),
          name,
          nameKey: name ? toNameKey(name) : null,
          at: now(),
        },
        (started) => mayStartAssignment(started, limit),
      );
      if (added === 'full') throw new LiveError('full', ASSIGNMENT_MESSAGES.full, { limit });
      if (added === 'taken') {
        const taken = await repo.nameKeys(found.run.id);
        const suggestion = suggestFreeName(
          name ?? '',
          (key) => taken.has(key),
          LIVE_LIMITS.participantNameMax,
        );
        throw new LiveError('name_taken', LIVE_MESSAGES.nameTaken, { suggestion });
      }
      return progressOf(found, added, token);
    },

    /** POST …/state/: where the participant is now. */
    async state(code: string, token: string): Promise<TAssignmentProgress> {
      const found = await byCode(code);
      return progressOf(found, await participantOf(found, token), token);
    },

    /**
     * POST …/answer/: the answer to the participant's current slide, checked against the server's
     * clock (closed assignments and timed questions past their time refuse it), scored by
     * correctness (and speed when timed), stored, and the participant moved on. A retry of an
     * answer already stored answers the same progress.
     */
    async answer(code: string, input: TAssignmentAnswer): Promise<TAssignmentProgress> {
      const found = await byCode(code);
      const participant = await participantOf(found, input.token);
      checkOpen(found.run);
      const slide = currentSlide(found, participant, input.slideId);
      if (!slide) {
        const earlier = await repo.responsesOf(participant.id);
        const same = [...earlier.answers, ...earlier.entries].some(
          (r) => r.slideId === input.slideId && r.requestId === input.requestId,
        );
        if (same) return progressOf(found, participant, input.token);
        throw new LiveError('already_answered', ASSIGNMENT_MESSAGES.behind);
      }
      if (slide.type === 'content') {
        throw new LiveError('invalid_input', ASSIGNMENT_MESSAGES.useNext);
      }
      const at = now();
      const elapsedMs = Math.max(0, +at - +(participant.stepOpenedAt ?? at));
      const timed = slide.type === 'quiz' ? found.run.timePerQuestionSec : null;
      if (isAnswerTooLate(elapsedMs, timed)) {
        throw new LiveError('closed', ASSIGNMENT_MESSAGES.timeUp);
      }
      const base = { participant, step: participant.step, total: found.slides.slides.length, at };
      let moved: boolean;
      if (slide.type === 'quiz' || slide.type === 'poll') {
        let evaluated;
        try {
          evaluated = evaluateAnswer(slide, found.slides.optionsOf(slide.id), input);
        } catch (error) {
          if (error instanceof LiveError) throw error;
          throw new LiveError('invalid_input', LIVE_MESSAGES.invalidInput);
        }
        const points =
          slide.type === 'quiz'
            ? computeAssignmentPoints({
                correct: evaluated.correct,
                points: slide.points,
                elapsedMs,
                timePerQuestionSec: timed,
              })
            : 0;
        moved = await repo.advance({
          ...base,
          answer: {
            participantId: participant.id,
            slideId: slide.id,
            runId: found.run.id,
            optionId: evaluated.optionId,
            value: evaluated.value,
            requestId: input.requestId,
            answeredAt: at,
            elapsedMs: slide.type === 'quiz' ? elapsedMs : 0,
            points,
            correct: evaluated.correct,
          },
        });
      } else {
        moved = await repo.advance({
          ...base,
          entries: entriesOf(found, participant, slide, input, at),
        });
      }
      if (!moved) throw new LiveError('already_answered', ASSIGNMENT_MESSAGES.behind);
      return progressOf(found, await participantOf(found, input.token), input.token);
    },

    /**
     * POST …/next/: on past the current slide without answering (a content slide read, a
     * question skipped or whose time ran out). Naming a slide already behind answers the same.
     */
    async next(
      code: string,
      input: { token: string; slideId: string },
    ): Promise<TAssignmentProgress> {
      const found = await byCode(code);
      const participant = await participantOf(found, input.token);
      checkOpen(found.run);
      const slide = participant.finishedAt ? null : currentSlide(found, participant, input.slideId);
      if (slide) {
        await repo.advance({
          participant,
          step: participant.step,
          total: found.slides.slides.length,
          at: now(),
        });
      }
      return progressOf(found, await participantOf(found, input.token), input.token);
    },
  };
}

export type TAssignmentsService = ReturnType<typeof createAssignmentsService>;
