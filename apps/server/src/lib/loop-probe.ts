import { monitorEventLoopDelay } from 'node:perf_hooks';

/** What the event-loop probe answers, in milliseconds, since the previous reading. */
export interface TLoopReading {
  type: 'crowdeck:loop';
  p50: number;
  p99: number;
  max: number;
}

/**
 * For the live benchmark: a parent that started this process with an IPC channel asks
 * `crowdeck:loop` at the end of each phase and gets the event-loop delay percentiles since its
 * previous question (perf_hooks, 10 ms resolution). Inert without an IPC channel, as in production.
 */
export function registerLoopProbe(): void {
  const send = process.send?.bind(process);
  if (!send) return;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;
  process.on('message', (message) => {
    if (message !== 'crowdeck:loop') return;
    const reading: TLoopReading = {
      type: 'crowdeck:loop',
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    histogram.reset();
    send(reading);
  });
  // The IPC channel must not keep a stopping server alive.
  process.channel?.unref();
}
