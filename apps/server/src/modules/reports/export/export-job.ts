import type { MessagePort } from 'node:worker_threads';
import type {
  TReportParticipant,
  TReportQaQuestion,
  TReportSlide,
  TRunReport,
} from '@crowdeck/core';
import type { TSlideImageRun } from './png';
import type { TReportLocale } from './report-text';

/** A file format an export worker writes through a message port (see export-channel.ts). */
export type TStreamedFormat = 'pdf' | 'xlsx' | 'csv';

/**
 * What an export worker is given: plain data that crosses to a worker thread (structured clone)
 * and, for a streamed file, the port it writes through and reads responses from. The reader's
 * language and zone travel as data (the request is read on the event loop's thread).
 */
export type TExportJob =
  | { kind: TStreamedFormat; report: TRunReport; locale: TReportLocale; port: MessagePort }
  | {
      kind: 'png';
      slide: TReportSlide;
      /** Drawn on a leaderboard slide only; empty otherwise. */
      participants: TReportParticipant[];
      /** Drawn on a Q&A slide only; empty otherwise. */
      qa: TReportQaQuestion[];
      fontFamily: string | null;
      /** The deck's title and brand, the session's start and the reader's locale (the footer). */
      run: TSlideImageRun & { locale: TReportLocale };
    };
