/**
 * The page-load routine for images: images without an alt attribute that are tracking pixels,
 * zero-size or one pixel big get `alt=""`, so screen readers skip them instead of reading their file
 * names. Tag managers and ad tools add such images to pages; the site's own pictures all have alt text.
 */

/** A side this long or shorter, in CSS pixels, is a pixel, not a picture. */
export const PIXEL_MAX_SIZE = 1;

/** Addresses of the usual tracking pixels: the data they carry is in the query, not in a picture. */
const TRACKER_PATTERN = /\/(tr|pixel|collect|track|beacon)(\/|\?|\.gif|$)/i;

/** A measured or declared side: null when the image gives none. */
function side(attribute: string | null): number | null {
  if (attribute === null || attribute.trim() === '') return null;
  const n = Number.parseFloat(attribute);
  return Number.isFinite(n) ? n : null;
}

/**
 * Whether an image is one a visitor cannot see: declared or rendered at most one pixel wide or high, or
 * loaded from a tracking-pixel address.
 *
 * @param img - the image
 * @returns true for a tracking pixel, a zero-size or a one-pixel image
 */
export function isInvisibleImage(img: HTMLImageElement): boolean {
  const declared = [side(img.getAttribute('width')), side(img.getAttribute('height'))];
  if (declared.some((n) => n !== null && n <= PIXEL_MAX_SIZE)) return true;
  // Only a loaded picture has a size to judge: one still loading (or lazy) measures 0 x 0 for now.
  const loaded = img.complete && img.naturalWidth > 0;
  if (loaded) {
    if (img.naturalWidth <= PIXEL_MAX_SIZE || img.naturalHeight <= PIXEL_MAX_SIZE) return true;
    const box = img.getBoundingClientRect();
    const rendered = img.getClientRects().length > 0;
    if (rendered && (box.width <= PIXEL_MAX_SIZE || box.height <= PIXEL_MAX_SIZE)) return true;
  }
  return TRACKER_PATTERN.test(img.getAttribute('src') ?? '');
}

/**
 * Gives `alt=""` to every image in the document that has no alt attribute and cannot be seen.
 *
 * @param root - the document (or part of it) to fix
 * @returns how many images were given an empty alt
 */
export function fixInvisibleImageAlts(root: ParentNode = document): number {
  let fixed = 0;
  for (const img of root.querySelectorAll<HTMLImageElement>('img:not([alt])')) {
    if (isInvisibleImage(img)) {
      img.alt = '';
      fixed++;
    }
  }
  return fixed;
}
