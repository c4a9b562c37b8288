import { createRepository, embeddedDataDir, openDatabase } from '../../site/server/data';
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

/**
 * What a server's embedded database in `varDir` holds once the server is gone: the emails signed up and
 * the shirts left. Opening takes over the lock a killed server left, as the next start would.
 */
export async function embeddedSignUps(varDir: string): Promise<{ emails: Set<string>; stock: number }> {
  const db = await openDatabase({ dataDir: embeddedDataDir(varDir), vacuumIntervalMs: 0 });
  try {
    const repository = createRepository(db);
    const emails = new Set<string>();
    await repository.exportRegistrations((row) => {
      emails.add(row.email);
    });
    return { emails, stock: await repository.stockRemaining() };
  } finally {
    await db.close();
  }
}
