import type { AnchorHTMLAttributes } from 'react';
import { VisuallyHidden } from './VisuallyHidden';
import { useCommonWords } from './words';

/**
 * A link to another site that opens in a new tab, and says so: in words for screen readers and with a
 * small arrow for everyone (WCAG 3.2.5 advice).
 */
export function ExternalLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { opensInNewTab } = useCommonWords();
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {opensInNewTab}</VisuallyHidden>
      <svg className="new-tab-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M9 2h5v5M14 2 7 9M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
