import type { PictureWords } from './quiz-game.words';

/** A picture file with its size reserved (width and height), so nothing moves when it loads. */
export function Picture({ picture, className }: { picture: PictureWords; className: string }) {
  return (
    <img
      className={className}
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
    />
  );
}
