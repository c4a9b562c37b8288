import type { PictureWords } from '../choice';

/** Where the hobby pictures live (site/public/images/hobbies). */
export const HOBBY_PICTURE_DIR = '/images/hobbies';

/** The hobby pictures' drawn size in CSS pixels (their viewBox is square). */
export const HOBBY_PICTURE_SIZE = 160;

/**
 * A hobby's file name: its English name in lower case, words joined by hyphens ('Baking bread' gives
 * 'baking-bread').
 *
 * @param hobby - the hobby's English name
 */
export function hobbyPictureSlug(hobby: string): string {
  return hobby
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Each hobby's picture file name, by the engine's hobby index: the same in every locale. Each is the
 * {@link hobbyPictureSlug} of the hobby's English name.
 */
export const HOBBY_PICTURE_SLUGS: readonly string[] = [
  'birdwatching',
  'hiking',
  'journaling',
  'sketching',
  'gardening',
  'baking-bread',
  'learning-the-ukulele',
  'yoga',
  'running',
  'knitting',
  'phone-photography',
  'volunteering',
  'geocaching',
  'origami',
  'stargazing',
  'cooking-new-recipes',
  'cycling',
  'joining-a-book-club',
  'dancing',
  'learning-a-language',
  'calligraphy',
  'jigsaw-puzzles',
  'swimming',
  'pickleball',
  'rock-painting',
  'disc-golf',
  'crossword-puzzles',
  'meditation',
  'writing-poetry',
  'learning-to-juggle',
];

/**
 * A hobby's picture.
 *
 * @param hobby - the engine's hobby index
 * @param alt - what the picture shows
 */
export function hobbyPicture(hobby: number, alt: string): PictureWords {
  const size = HOBBY_PICTURE_SIZE;
  const slug = HOBBY_PICTURE_SLUGS[hobby] ?? '';
  return { src: `${HOBBY_PICTURE_DIR}/${slug}.svg`, width: size, height: size, alt };
}
