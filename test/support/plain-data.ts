/**
 * Whether a value is plain, serialisable data: what a module's state must be (ARCHITECTURE.md, "State
 * stays plain, serializable data"). Accepts only null, booleans, strings, finite numbers, arrays of plain
 * data and plain objects (prototype Object.prototype or null) of plain data. Rejects everything JSON would
 * silently drop or change: Map, Set, Date, class instances, functions, symbols, bigints, undefined, NaN,
 * the infinities, holes in arrays and cycles.
 *
 * @param value - the value to check
 * @returns true when the value survives a JSON round trip unchanged
 */
export function isPlainData(value: unknown): boolean {
  return plain(value, new Set());
}

function plain(value: unknown, ancestors: Set<object>): boolean {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object') return false;
  if (ancestors.has(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  const isArray = Array.isArray(value);
  if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) return false;
  // Symbol keys and non-enumerable properties would be lost too.
  if (Object.getOwnPropertySymbols(value).length > 0) return false;
  const keys = Object.getOwnPropertyNames(value).filter((k) => !(isArray && k === 'length'));
  // An array is its items 0..length-1 and nothing else: no holes, no named extras.
  if (isArray && (keys.length !== value.length || keys.some((k, i) => k !== String(i)))) return false;
  ancestors.add(value);
  const ok = keys.every((key) => {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    return (
      descriptor !== undefined &&
      descriptor.enumerable === true &&
      'value' in descriptor &&
      plain(descriptor.value, ancestors)
    );
  });
  ancestors.delete(value);
  return ok;
}
