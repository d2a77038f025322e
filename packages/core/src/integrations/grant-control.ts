import { z } from 'zod';
import { ZQuestionPhaseSchema } from '../live/live-schemas';
import { ZEmbedViewStateSchema } from '../schemas/embed';
import { ZNumberedSlideSchema } from './office-addin';

/**
 * The control screen an integration offers with its grant (the Teams app's side panel): the
 * granted presentation's live slide and counts, next and previous, and the active slide's
 * question (start it; close it to show the results, or open a poll's voting again).
 */

/** GET `<officeAddin>control/`: what the room shows now, as the panel draws it. */
export const ZGrantControlStateSchema = z.object({
  /** The deck and the join code phones type, as the embed's read names them. */
  ...ZEmbedViewStateSchema.pick({ presentationId: true, title: true, code: true }).shape,
  slideCount: z.number().int(),
  /** The live slide, or null before the first one (the join screen). */
  slide: ZNumberedSlideSchema.nullable(),
  /** Phones connected now. */
  playerCount: z.number().int(),
  /** People who answered the live slide (quiz and poll), entries shown (words, open-ended). */
  responses: z.number().int(),
  /** The live quiz question's phase, or null when not started (or not a quiz). */
  questionPhase: ZQuestionPhaseSchema.nullable(),
  /** A poll whose voting is closed (its results are shown). */
  votingClosed: z.boolean(),
  /** The session was ended: nothing moves until the presenter starts a new one. */
  ended: z.boolean(),
});
export type TGrantControlState = z.infer<typeof ZGrantControlStateSchema>;

/** POST `<officeAddin>control/move/`: the room goes one slide on or back. */
export const ZGrantControlMoveSchema = z.strictObject({
  to: z.enum(['next', 'previous'], 'controlMove.invalid'),
});
export type TGrantControlMove = z.infer<typeof ZGrantControlMoveSchema>;

/**
 * POST `<officeAddin>control/question/`: on the live slide, `start` starts a quiz question (or
 * opens a poll's voting again: its results hide when the poll hides them while open), `close`
 * closes the question or the poll's voting (the results show).
 */
export const ZGrantControlQuestionSchema = z.strictObject({
  action: z.enum(['start', 'close'], 'controlAction.invalid'),
});
export type TGrantControlQuestion = z.infer<typeof ZGrantControlQuestionSchema>;
