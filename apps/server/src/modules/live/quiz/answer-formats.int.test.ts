import {
  API_PATHS,
  LIVE_LIMITS,
  type TAnswerFormat,
  type TPresentation,
  type TSlide,
  type TSlideResults,
  type TSlideSettings,
  type TSlideType,
  type TSlideResponses,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../../test/deck-factories';
import { answer, nextMessage, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

describe('answer formats: typed answers, numbers, several answers, scales, ranking', () => {
  const live = useLiveFixture({ clock: true });

  /** A deck of one slide of `type` and `format` with these option texts and settings. */
  async function deckWith(
    type: TSlideType,
    format: TAnswerFormat,
    texts: string[],
    settings: TSlideSettings = {},
    correct: number[] = [],
  ) {
    const created = await live.callOk<TPresentation>('POST', API_PATHS.presentationCreate, {});
    const slide = await live.callOk<TSlide>('POST', API_PATHS.slideCreate, {
      presentationId: created.id,
      type,
      format,
      ...(texts.length >= 2 ? { optionTexts: texts } : {}),
    });
    await live.callOk('PUT', `${API_PATHS.slideUpdate}${slide.id}/`, { settings });
    for (const index of correct) {
      await live.callOk('PUT', `${API_PATHS.optionUpdate}${slide.options[index]!.id}/`, {
        isCorrect: true,
      });
    }
    return getDeck(live.app, live.token, created.id);
  }

  /** The presenter and `count` named phones in the deck's room, the first slide live. */
  async function room(deck: TPresentation, count: number) {
    const names = Array.from({ length: count }, (_, i) => `P${i}`);
    const { presenter, phones, joined } = await live.room(deck, names);
    return { presenter, phones, states: joined.map((j) => j.state) };
  }

  /** Starts the quiz question of the deck's first slide and waits until it is open. */
  async function openQuestion(deck: TPresentation, phone: TClientSocket) {
    const slide = deck.Slides[0]!;
    const open = nextMessage(phone, 'question', (m) => m.question.phase === 'open');
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, {
      action: 'start',
    });
    live.clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    await open;
    return slide;
  }

  it('saves formats and settings, refuses what cannot work, and keeps answers off phones', async () => {
    const deck = await deckWith('quiz', 'typeAnswer', ['Jupiter', 'Zeus']);
    const slide = deck.Slides[0]!;
    expect(slide).toMatchObject({ format: 'typeAnswer', settings: {} });
    const path = `${API_PATHS.slideUpdate}${slide.id}/`;
    const scales = await live.call('PUT', path, { format: 'scales' });
    expect(scales.statusCode).toBe(400);
    expect(scales.json().fields.format.code).toBe('format.notAllowed');
    const numeric = { format: 'numeric', settings: { min: 10, max: 5 } };
    const badRange = await live.call('PUT', path, numeric);
    expect(badRange.json().fields.settings.code).toBe('range.invalid');
    const outside = await live.call('PUT', path, {
      format: 'numeric',
      settings: { correctValue: 500 },
    });
    expect(outside.json().fields.settings.code).toBe('correctValue.range');
    const unknown = await live.call('PUT', path, { settings: { colour: 'red' } });
    expect(unknown.statusCode).toBe(400);
    // Nothing of the refused requests was saved.
    expect((await getDeck(live.app, live.token, deck.id)).Slides[0]).toMatchObject({
      format: 'typeAnswer',
      settings: {},
    });

    const { states } = await room(deck, 1);
    expect(states[0]!.slide).toMatchObject({ format: 'typeAnswer', options: [] });
    expect(JSON.stringify(states[0])).not.toContain('Jupiter');

    const guess = await deckWith('quiz', 'numeric', [], {
      min: 1900,
      max: 2000,
      correctValue: 1969,
      tolerance: 2,
    });
    const seen = (await room(guess, 1)).states[0]!;
    expect(seen.slide).toMatchObject({
      format: 'numeric',
      settings: { min: 1900, max: 2000, step: 1 },
    });
    expect(JSON.stringify(seen)).not.toContain('1969');
  });

  it('type answer: case, accents and one typo accepted; two typos refused; retries are the same answer', async () => {
    const deck = await deckWith('quiz', 'typeAnswer', ['Jupiter', 'Zeus'], { typoTolerance: true });
    const { presenter, phones } = await room(deck, 4);
    const slide = await openQuestion(deck, phones[0]!);
    const requestId = crypto.randomUUID();
    const first = await answer(phones[0]!, { requestId, slideId: slide.id, text: '  JUPITÉR ' });
    expect(first).toMatchObject({ ok: true });
    const retry = await answer(phones[0]!, { requestId, slideId: slide.id, text: '  JUPITÉR ' });
    expect(retry).toMatchObject({ ok: true });
    const again = await answer(phones[0]!, { slideId: slide.id, text: 'Zeus' });
    expect(again).toMatchObject({ ok: false, error: { code: 'already_answered' } });
    const blank = await answer(phones[1]!, { slideId: slide.id, text: '   ' });
    expect(blank).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const wrongField = await answer(phones[1]!, {
      slideId: slide.id,
      optionId: slide.options[0]!.id,
    });
    expect(wrongField).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await answer(phones[1]!, { slideId: slide.id, text: 'Jupitre' })).toMatchObject({
      ok: true,
    });
    expect(await answer(phones[2]!, { slideId: slide.id, text: 'Jupyterr' })).toMatchObject({
      ok: true,
    });
    const closed = nextMessage(presenter, 'results', (m) => m.results.correctCount !== undefined);
    const scored = nextMessage(phones[3]!, 'me', (m) => m.me.lastResult?.slideId === slide.id);
    expect(await answer(phones[3]!, { slideId: slide.id, text: 'Zeos' })).toMatchObject({
      ok: true,
    });
    expect((await scored).me.lastResult).toMatchObject({ correct: false, points: 0 });
    const results = (await closed).results;
    expect(results).toMatchObject({ totalResponses: 4, correctCount: 2 });
    expect(results.acceptedAnswers).toEqual(['Jupiter', 'Zeus']);
    expect(results.texts).toEqual(
      expect.arrayContaining([
        { text: 'JUPITÉR', count: 1, correct: true },
        { text: 'Jupitre', count: 1, correct: true },
        { text: 'Jupyterr', count: 1, correct: false },
        { text: 'Zeos', count: 1, correct: false },
      ]),
    );
    const stored = await live.callOk<TSlideResults>('GET', `${API_PATHS.slideResults}${slide.id}/`);
    expect(stored.totalResponses).toBe(4);
  });

  it('numeric guess: inside the band scores, outside does not, off the slider is refused', async () => {
    const deck = await deckWith('quiz', 'numeric', [], {
      min: 1900,
      max: 2000,
      step: 1,
      correctValue: 1969,
      tolerance: 2,
    });
    const { presenter, phones } = await room(deck, 3);
    const slide = await openQuestion(deck, phones[0]!);
    const off = await answer(phones[0]!, { slideId: slide.id, number: 2001 });
    expect(off).toMatchObject({ ok: false, error: { code: 'invalid_input', field: 'number' } });
    const between = await answer(phones[0]!, { slideId: slide.id, number: 1969.5 });
    expect(between).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const hit = nextMessage(phones[0]!, 'me', (m) => m.me.lastResult?.slideId === slide.id);
    const miss = nextMessage(phones[1]!, 'me', (m) => m.me.lastResult?.slideId === slide.id);
    const closed = nextMessage(presenter, 'results', (m) => m.results.correctCount !== undefined);
    expect(await answer(phones[0]!, { slideId: slide.id, number: 1971 })).toMatchObject({
      ok: true,
    });
    expect(await answer(phones[1]!, { slideId: slide.id, number: 1972 })).toMatchObject({
      ok: true,
    });
    expect(await answer(phones[2]!, { slideId: slide.id, number: 1969 })).toMatchObject({
      ok: true,
    });
    expect((await hit).me.lastResult).toMatchObject({ correct: true });
    expect((await hit).me.lastResult?.points).toBeGreaterThan(0);
    expect((await miss).me.lastResult).toMatchObject({ correct: false, points: 0 });
    expect((await closed).results).toMatchObject({
      correctCount: 2,
      correctValue: 1969,
      tolerance: 2,
      average: (1971 + 1972 + 1969) / 3,
      median: 1971,
      numbers: [
        { value: 1969, count: 1 },
        { value: 1971, count: 1 },
        { value: 1972, count: 1 },
      ],
    });
  });

  it('several correct answers: points only for exactly the correct set', async () => {
    const deck = await deckWith('quiz', 'multi', ['Mars', 'Venus', 'Moon', 'Sun'], {}, [0, 1]);
    const { presenter, phones } = await room(deck, 3);
    const slide = await openQuestion(deck, phones[0]!);
    const [mars, venus, moon] = slide.options.map((o) => o.id);
    const twice = await answer(phones[0]!, { slideId: slide.id, optionIds: [mars, mars] });
    expect(twice).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const exact = nextMessage(phones[0]!, 'me', (m) => m.me.lastResult?.slideId === slide.id);
    const partial = nextMessage(phones[1]!, 'me', (m) => m.me.lastResult?.slideId === slide.id);
    const closed = nextMessage(presenter, 'results', (m) => m.results.correctCount !== undefined);
    expect(await answer(phones[0]!, { slideId: slide.id, optionIds: [venus, mars] })).toMatchObject(
      { ok: true },
    );
    expect(await answer(phones[1]!, { slideId: slide.id, optionIds: [mars] })).toMatchObject({
      ok: true,
    });
    expect(
      await answer(phones[2]!, { slideId: slide.id, optionIds: [mars, venus, moon] }),
    ).toMatchObject({ ok: true });
    expect((await exact).me.lastResult?.correct).toBe(true);
    expect((await partial).me.lastResult).toMatchObject({ correct: false, points: 0 });
    const results = (await closed).results;
    expect(results).toMatchObject({ correctCount: 1, totalResponses: 3 });
    expect(results.counts).toMatchObject({ [mars!]: 3, [venus!]: 2, [moon!]: 1 });
    expect(results.correctOptionIds?.sort()).toEqual([mars, venus].sort());

    // The report counts each option chosen and writes every answer out in words.
    const { run, report } = await live.firstRun(deck.id);
    expect(report.slides[0]).toMatchObject({
      responses: 3,
      percentCorrect: 33.3,
      counts: { [mars!]: 3, [venus!]: 2, [moon!]: 1 },
    });
    const details = await live.callOk<TSlideResponses>(
      'GET',
      `${API_PATHS.reportRun}${run.id}/slide/${slide.id}/`,
    );
    expect(details.responses.map((r) => r.answer).sort()).toEqual(
      ['Mars', 'Mars, Venus, Moon', 'Venus, Mars'].sort(),
    );
  });

  it('polls: up to k choices, scales with skips, ranking by average position', async () => {
    const multi = await deckWith('poll', 'multi', ['Tea', 'Coffee', 'Juice'], { maxChoices: 2 });
    const m = await room(multi, 2);
    const [tea, coffee, juice] = multi.Slides[0]!.options.map((o) => o.id);
    const id = multi.Slides[0]!.id;
    const three = await answer(m.phones[0]!, { slideId: id, optionIds: [tea, coffee, juice] });
    expect(three).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', field: 'optionIds' },
    });
    const counted = nextMessage(m.presenter, 'results', (r) => r.results.totalResponses === 2);
    await answer(m.phones[0]!, { slideId: id, optionIds: [tea, coffee] });
    await answer(m.phones[1]!, { slideId: id, optionIds: [coffee] });
    expect((await counted).results.counts).toEqual({ [tea!]: 1, [coffee!]: 2, [juice!]: 0 });

    const scale = await deckWith('poll', 'scales', ['Pace', 'Content', 'Slides'], {
      scaleMax: 5,
      minLabel: 'Poor',
      maxLabel: 'Great',
    });
    const s = await room(scale, 2);
    expect(s.states[0]!.slide?.settings).toEqual({
      scaleMax: 5,
      minLabel: 'Poor',
      maxLabel: 'Great',
    });
    const [pace, content, slides] = scale.Slides[0]!.options.map((o) => o.id);
    const sid = scale.Slides[0]!.id;
    const tooHigh = await answer(s.phones[0]!, { slideId: sid, ratings: { [pace!]: 6 } });
    expect(tooHigh).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const allSkipped = await answer(s.phones[0]!, { slideId: sid, ratings: { [pace!]: null } });
    expect(allSkipped).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const rated = nextMessage(s.presenter, 'results', (r) => r.results.totalResponses === 2);
    await answer(s.phones[0]!, {
      slideId: sid,
      ratings: { [pace!]: 4, [content!]: 5, [slides!]: null },
    });
    await answer(s.phones[1]!, { slideId: sid, ratings: { [pace!]: 2, [content!]: 5 } });
    expect((await rated).results.scales).toEqual([
      { optionId: pace, counts: [0, 1, 0, 1, 0], skipped: 0, average: 3 },
      { optionId: content, counts: [0, 0, 0, 0, 2], skipped: 0, average: 5 },
      { optionId: slides, counts: [0, 0, 0, 0, 0], skipped: 1, average: null },
    ]);

    const rank = await deckWith('poll', 'ranking', ['Alpha', 'Beta', 'Gamma']);
    const r = await room(rank, 2);
    const [alpha, beta, gamma] = rank.Slides[0]!.options.map((o) => o.id);
    const rid = rank.Slides[0]!.id;
    const missing = await answer(r.phones[0]!, { slideId: rid, order: [alpha, beta] });
    expect(missing).toMatchObject({ ok: false, error: { code: 'invalid_input', field: 'order' } });
    const ranked = nextMessage(r.presenter, 'results', (x) => x.results.totalResponses === 2);
    await answer(r.phones[0]!, { slideId: rid, order: [beta, alpha, gamma] });
    await answer(r.phones[1]!, { slideId: rid, order: [beta, gamma, alpha] });
    expect((await ranked).results.ranking).toEqual([
      { optionId: beta, averagePosition: 1 },
      { optionId: alpha, averagePosition: 2.5 },
      { optionId: gamma, averagePosition: 2.5 },
    ]);

    // The report keeps each format's results and every answer in words.
    const report = async (deckId: string) => {
      const { run, report: body } = await live.firstRun(deckId);
      return { run, slide: body.slides[0]! };
    };
    const scaleReport = await report(scale.id);
    expect(scaleReport.slide).toMatchObject({ format: 'scales', responses: 2 });
    expect(scaleReport.slide.formatResults?.scales?.[0]).toMatchObject({
      optionId: pace,
      average: 3,
    });
    const rankReport = await report(rank.id);
    expect(rankReport.slide.formatResults?.ranking?.[0]).toEqual({
      optionId: beta,
      averagePosition: 1,
    });
    const details = await live.callOk<TSlideResponses>(
      'GET',
      `${API_PATHS.reportRun}${rankReport.run.id}/slide/${rid}/`,
    );
    expect(details.responses.map((r) => r.answer).sort()).toEqual([
      '1. Beta; 2. Alpha; 3. Gamma',
      '1. Beta; 2. Gamma; 3. Alpha',
    ]);
    for (const format of ['pdf', 'xlsx']) {
      const file = await live.app.inject({
        method: 'GET',
        url: `${API_PATHS.reportExport}${scaleReport.run.id}/?format=${format}`,
        headers: { authorization: `Bearer ${live.token}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.length).toBeGreaterThan(1000);
    }
    const image = await live.app.inject({
      method: 'GET',
      url: `${API_PATHS.reportRun}${rankReport.run.id}/slide/${rid}/image/`,
      headers: { authorization: `Bearer ${live.token}` },
    });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('up to k choices: the results carry how many people answered, not how many picks', async () => {
    const deck = await deckWith('poll', 'multi', ['Tea', 'Coffee', 'Juice'], { maxChoices: 2 });
    const r = await room(deck, 3);
    const [tea, coffee, juice] = deck.Slides[0]!.options.map((o) => o.id);
    const id = deck.Slides[0]!.id;
    const onStage = nextMessage(r.presenter, 'results', (m) => m.results.totalResponses === 3);
    const onPhone = nextMessage(r.phones[2]!, 'results', (m) => m.results.totalResponses === 3);
    await answer(r.phones[0]!, { slideId: id, optionIds: [tea, coffee] });
    await answer(r.phones[1]!, { slideId: id, optionIds: [tea, juice] });
    await answer(r.phones[2]!, { slideId: id, optionIds: [coffee] });
    // Five picks by three people: Tea is 2 of 3 people (67 %), not 2 of 5 picks (40 %).
    for (const results of [(await onStage).results, (await onPhone).results]) {
      expect(results.counts).toEqual({ [tea!]: 2, [coffee!]: 2, [juice!]: 1 });
      expect(results.totalResponses).toBe(3);
    }
  });

  it('polls: results hidden until the presenter closes voting, then no more votes until reopened', async () => {
    const deck = await deckWith('poll', 'choice', ['Yes', 'No'], { hideResults: true });
    const { presenter, phones } = await room(deck, 2);
    const slide = deck.Slides[0]!;
    const [yes, no] = slide.options.map((o) => o.id);
    const hidden = nextMessage(presenter, 'results', (m) => m.results.totalResponses === 1);
    await answer(phones[0]!, { slideId: slide.id, optionId: yes });
    expect((await hidden).results).toEqual({
      slideId: slide.id,
      counts: {},
      totalResponses: 1,
      hidden: true,
    });
    const game = `${API_PATHS.slideGame}${slide.id}/`;
    const closedState = nextMessage(
      phones[1]!,
      'state',
      (m) => m.state.slide?.votingClosed === true,
    );
    const shown = nextMessage(presenter, 'results', (m) => !m.results.hidden);
    await live.callOk('POST', game, { action: 'close' });
    expect((await closedState).state.results?.counts).toEqual({ [yes!]: 1, [no!]: 0 });
    expect((await shown).results.counts).toEqual({ [yes!]: 1, [no!]: 0 });
    const late = await answer(phones[1]!, { slideId: slide.id, optionId: no });
    expect(late).toMatchObject({ ok: false, error: { code: 'closed' } });
    const reopened = nextMessage(
      phones[1]!,
      'state',
      (m) => m.state.slide?.id === slide.id && !m.state.slide.votingClosed,
    );
    await live.callOk('POST', game, { action: 'start' });
    expect((await reopened).state.results).toMatchObject({ hidden: true });
    expect(await answer(phones[1]!, { slideId: slide.id, optionId: no })).toMatchObject({
      ok: true,
    });
  });
});
