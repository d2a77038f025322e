import type { preHandlerAsyncHookHandler } from 'fastify';
import type { TOptionsService } from './options.service';
import type { TPresentationsService } from './presentations.service';
import type { TSlidesService } from './slides.service';

/** What the deck routes need: the three services and the authenticate pre-handler. */
export interface TDeckDeps {
  presentations: TPresentationsService;
  slides: TSlidesService;
  options: TOptionsService;
  authenticate: preHandlerAsyncHookHandler;
}
