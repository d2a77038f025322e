import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { slides } from './slides';
import { cascadeRef, idKey } from './columns';

/** Answer options of quiz and poll slides; `position` is 0-based and contiguous within the slide. */
export const options = pgTable(
  'options',
  {
    ...idKey(),
    slideId: cascadeRef('slide_id', () => slides.id),
    text: text('text').notNull().default(''),
    imageUrl: text('image_url'),
    /** One of core's ANSWER_PALETTE colours, upper-case. */
    colour: text('colour').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [index('options_slide_id_position_idx').on(table.slideId, table.position)],
);

export type TOptionRow = typeof options.$inferSelect;
