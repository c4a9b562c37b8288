import type { Locale } from './locale';

/**
 * Every language's content modules (site/content/<locale>/<file>.ts), each its own chunk, loaded only by
 * a page of that language: a page in one language never loads another's words. A twin in another
 * language has the English module's exports (test/views/locale-twins.test.ts).
 */
const CONTENT_MODULES = import.meta.glob<Record<string, unknown>>(
  [
    './{en,es}/*.ts',
    // The frame's words travel in the page itself (site/frame.tsx), never as a chunk.
    '!./*/{layout,common,design-words,pages}.ts',
  ],
  { base: './content' },
);

/** The name of a content module, e.g. 'forms' for site/content/<locale>/forms.ts. */
export type ContentFile = string;

/** A content module's source as the build's manifest names it (relative to site/). */
export function contentSource(locale: Locale, file: ContentFile): string {
  return `content/${locale}/${file}.ts`;
}

/**
 * Loads content modules of one language.
 *
 * @param locale - the language
 * @param files - the modules' names
 * @throws when a language has no such module (a page asks for a file that was not written)
 */
export function loadContent(locale: Locale, files: readonly ContentFile[]): Promise<unknown[]> {
  return Promise.all(
    files.map((file) => {
      const load = CONTENT_MODULES[`./${locale}/${file}.ts`];
      if (load === undefined) throw new Error(`No content module ${contentSource(locale, file)}`);
      return load();
    }),
  );
}
