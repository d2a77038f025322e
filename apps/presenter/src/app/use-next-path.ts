import { useSearchParams } from 'react-router';
import { NEXT_PARAM, toSafeNext } from './continue-path';

/** The safe `?next=` path of the current address (where to continue after sign-in), or null. */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return toSafeNext(params.get(NEXT_PARAM));
}
