import type { ExportedContactMessage, ExportedRegistration } from '../data/repository';

/**
 * CSV for the fulfilment team (RFC 4180: comma separated, CRLF line ends, fields with a comma, quote or
 * line break quoted with inner quotes doubled), safe to open in a spreadsheet.
 */

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): a visitor could type
 * `=HYPERLINK(...)` as their city. Such cells get a leading apostrophe, which spreadsheets hide.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted as needed. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, CRLF-terminated. */
export function csvRecord(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The export's columns, in order: what a fulfilment sheet needs first (who, where, what size). */
export const EXPORT_COLUMNS = [
  'id',
  'created_at',
  'first_name',
  'last_name',
  'address_1',
  'address_2',
  'city',
  'state',
  'postal_code',
  'shirt_size',
  'email',
  'dob',
  'opt_in',
  'source',
] as const satisfies readonly (keyof ExportedRegistration)[];

/** The header record. */
export const CSV_HEADER = csvRecord(EXPORT_COLUMNS);

/** One registration as a record; opt_in as `yes`/`no`, no source as an empty cell. */
export function registrationCsvRecord(row: ExportedRegistration): string {
  return csvRecord(
    EXPORT_COLUMNS.map((column) => {
      const value = row[column];
      if (typeof value === 'boolean') return value ? 'yes' : 'no';
      return value === null ? '' : String(value);
    }),
  );
}

/** The contact export's columns, in order: what staff need to sort and answer a message. */
export const CONTACT_EXPORT_COLUMNS = [
  'id',
  'created_at',
  'topic',
  'name',
  'email',
  'message',
] as const satisfies readonly (keyof ExportedContactMessage)[];

/** The contact export's header record. */
export const CONTACT_CSV_HEADER = csvRecord(CONTACT_EXPORT_COLUMNS);

/** One contact message as a record. */
export function contactCsvRecord(row: ExportedContactMessage): string {
  return csvRecord(CONTACT_EXPORT_COLUMNS.map((column) => String(row[column])));
}
