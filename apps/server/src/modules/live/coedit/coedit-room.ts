import {
  COEDIT_LOCK_IDLE_MS,
  type TCoeditChange,
  type TCoeditEditor,
  type TCoeditPresence,
} from '@crowdeck/core';
import type { TDatabase } from '../../../db/client';
import { createUsersRepository } from '../../accounts/users.repository';
import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { TClock } from '../../../lib/clock';
import { isUuid } from '../../../lib/ids';
import { mayEditDeck, mayJoinDeckEditors, mayTakeDeckField } from '../../../policies';
import type { TDeckRepositories } from '../../decks/deck.repository';
import { LiveError } from '../errors';
import {
  LIVE_ROOMS,
  type TLiveGateway,
  type TLiveServer,
  type TLiveSocket,
  type TSocketData,
} from '../realtime/gateway';
import { withAck } from '../realtime/socket-ack';
import { LIVE_EVENT_SCHEMAS } from '../realtime/socket-server';

const editorsRoom = LIVE_ROOMS.editors;

/** How often this node lets go of the fields its sockets left idle. */
const SWEEP_MS = 5_000;

/** Plain messages of the co-editing refusals (the editor shows its own translated texts). */
export const COEDIT_MESSAGES = {
  notOpen: 'Open the deck in the editor first.',
  notFound: 'This deck was not found.',
  readOnly: 'This deck is shared with you to view only.',
  taken: 'Someone else is editing this field.',
};

/** One field saved through the deck routes, for the other editors. */
export interface TSavedField {
  field: string;
  value: string | null;
  overwritten: string | null;
}

/**
 * Co-editing a deck on the presenter's Socket.IO connection: the deck's editors room (presence),
 * fields taken while typing, and saved fields sent to every editor of the deck. What each socket
 * holds is kept in its own `socket.data.coedit`, so the room's state is read through the adapter
 * (`fetchSockets`) on every node; access is asked of the deck policies at every join and take.
 */
