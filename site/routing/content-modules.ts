import type { Locale } from './locale';

/** The name of a content module, e.g. 'forms' for site/content/<locale>/forms.ts. */
export type ContentFile = string;

/**
 * Loaders of content modules keyed by their path under site/content (`./en/forms.ts`): a page's own
 * `import.meta.glob` of the files it names, in both languages. Each page (and each part of a page that
 * loads words of its own) carries only its own loaders, so the entry holds no table of every page's
 * words: each module is a chunk of its language (or of a group of vite.config.ts), and a page in one
 * language never loads another's words.
 */
export type ContentLoaders = Readonly<Record<string, () => Promise<Record<string, unknown>>>>;

/** A content module's source as the build's manifest names it (relative to site/). */
export function contentSource(locale: Locale, file: ContentFile): string {
  return `content/${locale}/${file}.ts`;
}

/**
 * Loads content modules of one language, in the order named.
 *
 * @param modules - the loaders of the caller's own content modules
 * @param locale - the language
 * @param files - the modules' names
 * @throws when the loaders have no such module (a page names a file its glob does not match)
 */
export function loadContent(
  modules: ContentLoaders,
  locale: Locale,
  files: readonly ContentFile[],
): Promise<Record<string, unknown>[]> {
  return Promise.all(
    files.map((file) => {
      const load = modules[`./${locale}/${file}.ts`];
      if (load === undefined) throw new Error(`No content module ${contentSource(locale, file)}`);
      return load();
    }),
  );
}

/** The content modules a page's words come from, and how to load them in a language. */
export interface PageContent {
  /** The modules' names, in the order the page's `pick` reads them. */
  readonly files: readonly ContentFile[];
  readonly load: (locale: Locale) => Promise<Record<string, unknown>[]>;
}

/**
 * A page's content modules: its files and its own loaders of them (a glob naming exactly those files).
 *
 * @example
 * export const content = pageContent(['home'], import.meta.glob('./*\/home.ts', { base: '../content' }));
 */
export function pageContent(files: readonly ContentFile[], modules: ContentLoaders): PageContent {
  return { files, load: (locale) => loadContent(modules, locale, files) };
}
