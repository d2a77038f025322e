import { z } from 'zod';
import { ZPresentationSummarySchema, ZUniqueCodeSchema } from './deck';

/** Answer of GET /api/presentation/list/: the user's presentations, most recently edited first. */
export const ZPresentationListResponseSchema = z.object({
  presentations: z.array(ZPresentationSummarySchema),
});
export type TPresentationListResponse = z.infer<typeof ZPresentationListResponseSchema>;

/** Body of the presentation and slide reset calls; uniqueCode guards against a stale editor. */
export const ZResetRequestSchema = z.strictObject({ uniqueCode: ZUniqueCodeSchema.optional() });
export type TResetRequest = z.infer<typeof ZResetRequestSchema>;

/** Path parameter of every id-bearing call (`/api/<thing>/<verb>/<id>/`). */
export const ZIdParamsSchema = z.object({ id: z.string() });
