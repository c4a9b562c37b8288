/** The 404 page's words in English. */
export const NOT_FOUND_WORDS = {
  title: 'We can’t find that page',
  text: 'The address may be mistyped, or the page may have moved. These are the pages Play Smart has:',
  listLabel: 'Pages on this site',
  home: 'Home page',
  /** A page's name from its tab title: the part before ' | Play Smart'. */
  separator: ' | ',
} as const;
