import { selectScrollGamePictures, selectScrollGameShowsIntro } from '@play-smart/engine';
import { shallowEqual, useCssVars, useEngineSelector, type CssVars } from '../runtime';
import {
  connectScrollGameLevels,
  connectScrollGamePictures,
  scrollGameLatestMessage,
  scrollGameLevelsShown,
  scrollGameSamePictures,
  type ScrollGamePictureView,
} from './scroll-game-track.connect';
import type { ScrollGameDriver } from './scroll-game.driver';
import type { ScrollGameContent } from './scroll-game.words';

type Part = { driver: ScrollGameDriver; content: ScrollGameContent };

function Picture({ picture }: { picture: ScrollGamePictureView }) {
  const ref = useCssVars<HTMLImageElement>(picture.cssVars);
  return (
    <img
      ref={ref}
      className={picture.className}
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt=""
      decoding="async"
      draggable={false}
    />
  );
}

/** The decorative pictures: a fixed handful of `<img>` elements, reused as new pictures appear. */
export function Pictures({ driver }: { driver: ScrollGameDriver }) {
  const pictures = connectScrollGamePictures(
    useEngineSelector(driver, selectScrollGamePictures, scrollGameSamePictures),
  );
  return (
    <>
      {pictures.map((picture) => (
        <Picture key={picture.key} picture={picture} />
      ))}
    </>
  );
}

function LevelLine({ label, cssVars }: { label: string; cssVars: CssVars }) {
  const ref = useCssVars<HTMLDivElement>(cssVars);
  return (
    <div ref={ref} className="sg-level">
      <span className="sg-level__label">{label}</span>
    </div>
  );
}

/** The level lines around the visitor, drawn across the scroll. */
export function Levels({ driver, content }: Part) {
  const levels = connectScrollGameLevels(
    useEngineSelector(driver, scrollGameLevelsShown, shallowEqual),
    content,
  );
  return (
    <>
      {levels.map((level) => (
        <LevelLine key={level.key} label={level.label} cssVars={level.cssVars} />
      ))}
    </>
  );
}

/** The intro message at the top of the scroll: on the start screen and until depth 0.5. */
export function IntroMessage({ driver, content }: Part) {
  const shown = useEngineSelector(driver, selectScrollGameShowsIntro);
  return <p className={shown ? 'sg-intro' : 'sg-intro is-hidden'}>{content.intro}</p>;
}

/** The motivational message popping up now; a polite live region, so it is read once as it appears. */
export function Message({ driver, content }: Part) {
  const message = useEngineSelector(driver, scrollGameLatestMessage, shallowEqual);
  return (
    <div className="sg-message-slot" aria-live="polite">
      {message !== null && (
        <p key={message.slot} className="sg-message">
          {content.messages[message.index]}
        </p>
      )}
    </div>
  );
}
