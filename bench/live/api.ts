import { API_PATHS } from '@crowdeck/core';

/** A signed-in presenter talking to the server's HTTP API. */
export class BenchApi {
  constructor(
    private readonly base: string,
    private token = '',
  ) {}

  /** The presenter's session token (for its socket). */
  get sessionToken(): string {
    return this.token;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** Posts a multipart form (an image upload) with the presenter's token. */
  async upload<T>(path: string, form: FormData): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}` },
      body: form,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  /** Creates a deck titled `title`: its id and join code. */
  createDeck(title: string): Promise<{ id: string; uniqueCode: string }> {
    return this.call('POST', API_PATHS.presentationCreate, { title });
  }

  /** Adds a slide of `type` to the deck: its id and the options it starts with. */
  createSlide(
    presentationId: string,
    type: string,
  ): Promise<{ id: string; options: { id: string }[] }> {
    return this.call('POST', API_PATHS.slideCreate, { presentationId, type });
  }

  async register(email: string): Promise<void> {
    const body = { name: 'Bench presenter', email, password: 'bench-presenter-passphrase' };
    const res = await this.call<{ token: string }>('POST', API_PATHS.usersCreate, body);
    this.token = res.token;
  }

  async signIn(email: string): Promise<void> {
    const body = { email, password: 'bench-presenter-passphrase' };
    const res = await this.call<{ token: string }>('POST', API_PATHS.authLogin, body);
    this.token = res.token;
  }
}

/** The deck the benchmark presents: two polls to flip between and one quiz question. */
export interface TBenchDeck {
  id: string;
  code: string;
  pollIds: [string, string];
  quizId: string;
  correctOptionId: string;
}

/** Creates the benchmark deck through the API. */
export async function createBenchDeck(api: BenchApi): Promise<TBenchDeck> {
  const deck = await api.createDeck('Live benchmark');
  const slide = (type: string) => api.createSlide(deck.id, type);
  const a = await slide('poll');
  const b = await slide('poll');
  const quiz = await slide('quiz');
  // Blank options are never shown nor answerable: give every option a text.
  for (const s of [a, b, quiz]) {
    for (const [i, option] of s.options.entries()) {
      await api.call('PUT', `${API_PATHS.optionUpdate}${option.id}/`, { text: `Option ${i + 1}` });
    }
  }
  await api.call('PUT', `${API_PATHS.slideUpdate}${quiz.id}/`, {
    question: 'Benchmark question',
    timeLimitSec: 120,
  });
  const correct = quiz.options[0]?.id as string;
  await api.call('PUT', `${API_PATHS.optionUpdate}${correct}/`, { isCorrect: true, text: 'Yes' });
  return {
    id: deck.id,
    code: deck.uniqueCode,
    pollIds: [a.id, b.id],
    quizId: quiz.id,
    correctOptionId: correct,
  };
}
