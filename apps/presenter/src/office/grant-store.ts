import { z } from 'zod';

/** A grant the add-in holds: its token and the presentation it reaches. */
export interface THeldGrant {
  token: string;
  presentationId: string;
  presentationTitle: string;
}

const ZHeldGrantsSchema = z.array(
  z.object({
    token: z.string().min(16),
    presentationId: z.string(),
    presentationTitle: z.string(),
  }),
);

/** Where the add-in keeps its grants: its own storage, never the document. */
export interface TGrantStore {
  /** The grant for a presentation, or (no id) the last one received. */
  get(presentationId?: string): THeldGrant | null;
  put(grant: THeldGrant): void;
  remove(presentationId: string): void;
}

const KEY = 'crowdeck.office.grants';

/**
 * The grants in the add-in's localStorage (per origin and per Office profile: the document, which
 * travels with the file, never holds one). Newest last. A storage that throws (blocked) holds
 * nothing.
 */
export function createGrantStore(storage: Pick<Storage, 'getItem' | 'setItem'> | null): TGrantStore {
  const read = (): THeldGrant[] => {
    try {
      const parsed = ZHeldGrantsSchema.safeParse(JSON.parse(storage?.getItem(KEY) ?? '[]'));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  const write = (grants: THeldGrant[]) => {
    try {
      storage?.setItem(KEY, JSON.stringify(grants));
    } catch {
      // Storage blocked: the add-in asks to sign in again next time.
    }
  };
  return {
    get(presentationId) {
      const grants = read();
      if (presentationId === undefined) return grants.at(-1) ?? null;
      return grants.find((g) => g.presentationId === presentationId) ?? null;
    },
    put(grant) {
      write([...read().filter((g) => g.presentationId !== grant.presentationId), grant]);
    },
    remove(presentationId) {
      write(read().filter((g) => g.presentationId !== presentationId));
    },
  };
}
