import type { MessagePort } from 'node:worker_threads';
import type {
  TReportParticipant,
  TReportQaQuestion,
  TReportSlide,
  TRunReport,
} from '@crowdeck/core';

/** A file format an export worker writes through a message port (see export-channel.ts). */
export type TStreamedFormat = 'pdf' | 'xlsx' | 'csv';

/**
 * What an export worker is given: plain data that crosses to a worker thread (structured clone)
 * and, for a streamed file, the port it writes through and reads responses from.
 */
export type TExportJob =
  | { kind: TStreamedFormat; report: TRunReport; port: MessagePort }
  | {
      kind: 'png';
      slide: TReportSlide;
      /** Drawn on a leaderboard slide only; empty otherwise. */
      participants: TReportParticipant[];
      /** Drawn on a Q&A slide only; empty otherwise. */
      qa: TReportQaQuestion[];
      fontFamily: string | null;
    };
