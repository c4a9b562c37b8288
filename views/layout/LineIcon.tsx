/** The line icons the site's buttons use, drawn on a 24-unit grid. */
export const LINE_ICONS = {
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6 6 18',
} as const;

/** A small line icon in the text's colour, hidden from screen readers (its button has the words). */
export function LineIcon({ icon, size = 20 }: { icon: keyof typeof LINE_ICONS; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={LINE_ICONS[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
