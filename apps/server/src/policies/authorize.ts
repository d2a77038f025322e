import { notFound } from '../http/api-error';

/**
 * The subject when a policy allowed it, the 404 otherwise: refused, missing and malformed ids all
 * answer alike, so nobody can probe which ids exist.
 */
export function authorize<T>(subject: T | null | undefined, allowed: (subject: T) => boolean): T {
  if (subject === null || subject === undefined || !allowed(subject)) throw notFound();
  return subject;
}