export function createCoeditRoom(deps: {
  io: TLiveServer;
  gateway: Pick<
    TLiveGateway,
    'sendPresenceToEditors' | 'sendChangeToEditors' | 'sendReshapedToEditors'
  >;
  db: TDatabase;
  repos: Pick<TDeckRepositories, 'presentations' | 'shares'>;
  clock: TClock;
  onError: (error: unknown) => void;
  background: Pick<TBackgroundTasks, 'run'>;
  idleMs?: number;
}) {
  const { io, repos, clock } = deps;
  const idleMs = deps.idleMs ?? COEDIT_LOCK_IDLE_MS;
  /** Takes of one deck on this node, one after the other (a check and its take are one step). */
  const queues = new Map<string, Promise<unknown>>();

  function serially<T>(presentationId: string, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(presentationId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail: Promise<void> = next
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        if (queues.get(presentationId) === tail) queues.delete(presentationId);
      });
    queues.set(presentationId, tail);
    return next;
  }

  const usersRepo = createUsersRepository(deps.db);
  async function nameOf(userId: string): Promise<string> {
    return (await usersRepo.findById(userId))?.name ?? '';
  }

  /** The caller's access to the deck now: null when they may not even view it. */
  async function accessOf(socket: TLiveSocket, presentationId: string) {
    const userId = socket.data.userId;
    if (!userId || !isUuid(presentationId)) return null;
    const row = await repos.presentations.findById(presentationId);
    if (!row) return null;
    const facts = await repos.shares.facts(row, userId);
    if (!mayJoinDeckEditors(socket.data, userId, facts)) return null;
    return { userId, canEdit: mayEditDeck(userId, facts) };
  }

  /** Who has the deck open, on every node. */
  async function presenceOf(presentationId: string): Promise<TCoeditPresence> {
    const sockets = await io.in(editorsRoom(presentationId)).fetchSockets();
    const now = clock.now();
    const editors: TCoeditEditor[] = sockets.flatMap((socket) => {
      const { userId, coedit } = socket.data;
      if (!userId || coedit?.presentationId !== presentationId) return [];
      const idle = coedit.field !== null && now - coedit.touchedAt > idleMs;
      return [
        {
          socketId: socket.id,
          userId,
          name: coedit.name,
          slideId: coedit.slideId,
          field: idle ? null : coedit.field,
          canEdit: coedit.canEdit,
        },
      ];
    });
    editors.sort((a, b) => a.name.localeCompare(b.name) || a.socketId.localeCompare(b.socketId));
    return { presentationId, editors };
  }

  async function announce(presentationId: string): Promise<TCoeditPresence> {
    const presence = await presenceOf(presentationId);
    deps.gateway.sendPresenceToEditors(presence);
    return presence;
  }

  const announceLater = (presentationId: string, after: Promise<unknown> = Promise.resolve()) => {
    const task = after.then(() => announce(presentationId));
    deps.background.run(task, { event: 'coedit.presence', presentationId });
  };

  function joined(socket: TLiveSocket): NonNullable<TSocketData['coedit']> {
    const coedit = socket.data.coedit;
    if (!coedit) throw new LiveError('unauthorized', COEDIT_MESSAGES.notOpen);
    return coedit;
  }

  async function leave(socket: TLiveSocket): Promise<void> {
    const coedit = socket.data.coedit;
    if (!coedit) return;
    socket.data.coedit = undefined;
    await socket.leave(editorsRoom(coedit.presentationId));
    await announce(coedit.presentationId);
  }

  function register(socket: TLiveSocket): void {
    socket.on(
      'coedit:join',
      withAck(
        LIVE_EVENT_SCHEMAS['coedit:join'],
        async (payload) => {
          const access = await accessOf(socket, payload.presentationId);
          if (!access) throw new LiveError('not_found', COEDIT_MESSAGES.notFound);
          const previous = socket.data.coedit;
          if (previous && previous.presentationId !== payload.presentationId) await leave(socket);
          socket.data.coedit = {
            presentationId: payload.presentationId,
            name: await nameOf(access.userId),
            slideId: payload.slideId,
            field: null,
            touchedAt: clock.now(),
            canEdit: access.canEdit,
          };
          await socket.join(editorsRoom(payload.presentationId));
          const presence = await announce(payload.presentationId);
          return { ...presence, canEdit: access.canEdit };
        },
        deps.onError,
      ),
    );
    socket.on(
      'coedit:slide',
      withAck(
        LIVE_EVENT_SCHEMAS['coedit:slide'],
        async (payload) => {
          const coedit = joined(socket);
          coedit.slideId = payload.slideId;
          await announce(coedit.presentationId);
          return null;
        },
        deps.onError,
      ),
    );
    socket.on(
      'coedit:lock',
      withAck(
        LIVE_EVENT_SCHEMAS['coedit:lock'],
        async (payload) => {
          const coedit = joined(socket);
          const { presentationId } = coedit;
          // Access is read again: a share revoked since the join takes effect at once.
          const access = await accessOf(socket, presentationId);
          coedit.canEdit = access?.canEdit ?? false;
          if (!coedit.canEdit) throw new LiveError('read_only', COEDIT_MESSAGES.readOnly);
          const renewed = await serially(presentationId, async () => {
            const sockets = await io.in(editorsRoom(presentationId)).fetchSockets();
            const holder = sockets.find(
              (other) =>
                other.id !== socket.id &&
                other.data.coedit?.presentationId === presentationId &&
                other.data.coedit.field === payload.field &&
                clock.now() - other.data.coedit.touchedAt <= idleMs,
            );
            const held = holder?.data.coedit
              ? { socketId: holder.id, touchedAt: holder.data.coedit.touchedAt }
              : null;
            if (!mayTakeDeckField(coedit.canEdit, socket.id, held, clock.now(), idleMs)) {
              throw new LiveError('field_taken', COEDIT_MESSAGES.taken, {
                holder: holder?.data.coedit?.name ?? '',
              });
            }
            const same = coedit.field === payload.field;
            coedit.field = payload.field;
            coedit.touchedAt = clock.now();
            return same;
          });
          if (!renewed) await announce(presentationId);
          return null;
        },
        deps.onError,
      ),
    );
    socket.on(
      'coedit:unlock',
      withAck(
        LIVE_EVENT_SCHEMAS['coedit:unlock'],
        async (payload) => {
          const coedit = joined(socket);
          if (coedit.field === payload.field) {
            coedit.field = null;
            await announce(coedit.presentationId);
          }
          return null;
        },
        deps.onError,
      ),
    );
    socket.on(
      'coedit:leave',
      withAck(
        LIVE_EVENT_SCHEMAS['coedit:leave'],
        async () => {
          await leave(socket);
          return null;
        },
        deps.onError,
      ),
    );
    socket.on('disconnect', () => {
      const coedit = socket.data.coedit;
      // The socket has left its rooms by now: the others see it gone, with its field.
      if (coedit) announceLater(coedit.presentationId);
    });
  }

  io.on('connection', (socket) => {
    if (socket.data.kind !== 'presenter') return;
    // Back through connection-state recovery: the page joins again on its own.
    if (socket.recovered && socket.data.coedit) {
      const { presentationId } = socket.data.coedit;
      socket.data.coedit = undefined;
      announceLater(presentationId, Promise.resolve(socket.leave(editorsRoom(presentationId))));
    }
    register(socket);
  });

  /** Lets go of the fields this node's sockets left idle, and tells their decks. */
  function sweep(): void {
    const now = clock.now();
    const decks = new Set<string>();
    for (const socket of io.of('/').sockets.values()) {
      const coedit = socket.data.coedit;
      if (!coedit?.field || now - coedit.touchedAt <= idleMs) continue;
      coedit.field = null;
      decks.add(coedit.presentationId);
    }
    for (const presentationId of decks) announceLater(presentationId);
  }
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();

  return {
    sweep,
    presenceOf,
    /** Fields saved through the deck routes: every editor of the deck receives them. */
    fieldsSaved(presentationId: string, userId: string, saved: TSavedField[]): Promise<void> {
      if (saved.length === 0) return Promise.resolve();
      return nameOf(userId).then((name) => {
        for (const field of saved) {
          const change: TCoeditChange = { presentationId, ...field, by: { userId, name } };
          deps.gateway.sendChangeToEditors(change);
        }
      });
    },
    /** The deck changed otherwise (slides, options, settings): its other editors reload it. */
    async deckReshaped(presentationId: string, userId: string): Promise<void> {
      const name = await nameOf(userId);
      deps.gateway.sendReshapedToEditors({ presentationId, by: { userId, name } });
    },
    close(): void {
      clearInterval(timer);
    },
  };
}

export type TCoeditRoom = ReturnType<typeof createCoeditRoom>;
