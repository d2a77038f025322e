/** Join codes are 8 digits; people type them with spaces or dashes, which are dropped. */
export function normaliseJoinCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Whether a normalised code has the shape of a join code. */
export function isJoinCode(code: string): boolean {
  return /^\d{8}$/.test(code);
}

/** A code as the big screen shows it: "1234 5678". */
export function formatJoinCode(code: string): string {
  return isJoinCode(code) ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}
