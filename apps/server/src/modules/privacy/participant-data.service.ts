import type { TOwnAnswer, TParticipantData } from '@crowdeck/core';
import type { TOptionRow, TRunRow, TSlideRow } from '../../db/schema';
import { notFound, unauthorized } from '../../http/api-error';
import { isUuid } from '../../lib/ids';
import { hashToken } from '../../lib/tokens';
import { authorize, mayEraseParticipantData, type TParticipantDataActor } from '../../policies';
import { describeAnswerValue } from '../reports/reports.service';
import type { TParticipantDataRepository } from './participant-data.repository';

/** The slides and options a run was played with (its snapshot once ended). */
export type TRunSlides = (run: TRunRow) => Promise<{
  slides: TSlideRow[];
  optionsById: Map<string, TOptionRow>;
}>;

/**
 * A participant's rights over its data in a run: it reads and deletes its own (signed in by its
 * participant token), and the deck's owner deletes it on request. Deleting goes through the live
 * engine, so results, words, ranks and the Q&A board are read afresh everywhere; the report and
 * its exports read the rows, so they no longer show the participant.
 */
export function createParticipantDataService(deps: {
  repo: TParticipantDataRepository;
  slidesOf: TRunSlides;
  /** The live engine holds still around the delete and pushes fresh results after it. */
  eraseParticipant(
    presentationId: string,
    participantId: string,
    erase: () => Promise<void>,
  ): Promise<void>;
}) {
  const { repo } = deps;

  /** Whether the actor may act on the found participant (same 404 as a missing one if not). */
  const allowedFor =
    (actor: TParticipantDataActor) =>
    (row: { participant: { id: string }; presentation: { ownerId: string } }) =>
      mayEraseParticipantData(actor, {
        participantId: row.participant.id,
        ownerId: row.presentation.ownerId,
      });

  async function byToken(token: string | null) {
    const found = token ? await repo.findByTokenHash(hashToken(token)) : null;
    if (!found) throw unauthorized();
    return authorize(found, allowedFor({ participantId: found.participant.id }));
  }

  async function erase(presentationId: string, participantId: string): Promise<void> {
    await deps.eraseParticipant(presentationId, participantId, async () => {
      await repo.erase(participantId);
    });
  }

  return {
    /** GET /api/participant/data/: the nickname, answers and questions the run keeps of it. */
    async read(token: string | null): Promise<TParticipantData> {
      const { participant, run, presentation } = await byToken(token);
      const [{ slides, optionsById }, own] = await Promise.all([
        deps.slidesOf(run),
        repo.readOwn(participant.id),
      ]);
      const questionOf = new Map(slides.map((slide) => [slide.id, slide.question]));
      const answers: TOwnAnswer[] = [
        ...own.answers.map((row) => ({
          slideId: row.slideId,
          question: questionOf.get(row.slideId) ?? '',
          answer: row.value
            ? describeAnswerValue(row.value, optionsById)
            : (optionsById.get(row.optionId ?? '')?.text ?? ''),
          at: row.at.toISOString(),
        })),
        ...own.entries.map((row) => ({
          slideId: row.slideId,
          question: questionOf.get(row.slideId) ?? '',
          answer: row.text,
          at: row.at.toISOString(),
        })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return {
        participantId: participant.id,
        runId: run.id,
        presentationTitle: presentation.title,
        name: participant.name,
        joinedAt: participant.createdAt.toISOString(),
        answers,
        questions: own.questions.map((q) => ({
          id: q.id,
          text: q.text,
          createdAt: q.createdAt.toISOString(),
        })),
      };
    },

    /** DELETE /api/participant/data/: the participant deletes itself and all it gave. */
    async eraseOwn(token: string | null): Promise<void> {
      const { participant, presentation } = await byToken(token);
      await erase(presentation.id, participant.id);
    },

    /** DELETE /api/reports/participant/: the deck's owner deletes one participant's data. */
    async eraseForOwner(ownerId: string, runId: string, participantId: string): Promise<void> {
      const found =
        isUuid(runId) && isUuid(participantId) ? await repo.findInRun(runId, participantId) : null;
      if (!found) throw notFound();
      const { participant, presentation } = authorize(found, allowedFor({ userId: ownerId }));
      await erase(presentation.id, participant.id);
    },
  };
}

export type TParticipantDataService = ReturnType<typeof createParticipantDataService>;
