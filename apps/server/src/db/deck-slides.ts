import { asc, eq, type SQL } from 'drizzle-orm';
import type { TDatabase } from './client';
import { options, slides, type TOptionRow, type TSlideRow } from './schema';

/**
 * The slides that meet `condition` (a condition on `slides`, such as its presentation id), in
 * their order, and those slides' options, in theirs.
 */
export async function findSlidesWithOptions(
  db: TDatabase,
  condition: SQL,
): Promise<{ slides: TSlideRow[]; options: TOptionRow[] }> {
  const slideRows = await db.select().from(slides).where(condition).orderBy(asc(slides.position));
  const optionRows = await db
    .select({ option: options })
    .from(options)
    .innerJoin(slides, eq(slides.id, options.slideId))
    .where(condition)
    .orderBy(asc(options.position));
  return { slides: slideRows, options: optionRows.map((row) => row.option) };
}
