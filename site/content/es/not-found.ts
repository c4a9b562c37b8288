/** The 404 page's words in Spanish. */
export const NOT_FOUND_WORDS = {
  title: 'No encontramos esa página',
  text: 'Es posible que la dirección tenga un error o que la página se haya movido. Estas son las páginas de Play Smart:',
  listLabel: 'Páginas de este sitio',
  home: 'Página principal',
  /** A page's name from its tab title: the part before ' | Play Smart'. */
  separator: ' | ',
};
