import { z } from 'zod';
import { ZQaOwnQuestionSchema } from '../qa/qa-schemas';
import { ZReportParticipantSchema, ZReportResponseSchema } from '../reports/report-api';

/** One answer of a participant, as its own data view shows it. */
export const ZOwnAnswerSchema = z.object({
  slideId: z.string(),
  question: z.string(),
  /** The answer in words (the option chosen, the text typed, the number …): the report's. */
  ...ZReportResponseSchema.pick({ answer: true, at: true }).shape,
});
export type TOwnAnswer = z.infer<typeof ZOwnAnswerSchema>;

/** GET /api/participant/data/: what the run keeps of the participant the token signs in. */
export const ZParticipantDataSchema = z.object({
  participantId: z.string(),
  runId: z.string(),
  presentationTitle: z.string(),
  /** The nickname (null when the participant gave none) and when it joined: the report's. */
  ...ZReportParticipantSchema.pick({ name: true, joinedAt: true }).shape,
  answers: z.array(ZOwnAnswerSchema),
  questions: z.array(ZQaOwnQuestionSchema.pick({ id: true, text: true, createdAt: true })),
});
export type TParticipantData = z.infer<typeof ZParticipantDataSchema>;

/** DELETE /api/reports/participant/<runId>/<participantId>/. */
export const ZRunParticipantParamsSchema = z.object({
  id: z.string(),
  participantId: z.string(),
});

/**
 * DELETE /api/users/account/: the account's current password, or (an account that signs in
 * through single sign-on has none) its email address typed again.
 */
export const ZDeleteAccountRequestSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'currentPassword.required').max(1024).optional(),
    confirmation: z.string().min(1, 'confirmation.required').max(320).optional(),
  })
  .refine((body) => body.currentPassword !== undefined || body.confirmation !== undefined, {
    message: 'currentPassword.required',
    path: ['currentPassword'],
  });
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequestSchema>;
