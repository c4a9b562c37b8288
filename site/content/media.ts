import type { BackgroundVideoMedia } from '../../views/media';

/**
 * The home page's background loop: generated for this site with ffmpeg (docs/design.md gives the
 * commands), ten seconds of a blurred gradient. 160x90: its blur shows no detail a larger frame would
 * add, it is a third of the bytes of the 640x360 it was, and Chromium counts an enlarged video at its
 * own size, smaller than the hero's words, so it is never the page's largest paint (docs/performance.md).
 * WebM first: it is the smaller where the browser plays it.
 */
export const HOME_VIDEO: BackgroundVideoMedia = {
  sources: [
    { src: '/video/home-loop.webm', type: 'video/webm' },
    { src: '/video/home-loop.mp4', type: 'video/mp4' },
  ],
  width: 160,
  height: 90,
};
