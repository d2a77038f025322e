import { randomInt, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { API_PATHS } from '@crowdeck/core';
import { E2E_PRESENTER_URL } from './env';

/** An answer option: its text alone, or with whether it is correct. */
export type TOptionSpec = string | { text: string; isCorrect?: boolean };

/** One slide of a deck built over HTTP: its type, question, options and other changes. */
export interface TSlideSpec {
  type: string;
  question: string;
  options?: readonly TOptionSpec[];
  changes?: Record<string, unknown>;
}

/** A presentation built over HTTP, with the ids of its slides in order. */
export interface TBuiltDeck {
  id: string;
  uniqueCode: string;
  slideIds: string[];
}

/** A presenter account driven over HTTP, to build decks quickly for live specs. */
export class PresenterApi {
  token = '';

  /** A presenter signed up over HTTP (on the shared server unless told), ready to build decks. */
  static async registered(baseUrl?: string): Promise<PresenterApi> {
    const api = new PresenterApi(baseUrl);
    await api.register();
    return api;
  }

  /** `baseUrl`: the API of another server than the shared end-to-end one. */
  constructor(private readonly baseUrl = E2E_PRESENTER_URL) {}

  /**
   * The loopback address this account's requests come from (127.0.0.0/8 is all on `lo`): each
   * account its own, so the accounts a long run creates over HTTP do not use up the per-address
   * sign-up limit that the specs signing up in the browser (from 127.0.0.1) count on.
   */
  private readonly localAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = new URL(path, this.baseUrl);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
    };
    const { status, text } =
      url.protocol === 'http:'
        ? await this.send(url, method, headers, payload)
        : await fetch(url, { method, headers, body: payload }).then(async (res) => ({
            status: res.status,
            text: await res.text(),
          }));
    if (status < 200 || status >= 300) {
      throw new Error(`${method} ${path} answered ${status}: ${text}`);
    }
    return (text ? JSON.parse(text) : null) as T;
  }

  private send(
    url: URL,
    method: string,
    headers: Record<string, string>,
    payload: string | undefined,
  ): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        url,
        { method, headers, family: 4, localAddress: this.localAddress },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  /** Signs a new presenter up; answers the email and password (for specs that sign in by form). */
  async register(emailPrefix = 'pat'): Promise<{ email: string; password: string }> {
    const id = randomUUID().slice(0, 8);
    const body = {
      name: 'Pat Presenter',
      email: `${emailPrefix}-${id}@example.com`,
      password: `stage-${id}-x`,
    };
    this.token = (await this.call<{ token: string }>('POST', API_PATHS.usersCreate, body)).token;
    return { email: body.email, password: body.password };
  }

  /** A new, empty presentation. */
  createDeck(title: string): Promise<{ id: string; uniqueCode: string }> {
    return this.call<{ id: string; uniqueCode: string }>('POST', API_PATHS.presentationCreate, {
      title,
    });
  }

  /** Puts the presentation on this slide (where presenting starts). */
  async setActiveSlide(presentationId: string, slideId: string): Promise<void> {
    await this.call('PUT', `${API_PATHS.presentationUpdate}${presentationId}/`, {
      slideActiveId: slideId,
    });
  }

  /** A new presentation with these slides, in order, presenting from the first. */
  async createDeckWithSlides(title: string, slides: readonly TSlideSpec[]): Promise<TBuiltDeck> {
    const deck = await this.createDeck(title);
    const slideIds: string[] = [];
    for (const { type, question, options, changes } of slides) {
      slideIds.push(await this.createSlide(deck.id, type, question, options, changes));
    }
    if (slideIds[0]) await this.setActiveSlide(deck.id, slideIds[0]);
    return { ...deck, slideIds };
  }

  /** A new presentation with one poll slide ('Lunch?': Pizza, Sushi). */
  async createPollDeck(title: string): Promise<{ id: string; uniqueCode: string }> {
    const deck = await this.createDeck(title);
    await this.createSlide(deck.id, 'poll', 'Lunch?', [{ text: 'Pizza' }, { text: 'Sushi' }]);
    return deck;
  }

  async createSlide(
    presentationId: string,
    type: string,
    question: string,
    options: readonly TOptionSpec[] = [],
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
      const body = typeof option === 'string' ? { text: option } : option;
      await this.call('PUT', `${API_PATHS.optionUpdate}${id}/`, body);
    }
    return slide.id;
  }
}

/** A slide of this type; a quiz's right answer marked with `right`. */
export function slide(
  type: string,
  question: string,
  options: readonly TOptionSpec[] = [],
  changes?: Record<string, unknown>,
): TSlideSpec {
  return { type, question, options, ...(changes ? { changes } : {}) };
}

/** The correct answer among a quiz's options. */
export function right(text: string): TOptionSpec {
  return { text, isCorrect: true };
}

/** The sample poll many specs ask: 'Lunch?' (Pizza, Sushi), as `createPollDeck` makes it. */
export function lunchPoll(): TSlideSpec {
  return slide('poll', 'Lunch?', ['Pizza', 'Sushi']);
}

/** The sample quiz many specs ask: 'Largest planet?', Jupiter right, Mars wrong. */
export function planetQuiz(changes?: Record<string, unknown>): TSlideSpec {
  return slide('quiz', 'Largest planet?', ['Mars', right('Jupiter')], changes);
}

/** A presenter signed up over HTTP with a deck of these slides, presenting from the first. */
export async function presenterWithDeck(
  title: string,
  slides: readonly TSlideSpec[],
): Promise<{ api: PresenterApi; deck: TBuiltDeck }> {
  const api = await PresenterApi.registered();
  return { api, deck: await api.createDeckWithSlides(title, slides) };
}

/** A presenter signed up over HTTP with a deck of one poll slide ('Lunch?': Pizza, Sushi). */
export async function presenterWithPollDeck(
  title: string,
): Promise<{ api: PresenterApi; deck: { id: string; uniqueCode: string } }> {
  const api = await PresenterApi.registered();
  return { api, deck: await api.createPollDeck(title) };
}
