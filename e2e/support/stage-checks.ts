import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The big screen's ranked list `name` holds exactly these entries, in this order; answers its items. */
export async function expectRanking(
  page: Page,
  name: string,
  entries: readonly string[],
): Promise<Locator> {
  const items = page.getByRole('list', { name }).getByRole('listitem');
  await expect(items).toHaveCount(entries.length);
  for (const [index, text] of entries.entries()) await expect(items.nth(index)).toContainText(text);
  return items;
}

/** Smallest text, in window pixels, the room is expected to read at 1280 × 720. */
export const MIN_TEXT_PX = 16;

/**
 * What is wrong with the projected screen now: elements of the stage outside the window, things
 * the presenter needs under the control bar, and text that is cut or shrunk below MIN_TEXT_PX.
 * Answer walls show only the newest cards that fit whole; each card shown is checked like any text.
 */
export async function findStageProblems(page: Page): Promise<string[]> {
  return page.evaluate((minTextPx) => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} “${(el.textContent ?? '').trim().slice(0, 24)}”`;
    const content = document.querySelector('.present-canvas__content');
    if (!content) return ['no stage'];
    const scale = content.getBoundingClientRect().height / (content as HTMLElement).offsetHeight;
    for (const el of Array.from(content.querySelectorAll('*'))) {
      if (el.closest('.visually-hidden')) continue;
      // Answer cards that do not fit whole are hidden (visibility) by the wall.
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1) {
        problems.push(`outside the window: ${name(el)}`);
      }
    }
    const bar = document.querySelector('.present-controls')?.getBoundingClientRect();
    const needed =
      '.present-slide__question, .quiz-intro__question, .quiz-intro__ready, .slide-option, .result-bar, .stage__count, .stage__action, .stage__hint, .countdown, .leaderboard__row, .answer-card, .word-cloud__word';
    for (const el of Array.from(content.querySelectorAll(needed))) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (
        bar &&
        r.bottom > bar.top &&
        r.top < bar.bottom &&
        r.right > bar.left &&
        r.left < bar.right
      ) {
        problems.push(`under the control bar: ${name(el)}`);
      }
    }
    const question = content.querySelector('.present-slide__question')?.getBoundingClientRect();
    const body = content.querySelector(
      '.slide-option, .result-bar, .stage__empty, .leaderboard__row',
    );
    if (question && body && body.getBoundingClientRect().top < question.bottom - 1) {
      problems.push(`over the question: ${name(body)}`);
    }
    // Lists clip rows that do not fit: every row must be wholly inside its list.
    for (const row of Array.from(content.querySelectorAll('.slide-option, .result-bar'))) {
      const list = row.parentElement?.getBoundingClientRect();
      const r = row.getBoundingClientRect();
      if (list && (r.top < list.top - 1 || r.bottom > list.bottom + 1)) {
        problems.push(`clipped by its list: ${name(row)}`);
      }
    }
    const texts =
      '.slide-option, .slide-option__text, .result-bar__text, .present-slide__question, .quiz-intro__question, .answer-card__text, .leaderboard__name, .leaderboard__score, .lobby__name, .lobby__title';
    for (const el of Array.from(content.querySelectorAll(texts))) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(el);
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        problems.push(
          `text cut (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}): ${name(el)}`,
        );
      }
      if (style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap') {
        problems.push(`text ends in “…”: ${name(el)}`);
      }
      if (parseFloat(style.fontSize) * scale < minTextPx - 0.5) {
        problems.push(`text too small (${style.fontSize} × ${scale.toFixed(2)}): ${name(el)}`);
      }
    }
    return problems;
  }, MIN_TEXT_PX);
}

/** Screenshots the stage for a person to look at, then asserts it has no problem. */
export async function expectStageFits(page: Page, testInfo: TestInfo, label: string) {
  const size = page.viewportSize();
  const before = await findStageProblems(page);
  await page.screenshot({
    path: testInfo.outputPath(`present-${size?.width}x${size?.height}-${label}.png`),
  });
  // Before and after the screenshot: a layout that fits only a moment later fails too.
  expect([...before, ...(await findStageProblems(page))], label).toEqual([]);
}
