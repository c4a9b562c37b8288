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
 * A hobby's picture.
 *
 * @param hobby - the hobby's English name
 * @param alt - what the picture shows
 */
export function hobbyPicture(hobby: string, alt: string): PictureWords {
  const size = HOBBY_PICTURE_SIZE;
  return { src: `${HOBBY_PICTURE_DIR}/${hobbyPictureSlug(hobby)}.svg`, width: size, height: size, alt };
}
