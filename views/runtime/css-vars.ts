import { useLayoutEffect, useRef, type RefObject } from 'react';

/** CSS custom properties by name, e.g. `{ '--gq-fade-ms': '350ms' }`. */
export type CssVars = Readonly<Record<`--${string}`, string>>;

/**
 * Sets CSS custom properties on an element through the CSSOM. The site's Content-Security-Policy allows
 * no inline `style` attributes, so views never use React's `style` prop (prerendered HTML would carry
 * it as an attribute, which the browser blocks); values that change with the state reach CSS this way.
 *
 * @param vars - the properties to set; re-applied when a value changes
 * @returns the ref to put on the element
 */
export function useCssVars<T extends HTMLElement>(vars: CssVars): RefObject<T | null> {
  const ref = useRef<T>(null);
  const key = JSON.stringify(vars);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el === null) return;
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string>)) {
      el.style.setProperty(name, value);
    }
  }, [key]);
  return ref;
}
