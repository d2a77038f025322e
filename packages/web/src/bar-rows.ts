/** One bar of a poll or quiz result chart. */
export interface TBarRow {
  id: string;
  text: string;
  colour: string;
  count: number;
  /**
   * Share of the people who answered, whole percent. With one pick each the rows add up to
   * exactly 100; with up to k picks each row is its pickers out of the people (2 of 3 is 67 %).
   */
  percent: number;
  /** Bar length relative to the most voted option (0..100), so the leader fills the track. */
  width: number;
  isCorrect: boolean;
}

/**
 * Rows of a result chart in option order. `respondents` is how many people answered (the
 * results' `totalResponses`); left out, every vote is one person's. When the picks are one per
 * person, percentages use the largest-remainder method so they add up to 100 (33/33/34, never
 * 33/33/33); when people picked several, each share is of the people, rounded on its own.
 */
export function getBarRows(
  options: readonly { id: string; text: string; colour: string }[],
  counts: Readonly<Record<string, number>>,
  correctOptionIds: readonly string[] = [],
  respondents?: number,
): TBarRow[] {
  const values = options.map((option) => Math.max(0, counts[option.id] ?? 0));
  const total = values.reduce((sum, value) => sum + value, 0);
  const max = Math.max(0, ...values);
  const percents = getPeopleShares(values, total, respondents);
  return options.map((option, index) => {
    const count = values[index] ?? 0;
    return {
      id: option.id,
      text: option.text,
      colour: option.colour,
      count,
      percent: percents[index] ?? 0,
      width: max > 0 ? (count / max) * 100 : 0,
      isCorrect: correctOptionIds.includes(option.id),
    };
  });
}

/** Whole-percent shares of the people who answered, from the votes per option. */
export function getPeopleShares(
  values: readonly number[],
  picks: number,
  respondents = picks,
): number[] {
  // Fewer people than the most picked option had pickers cannot be: share the votes instead.
  if (respondents === picks || respondents < Math.max(1, ...values)) {
    return toWholePercents(values, picks);
  }
  return values.map((value) => Math.round((value / respondents) * 100));
}

function toWholePercents(values: readonly number[], total: number): number[] {
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((value) => (value / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}
