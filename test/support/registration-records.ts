import type { RegistrationRecord } from '../../site/server/data/repository';

/** A valid registration for a distinct made-up person `n` (distinct e-mail, name and address). */
export function personNumber(n: number, overrides: Partial<RegistrationRecord> = {}): RegistrationRecord {
  return {
    first_name: `Alex${n}`,
    last_name: 'Rivera',
    dob: '1980-06-15',
    address_1: `${n} High Street`,
    address_2: '',
    city: 'Columbus',
    state: 'OH',
    postal_code: '43215',
    email: `alex${n}@example.com`,
    opt_in: true,
    shirt_size: 'lg',
    source: 'scroll-game',
    ...overrides,
  };
}
