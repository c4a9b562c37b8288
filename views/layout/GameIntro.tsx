import type { ReactNode } from 'react';
import { Picture, type PictureWords } from './Picture';
import './game-intro.css';

/**
 * The one intro pattern of every game and the calculator (docs/design.md, "Intros: one pattern"): the
 * picture above the words on phones and beside them from 800px, at one size; the paragraphs at the intro
 * size (`--text-lead`); then the actions (for a timed game "Need more time?" and then Start).
 */
export function GameIntro({
  className,
  picture,
  pictureClassName,
  paragraphs,
  children,
}: {
  /** The game's own class for the block (its tests and styles find it by it). */
  className: string;
  picture: PictureWords;
  /** The game's own class for the picture, beside the pattern's. */
  pictureClassName?: string;
  paragraphs: readonly string[];
  /** The actions under the words: Start, with "Need more time?" before it in a timed game. */
  children: ReactNode;
}) {
  return (
    <div className={`game-intro ${className}`}>
      <Picture
        className={
          pictureClassName === undefined ? 'game-intro__picture' : `game-intro__picture ${pictureClassName}`
        }
        picture={picture}
      />
      <div className="game-intro__text">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {children}
      </div>
    </div>
  );
}
