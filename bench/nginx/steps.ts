import { request } from 'node:http';

/** Prints a line of the nginx check. */
export const log = (text: string) => console.info(`[check:nginx] ${text}`);

/** Named steps: each prints ✓ when done; `current()` names the step that failed. */
export function createSteps() {
  let current = '';
  return {
    current: () => current,
    async check<T>(label: string, task: () => Promise<T>): Promise<T> {
      current = label;
      const value = await task();
      log(`✓ ${label}`);
      return value;
    },
  };
}

/** Throws `message` unless `ok`. */
export function expect(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** A GET with a chosen Host header (fetch does not let one set it). */
export function getWithHost(port: number, host: string, urlPath: string) {
  return new Promise<{ status: number; location: string }>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: urlPath, headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? '') });
    })
      .once('error', reject)
      .end();
  });
}
