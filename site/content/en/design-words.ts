/** Words added with the site's art direction (docs/design.md), in English. */
export const DESIGN_WORDS = {
  /** The header's disclosure on phones, holding Games, Myths and the gambler quiz. */
  menu: 'Menu',
} as const;
