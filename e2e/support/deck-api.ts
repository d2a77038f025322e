import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@crowdeck/core';
import { E2E_PRESENTER_URL } from './env';

/** A presenter account driven over HTTP, to build decks quickly for live specs. */
export class PresenterApi {
  token = '';

  /** `baseUrl`: the API of another server than the shared end-to-end one. */
  constructor(private readonly baseUrl = E2E_PRESENTER_URL) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
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

  async register(): Promise<void> {
    const id = randomUUID().slice(0, 8);
    const body = {
      name: 'Pat Presenter',
      email: `pat-${id}@example.com`,
      password: `stage-${id}-x`,
    };
    this.token = (await this.call<{ token: string }>('POST', API_PATHS.usersCreate, body)).token;
  }

  /** A new presentation with one poll slide ('Lunch?': Pizza, Sushi). */
  async createPollDeck(title: string): Promise<{ id: string; uniqueCode: string }> {
    const deck = await this.call<{ id: string; uniqueCode: string }>(
      'POST',
      API_PATHS.presentationCreate,
      { title },
    );
    await this.createSlide(deck.id, 'poll', 'Lunch?', [{ text: 'Pizza' }, { text: 'Sushi' }]);
    return deck;
  }

  async createSlide(
    presentationId: string,
    type: string,
    question: string,
    options: { text: string; isCorrect?: boolean }[] = [],
    changes: Record<string, unknown> = {},
  ): Promise<string> {
    const slide = await this.call<{ id: string; options: { id: string }[] }>(
      'POST',
      API_PATHS.slideCreate,
      { presentationId, type },
    );
    await this.call('PUT', `${API_PATHS.slideUpdate}${slide.id}/`, { question, ...changes });
    for (const [i, option] of options.entries()) {
      const id = slide.options[i]?.id;
      if (!id) throw new Error(`slide ${type} has no option ${i + 1}`);
      await this.call('PUT', `${API_PATHS.optionUpdate}${id}/`, option);
    }
    return slide.id;
  }
}
