import { z } from 'zod';
import { EMBED_VIEWS, ZEmbedViewSchema, type TEmbedView } from '../schemas/embed';
import { withNewToken } from '../schemas/ids';

/**
 * The PowerPoint add-in (an Office content add-in): the pages and the manifest each server
 * serves, the presenter's grants (one per presentation the add-in may reach) and what the add-in
 * itself may ask with its grant.
 */

/** How long a grant lives unused; each use pushes it on (a deck presented twice a year keeps it). */
export const OFFICE_GRANT_IDLE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** Most live grants one account may hold (a new one past it replaces the least recently used). */
export const OFFICE_GRANTS_PER_ACCOUNT = 50;

/** The live view the add-in shows in Slide Show: the embed's `?view=` it frames. */
export const OFFICE_ADDIN_VIEWS = EMBED_VIEWS;
export const ZOfficeAddinViewSchema = ZEmbedViewSchema;
export type TOfficeAddinView = TEmbedView;

/**
 * Which integration holds a grant. Every integration (the PowerPoint add-in, the Teams app's side
 * panel, the Zoom app, the Google Slides add-on, the Outlook add-in) signs in the same way: its
 * owner picks one presentation in a window on the Crowdeck origin and the integration keeps the
 * grant's token; the owner's list says which integration holds each.
 */
export const INTEGRATION_CLIENTS = [
  'powerpoint',
  'teams',
  'zoom',
  'googleSlides',
  'outlook',
] as const;
export const ZIntegrationClientSchema = z.enum(INTEGRATION_CLIENTS, 'integrationClient.invalid');
export type TIntegrationClient = z.infer<typeof ZIntegrationClientSchema>;

/** POST /api/integrations/office/grants/: the signed-in owner grants an integration one deck. */
export const ZOfficeGrantCreateSchema = z.strictObject({
  presentationId: z.uuid('id.invalid'),
  /** The integration that will hold the grant (the PowerPoint add-in when not given). */
  client: ZIntegrationClientSchema.default('powerpoint'),
});
export type TOfficeGrantCreate = z.infer<typeof ZOfficeGrantCreateSchema>;

/** A grant as its owner lists it (never its token). */
export const ZOfficeGrantSchema = z.object({
  id: z.string(),
  presentationId: z.string(),
  presentationTitle: z.string(),
  client: ZIntegrationClientSchema,
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
});
export type TOfficeGrant = z.infer<typeof ZOfficeGrantSchema>;

/** The new grant with its bearer token: shown once, handed to the add-in by messageParent. */
export const ZOfficeGrantCreatedSchema = withNewToken('grant', ZOfficeGrantSchema);
export type TOfficeGrantCreated = z.infer<typeof ZOfficeGrantCreatedSchema>;

/** A slide as an integration lists it. */
export const ZNumberedSlideSchema = z.object({
  id: z.string(),
  /** 1-based, in the deck's order. */
  number: z.number().int(),
  type: z.string(),
  title: z.string(),
});

/** GET /api/addin/office/deck/: the granted deck as the add-in lists it. */
export const ZOfficeAddinDeckSchema = z.object({
  id: z.string(),
  title: z.string(),
  slides: z.array(ZNumberedSlideSchema),
});
export type TOfficeAddinDeck = z.infer<typeof ZOfficeAddinDeckSchema>;

/** POST /api/addin/office/embed/: the embed's address for the deck (created on first use). */
export const ZOfficeAddinEmbedSchema = z.object({ url: z.string() });
export type TOfficeAddinEmbed = z.infer<typeof ZOfficeAddinEmbedSchema>;

/** PUT /api/addin/office/slide/: PowerPoint reached the add-in's slide; the room follows. */
export const ZOfficeAddinSlideRequestSchema = z.strictObject({ slideId: z.uuid('id.invalid') });
export type TOfficeAddinSlideRequest = z.infer<typeof ZOfficeAddinSlideRequestSchema>;
export const ZOfficeAddinSlideResponseSchema = z.object({ slideActiveId: z.string().nullable() });

/**
 * What the add-in keeps in the PowerPoint document (Office.context.document.settings): ids
 * only, never a token, so a shared deck file grants nothing.
 */
export const ZOfficeAddinSettingsSchema = z.object({
  presentationId: z.uuid(),
  slideId: z.uuid(),
  view: ZOfficeAddinViewSchema,
});
export type TOfficeAddinSettings = z.infer<typeof ZOfficeAddinSettingsSchema>;

/** The grant a sign-in window hands back to its integration: the token and the deck it reaches. */
export const ZIntegrationGrantedSchema = z.object({
  token: z.string().min(16).max(256),
  presentationId: z.uuid(),
  presentationTitle: z.string(),
});

/** The sign-in popup's answer to the add-in (Office.context.ui.messageParent, as JSON). */
export const ZOfficeDialogMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('granted'), ...ZIntegrationGrantedSchema.shape }),
  z.object({ type: z.literal('cancelled') }),
]);
export type TOfficeDialogMessage = z.infer<typeof ZOfficeDialogMessageSchema>;
