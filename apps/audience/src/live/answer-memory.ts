const KEY = 'crowdeckChoices';

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The option this tab picked on a slide, so a reload still highlights it. The server remembers
 * that the participant answered; only which tile to highlight is kept here.
 */
export function recallChoice(slideId: string): string | null {
  const value = readAll()[slideId];
  return typeof value === 'string' ? value : null;
}

export function rememberChoice(slideId: string, optionId: string | null): void {
  try {
    const all = readAll();
    if (optionId) all[slideId] = optionId;
    else delete all[slideId];
    window.sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage blocked: the highlight is lost on reload, nothing else.
  }
}

/** Where a slide's numeric guess is kept beside the choices. */
const guessKey = (slideId: string) => `${slideId}:guess`;

/** The number this tab guessed on a numeric slide, repeated on the result screen. */
export function recallGuess(slideId: string): number | null {
  const value = readAll()[guessKey(slideId)];
  const guess = value === undefined ? NaN : Number(value);
  return Number.isFinite(guess) ? guess : null;
}

export function rememberGuess(slideId: string, value: number): void {
  rememberChoice(guessKey(slideId), String(value));
}
