/** What the save indicator shows. 'idle' means nothing was edited yet (everything is saved). */
export type TSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** Waits after a failed save before trying again: 1 s, 2 s, then every 5 s. */
export const RETRY_DELAYS_MS = [1000, 2000, 5000] as const;

/** Edits of one object wait this long for more before they are sent. */
export const SAVE_DEBOUNCE_MS = 600;

type TChanges = Record<string, unknown>;

export interface TSaveTask {
  /** One key per server object and kind of call, e.g. `slide:<id>`; edits of a key merge. */
  key: string;
  changes?: TChanges;
  /** Sends the merged changes; the latest task's function is used. */
  send: (changes: TChanges) => Promise<unknown>;
  /** 0 sends as soon as the queue is free (deletes, reorders). */
  delayMs?: number;
}

interface TEntry {
  key: string;
  changes: TChanges;
  send: (changes: TChanges) => Promise<unknown>;
  timer: ReturnType<typeof setTimeout> | null;
  /** Failed attempts so far; above 0 the entry is waiting to retry. */
  failures: number;
  cancelled: boolean;
}

export interface TSaveQueueOptions {
  debounceMs?: number;
  retryDelaysMs?: readonly number[];
  /** Whether a failure may pass on its own (network, 5xx); others are reported and dropped. */
  isRetryable: (error: unknown) => boolean;
  onError?: (error: unknown, info: { key: string; willRetry: boolean }) => void;
  onStatusChange?: (status: TSaveStatus) => void;
}

/** Delay before retry number `failures` (1-based). */
export function getRetryDelay(
  failures: number,
  delays: readonly number[] = RETRY_DELAYS_MS,
): number {
  return delays[Math.min(failures, delays.length) - 1] ?? 0;
}

/**
 * Autosave: collects edits per object, sends each after a quiet period, one request at a time in
 * the order they became due, and keeps failed changes to retry with backoff. Newer edits made while
 * a request is out are merged over the failed ones, so nothing typed is lost.
 */
