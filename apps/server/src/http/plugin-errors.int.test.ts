import { API_PATHS } from '@crowdeck/core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useLiveFixture } from '../test/live-fixture';
import { postRaw } from '../test/test-app';
import { registerErrorHandlers } from './error-handler';

const t = useLiveFixture({ presenter: false });

describe('client errors raised by Fastify and its plugins keep their own code', () => {
  it('answers a body that is not JSON with 415 unsupported_media_type', async () => {
    const response = await postRaw(t.app, API_PATHS.authLogin, 'application/xml', '<login/>');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('answers an unknown route and a wrong method with 404 not_found', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    const wrongMethod = await t.app.inject({ method: 'PUT', url: API_PATHS.authLogin });
    for (const response of [unknown, wrongMethod]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('keeps a plugin 405 and 406 as method_not_allowed and not_acceptable', async () => {
    // The app's own plugins never raise these today; a plugin added later (or Fastify's router)
    // does it the usual way, an error carrying its status, which is what this app throws.
    const app = Fastify();
    registerErrorHandlers(app);
    for (const status of [405, 406, 418]) {
      app.get(`/status/${status}`, async () => {
        throw Object.assign(new Error('refused by a plugin'), { statusCode: status });
      });
    }
    const codes: Record<number, string> = {};
    for (const status of [405, 406, 418]) {
      const response = await app.inject({ url: `/status/${status}` });
      expect(response.statusCode).toBe(status);
      codes[status] = response.json().code;
    }
    await app.close();
    expect(codes).toEqual({
      405: 'method_not_allowed',
      406: 'not_acceptable',
      418: 'invalid_input',
    });
  });
});
