import { TSHIRT_REGISTERED_STORAGE_KEY } from '@play-smart/engine';
import type { KeyValueStorage } from '../runtime/storage';

/**
 * Sets the 'registered' flag once a sign-up went through, so the T-shirt offers disappear everywhere.
 * Beside the offer, which reads the flag.
 *
 * @param storage - the runtime's browser storage
 */
export function rememberTShirtRegistration(storage: KeyValueStorage): void {
  storage.set(TSHIRT_REGISTERED_STORAGE_KEY, 'true');
}
