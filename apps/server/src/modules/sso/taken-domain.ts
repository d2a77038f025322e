import { fieldRefusal } from '../../http/api-error';
import { DomainTakenError } from './sso.repository';

/**
 * Runs a write that claims or verifies an email domain: a domain another organisation has
 * verified is refused as taken (409, `domain.taken`); any other error passes unchanged.
 */
export async function refusingTakenDomain<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DomainTakenError) throw fieldRefusal(409, 'domain', 'domain.taken');
    throw error;
  }
}
