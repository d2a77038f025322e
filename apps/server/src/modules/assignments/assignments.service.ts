import {
  computeAssignmentPoints,
  getAudienceLimit,
  isAnswerTooLate,
  LIVE_LIMITS,
  mayStartAssignment,
  suggestFreeName,
  toNameKey,
  type TAssignmentAnswer,
  type TAssignmentInfo,
  type TAssignmentJoin,
  type TAssignmentProgress,
  type TAssignmentStatus,
} from '@crowdeck/core';
import type { TParticipantRow, TRunRow } from '../../db/schema/index';
import type { TClock } from '../../lib/clock';
import type { TParticipantIdentitySigner } from '../../lib/participant-identity';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { mayTakeAssignment } from '../../policies';
import { LIVE_MESSAGES, LiveError } from '../live/errors';
import { evaluateAnswer } from '../live/phones/answer-evaluation';
import { isProfane } from '../live/profanity';
import { entriesOf } from './assignment-entries';
import { identifyAssignmentParticipant } from './assignment-identity';
import { createAssignmentManagement } from './assignment-management';
import { buildAssignmentReview } from './assignment-review';
import { readAssignmentSlides, toAssignmentSlide } from './assignment-slides';
import { statusAt, windowOf } from './assignment-window';
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

/**
 * Self-paced assignments: the presenter creates, lists and closes them; a participant starts one
 * with a nickname (or through the organisation's sign-in when the assignment asks for it),
 * answers its slides at their own pace, comes back with their token (or by signing in again) and
 * sees their score at the end. Everything is stored as a run of the deck (kind 'assignment'), so
 * its report and exports are a live run's.
 */
export function createAssignmentsService(deps: {
  repo: TAssignmentsRepository;
  clock: TClock;
  /** Checks the signed identities phones bring back from their organisation's sign-in. */
  identities: Pick<TParticipantIdentitySigner, 'verify'> | null;
}) {
  const { repo, clock } = deps;
  const now = () => new Date(clock.now());
  const statusOf = (run: TRunRow): TAssignmentStatus => statusAt(clock.now(), run);

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
    const responses = await repo.responsesOf(participant.id);
    return buildAssignmentReview(found.slides, found.run.showAnswers, responses);
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

  /**
   * The participant the organisation's sign-in knows by this hash, now held by a fresh token of
   * the phone that signed in (the earlier phone's is refused from then on); null for a newcomer.
   */
  async function resumeIdentified(found: TFound, identityHash: string) {
    const participant = await repo.findByIdentity(found.run.id, identityHash);
    if (!participant) return null;
    if (!mayTakeAssignment(participant, found.run)) {
      throw new LiveError('removed', LIVE_MESSAGES.removed);
    }
    const token = createOpaqueToken();
    await repo.replaceToken(participant.id, hashToken(token), now());
    return progressOf(found, participant, token);
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

  return {
    ...createAssignmentManagement({ repo, clock }),

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
        signIn: found.run.organisationSignIn ? 'organisation' : 'nickname',
        organisationName: found.run.organisationSignIn ? (found.organisation?.name ?? null) : null,
      };
    },

    /**
     * POST …/join/: comes back with the phone's token (wherever they were, even once closed, to
     * see their score), or with a signed identity of a person who started before (their
     * participant, now held by this phone's new token), or starts with a nickname or a signed
     * identity (as the assignment asks) while it is open and the plan's audience limit
     * (participants in total) has room.
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
      const identified = identifyAssignmentParticipant(
        deps.identities,
        found,
        input.identity,
        clock.now(),
      );
      if (identified) {
        // The same person again (a reload after the token was lost, another device, another
        // day): their participant, never a second attempt.
        const resumed = await resumeIdentified(found, identified.identityHash);
        if (resumed) return resumed;
      }
      const status = statusOf(found.run);
      if (status === 'upcoming') throw new LiveError('not_open', ASSIGNMENT_MESSAGES.notOpen);
      if (status === 'closed') throw new LiveError('ended', ASSIGNMENT_MESSAGES.closed);
      const name = identified ? identified.name : found.run.anonymous ? null : (input.name ?? null);
      if (!found.run.anonymous && !name) {
        throw new LiveError('name_required', LIVE_MESSAGES.nameRequired);
      }
      if (!identified && name && found.presentation.isProfanityFilterOn && isProfane(name)) {
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
          // Two people may share a real name: the person's hash keeps them apart instead.
          nameKey: name && !identified ? toNameKey(name) : null,
          identityHash: identified?.identityHash ?? null,
          at: now(),
        },
        (started) => mayStartAssignment(started, limit),
      );
      if (added === 'full') throw new LiveError('full', ASSIGNMENT_MESSAGES.full, { limit });
      if (added === 'taken' && identified) {
        // The same person signed in on two phones at once: the other one started first.
        const resumed = await resumeIdentified(found, identified.identityHash);
        if (resumed) return resumed;
      }
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
          entries: entriesOf(found, participant.id, slide, input, at),
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
