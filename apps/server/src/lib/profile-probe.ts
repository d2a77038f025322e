import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/** What the benchmark asks: start a CPU profile, or stop it and write it to `file`. */
export interface TProfileRequest {
  type: 'crowdeck:profile';
  action: 'start' | 'stop';
  file?: string;
}

/** The answer, once the profile started or was written. */
export interface TProfileReply {
  type: 'crowdeck:profile';
  action: 'start' | 'stop';
  error?: string;
}

const isRequest = (message: unknown): message is TProfileRequest =>
  typeof message === 'object' &&
  message !== null &&
  'type' in message &&
  message.type === 'crowdeck:profile';

/**
 * For the live benchmark: a parent that started this process with an IPC channel can take a V8
 * CPU profile of one phase at a time (joins, slide changes, answers…) through the inspector,
 * instead of one profile of the whole run. Inert without an IPC channel, as in production.
 */
export function registerProfileProbe(): void {
  const send = process.send?.bind(process);
  if (!send) return;
  let session: Session | null = null;
  const handle = async (request: TProfileRequest): Promise<void> => {
    if (request.action === 'start') {
      if (!session) {
        session = new Session();
        session.connect();
        await session.post('Profiler.enable');
      }
      await session.post('Profiler.start');
      return;
    }
    if (!session) throw new Error('no profile was started');
    const { profile } = await session.post('Profiler.stop');
    if (request.file) await writeFile(request.file, JSON.stringify(profile));
  };
  process.on('message', (message) => {
    if (!isRequest(message)) return;
    handle(message).then(
      () => send({ type: 'crowdeck:profile', action: message.action } satisfies TProfileReply),
      (error: unknown) =>
        send({
          type: 'crowdeck:profile',
          action: message.action,
          error: String(error),
        } satisfies TProfileReply),
    );
  });
}
