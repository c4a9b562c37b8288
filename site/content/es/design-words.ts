/** Words added with the site's art direction (docs/design.md), in Spanish. */
export const DESIGN_WORDS: { readonly menu: string } = {
  /** The header's disclosure on phones, holding Games, Myths and the gambler quiz. */
  menu: 'Menú',
};
