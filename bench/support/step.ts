/** A benchmark's progress line: `[bench:<name>] <UTC time> <text>`. */
export const benchStep = (name: string) => (text: string) =>
  console.info(`[bench:${name}] ${new Date().toISOString().slice(11, 19)} ${text}`);
