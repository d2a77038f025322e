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

/** A storage in memory: where grants live for this page's life when the browser's is blocked. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

/**
 * The grants in the add-in's localStorage (per origin and per Office profile: the document, which
 * travels with the file, never holds one). Newest last. Office on the web frames the add-in from
 * Microsoft's origin, so the browser may partition that storage (`partitionKey`, Office's advice)
 * or block it (third-party storage off): then the grants live in memory, and the add-in asks to
 * sign in again after PowerPoint reloads it.
 */
export function createGrantStore(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  partitionKey = '',
): TGrantStore {
  const key = partitionKey ? `${partitionKey}${KEY}` : KEY;
  const memory = memoryStorage();
  let store = storage ?? memory;
  const read = (): THeldGrant[] => {
    try {
      const parsed = ZHeldGrantsSchema.safeParse(JSON.parse(store.getItem(key) ?? '[]'));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  const write = (grants: THeldGrant[]) => {
    try {
      store.setItem(key, JSON.stringify(grants));
    } catch {
      // Storage blocked or full: keep them in memory from now on.
      store = memory;
      store.setItem(key, JSON.stringify(grants));
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
