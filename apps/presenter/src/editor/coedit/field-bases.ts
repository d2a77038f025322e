/**
 * Co-editing: what each text field was on the server when this editor started changing it (the
 * base its save carries), and what this editor last saved there (to recognise its own text in
 * another editor's overwrite). Keys are core's field keys (`slide:<id>:question` …).
 */
export function createFieldBases() {
  /** The field's value as last known from the server (a save of ours, or another editor's). */
  const known = new Map<string, string>();
  /** Bases of edits not yet saved: set by the first edit, kept until that value is saved. */
  const pending = new Map<string, string>();
  /** What this editor last saved in each field. */
  const mine = new Map<string, string>();

  return {
    /**
     * An edit of the field begins while it shows `current`: what the new text is built on, even
     * when another editor's newer save arrived meanwhile and was held back (this page was typing
     * in the field), so that save is reported as overwritten.
     */
    edited(key: string, current: string): void {
      if (!pending.has(key)) pending.set(key, current);
    },
    /** The base a save of the field carries now. */
    baseOf(key: string): string | undefined {
      return pending.get(key) ?? known.get(key);
    },
    /** Whether the field has an edit not yet saved. */
    isPending(key: string): boolean {
      return pending.has(key);
    },
    /** The server took `value` from this editor. A newer edit typed meanwhile builds on it. */
    saved(key: string, value: string, typedSince: boolean): void {
      known.set(key, value);
      mine.set(key, value);
      if (typedSince) pending.set(key, value);
      else pending.delete(key);
    },
    /** Another editor (or this one) saved the field: that value is the server's now. */
    received(key: string, value: string): void {
      known.set(key, value);
    },
    /** Whether `text` is what this editor last saved in the field. */
    isMine(key: string, text: string): boolean {
      return mine.get(key) === text;
    },
    clear(): void {
      known.clear();
      pending.clear();
      mine.clear();
    },
  };
}

export type TFieldBases = ReturnType<typeof createFieldBases>;