export class SaveQueue {
  private readonly waiting = new Map<string, TEntry>();
  private readonly due: string[] = [];
  private inFlight: TEntry | null = null;
  private status: TSaveStatus = 'idle';
  private drainWaiters: (() => void)[] = [];
  private readonly debounceMs: number;
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: TSaveQueueOptions) {
    this.debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  /** Adds changes for an object; they go out after the quiet period. */
  enqueue(task: TSaveTask): void {
    const existing = this.waiting.get(task.key);
    if (existing) {
      existing.changes = { ...existing.changes, ...task.changes };
      existing.send = task.send;
      // A waiting retry keeps its schedule; a debouncing edit waits again.
      if (existing.failures === 0 && existing.timer) this.schedule(existing, this.delayOf(task));
    } else {
      const entry: TEntry = {
        key: task.key,
        changes: { ...task.changes },
        send: task.send,
        timer: null,
        failures: 0,
        cancelled: false,
      };
      this.waiting.set(task.key, entry);
      this.schedule(entry, this.delayOf(task));
    }
    this.updateStatus();
  }

  /** Drops waiting changes of the matching keys (their object was deleted). */
  cancel(matches: (key: string) => boolean): void {
    for (const [key, entry] of this.waiting) {
      if (!matches(key)) continue;
      if (entry.timer) clearTimeout(entry.timer);
      this.waiting.delete(key);
      this.removeDue(key);
    }
    if (this.inFlight && matches(this.inFlight.key)) this.inFlight.cancelled = true;
    this.updateStatus();
  }

  /** Sends everything now: retries without waiting and edits without their quiet period. */
  flush(): Promise<void> {
    for (const entry of this.waiting.values()) {
      if (entry.timer) {
        clearTimeout(entry.timer);
        this.markDue(entry);
      }
    }
    this.pump();
    if (this.isDrained() || this.status === 'failed') return Promise.resolve();
    return new Promise((resolve) => this.drainWaiters.push(resolve));
  }

  /** Fields of the object's changes still waiting to be sent (typed while a save was out). */
  waitingFields(key: string): string[] {
    return Object.keys(this.waiting.get(key)?.changes ?? {});
  }

  /** Fields of the object's changes not on the server yet: waiting, or in the request now out. */
  unsentFields(key: string): string[] {
    const out = this.inFlight?.key === key ? Object.keys(this.inFlight.changes) : [];
    return [...new Set([...out, ...this.waitingFields(key)])];
  }

  /** Whether a task of this key has not reached the server yet (a delete, an order). */
  isUnsent(key: string): boolean {
    return this.waiting.has(key) || this.inFlight?.key === key;
  }

  /** Whether some change has not reached the server yet. */
  hasPending(): boolean {
    return !this.isDrained();
  }

  getStatus(): TSaveStatus {
    return this.status;
  }

  /** Stops every timer (the editor closed); unsent changes are dropped. */
  dispose(): void {
    for (const entry of this.waiting.values()) if (entry.timer) clearTimeout(entry.timer);
    this.waiting.clear();
    this.due.length = 0;
  }

  private delayOf(task: TSaveTask): number {
    return task.delayMs ?? this.debounceMs;
  }

  private schedule(entry: TEntry, delayMs: number): void {
    if (entry.timer) clearTimeout(entry.timer);
    this.removeDue(entry.key);
    entry.timer = setTimeout(() => {
      this.markDue(entry);
      this.pump();
    }, delayMs);
  }

  private markDue(entry: TEntry): void {
    entry.timer = null;
    if (!this.due.includes(entry.key)) this.due.push(entry.key);
  }

  private removeDue(key: string): void {
    const index = this.due.indexOf(key);
    if (index >= 0) this.due.splice(index, 1);
  }

  private pump(): void {
    if (this.inFlight) return;
    const key = this.due.shift();
    if (key === undefined) {
      this.updateStatus();
      return;
    }
    const entry = this.waiting.get(key);
    if (!entry) return this.pump();
    this.waiting.delete(key);
    this.inFlight = entry;
    this.updateStatus();
    entry.send(entry.changes).then(
      () => this.settle(entry, null),
      (error: unknown) => this.settle(entry, error ?? new Error('save failed')),
    );
  }

  private settle(entry: TEntry, error: unknown): void {
    this.inFlight = null;
    if (error !== null && !entry.cancelled) this.handleFailure(entry, error);
    this.pump();
    this.updateStatus();
  }

  private handleFailure(entry: TEntry, error: unknown): void {
    const willRetry = this.options.isRetryable(error);
    this.options.onError?.(error, { key: entry.key, willRetry });
    if (!willRetry) return;
    const newer = this.waiting.get(entry.key);
    if (newer?.timer) clearTimeout(newer.timer);
    this.removeDue(entry.key);
    const retry: TEntry = {
      ...entry,
      changes: { ...entry.changes, ...newer?.changes },
      send: newer?.send ?? entry.send,
      timer: null,
      failures: entry.failures + 1,
    };
    this.waiting.set(entry.key, retry);
    this.schedule(retry, getRetryDelay(retry.failures, this.retryDelaysMs));
  }

  private isDrained(): boolean {
    return this.waiting.size === 0 && this.inFlight === null;
  }

  private computeStatus(): TSaveStatus {
    const failing =
      (this.inFlight?.failures ?? 0) > 0 ||
      [...this.waiting.values()].some((entry) => entry.failures > 0);
    if (failing) return 'failed';
    if (!this.isDrained()) return 'saving';
    return this.status === 'idle' ? 'idle' : 'saved';
  }

  private updateStatus(): void {
    const next = this.computeStatus();
    if (next === 'failed' || this.isDrained()) {
      const waiters = this.drainWaiters;
      this.drainWaiters = [];
      for (const resolve of waiters) resolve();
    }
    if (next === this.status) return;
    this.status = next;
    this.options.onStatusChange?.(next);
  }
}
