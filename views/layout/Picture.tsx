import { createContext, use } from 'react';

/** A picture file with its size and text alternative, as a view's words give it. */
export interface PictureWords {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** '' when the picture only decorates. */
  readonly alt: string;
}

/**
 * How the pictures inside load: `'lazy'` for a part of a page that starts below the first screen (the
 * home page's deferred sections), so its pictures are neither preloaded from `<head>` nor fetched before
 * the page's load event; the browser asks for them as they near the screen.
 */
export const PictureLoading = createContext<'eager' | 'lazy'>('eager');

/** The `loading` attribute of a picture here: `undefined` (the browser's default) or `'lazy'`. */
export function usePictureLoading(): 'lazy' | undefined {
  return use(PictureLoading) === 'lazy' ? 'lazy' : undefined;
}

/** An original picture from site/public/images, sized so nothing moves when it loads. */
export function Picture({ picture, className }: { picture: PictureWords; className?: string }) {
  return (
    <img
      className={className}
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      decoding="async"
      loading={usePictureLoading()}
    />
  );
}
