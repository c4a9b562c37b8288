import type { BackgroundVideoMedia } from '../../views/media';

/**
 * The home page's background loop: generated for this site with ffmpeg (docs/design.md gives the
 * commands), 640x360, ten seconds. WebM first: it is half the size where the browser plays it.
 */
export const HOME_VIDEO: BackgroundVideoMedia = {
  sources: [
    { src: '/video/home-loop.webm', type: 'video/webm' },
    { src: '/video/home-loop.mp4', type: 'video/mp4' },
  ],
  poster: '/video/home-loop-poster.webp',
  width: 640,
  height: 360,
};
