/** A commit a test holds until it lets it go (on, or failing). */
export interface THeldCommit {
  /** Resolves once a batch reached the gate and waits there. */
  entered: Promise<void>;
  /** Lets the held batch be written, or fail with `error`. */
  release(error?: Error): void;
}

/**
 * A hook for the live engine's commit path (TLiveTuning.before…Commit): open by default; `hold()`
 * makes the next batch wait at the gate, so a race can be played in a fixed order without sleeps.
 */
export function createCommitGate() {
  let armed: { enter(): void; waiting: Promise<void> } | null = null;
  return {
    hook: async (): Promise<void> => {
      const held = armed;
      armed = null;
      if (!held) return;
      held.enter();
      await held.waiting;
    },
    hold(): THeldCommit {
      let enter: () => void = () => undefined;
      let release: (error?: Error) => void = () => undefined;
      const entered = new Promise<void>((resolve) => (enter = resolve));
      const waiting = new Promise<void>((resolve, reject) => {
        release = (error) => (error ? reject(error) : resolve());
      });
      armed = { enter, waiting };
      return { entered, release };
    },
  };
}
