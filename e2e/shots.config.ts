import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The screenshot walk (`npm run shots --workspace @crowdeck/e2e`, SHOTS_DIR=<folder>): the
// assignment and extra time screens at phone and projector sizes, for a person to look at. It
// asserts only what it needs to reach each screen; the behaviour is the specs' (specs/).
export default defineConfig({ ...base, testDir: './screenshots', timeout: 300_000 });
