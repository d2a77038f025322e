import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { slides } from '../../db/schema';
import type { TSlidePresentation } from '../../http/authenticate';

/** The presentation a slide belongs to (a phone remote's reach is checked against it). */
export function createSlidePresentation(db: TDatabase): TSlidePresentation {
  return async (slideId) => {
    const [row] = await db
      .select({ presentationId: slides.presentationId })
      .from(slides)
      .where(eq(slides.id, slideId));
    return row?.presentationId ?? null;
  };
}
