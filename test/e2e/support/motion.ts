import type { Page } from '@playwright/test';

/**
 * Waits until no CSS animation or transition that changes how things look is running, so a check sees
 * the screen as it rests (axe would otherwise measure the contrast of text that is still fading in).
 *
 * Animations that only move things (`transform` and its parts) are not waited for: they change no colour
 * or opacity, and some run as long as the state they show. The quiz game's question timer is a bar whose
 * `transform` transition runs for the whole time left on the question (40 seconds at 10x time after a
 * wrong answer): waiting for it waited until the question ran out, so the check then measured the next
 * question fading in, or the test went on against a question that had moved on ("is lost by mouse"
 * failed about half the time on a loaded machine, passing only when a poll fell between two of the bar's
 * transitions).
 */
export async function waitForStillness(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const MOVES_ONLY = new Set([
      'offset',
      'computedOffset',
      'easing',
      'composite',
      'transform',
      'translate',
      'rotate',
      'scale',
    ]);
    const changesLooks = (animation: Animation): boolean => {
      const effect = animation.effect;
      if (!(effect instanceof KeyframeEffect)) return true;
      return effect.getKeyframes().some((frame) => Object.keys(frame).some((key) => !MOVES_ONLY.has(key)));
    };
    return document.getAnimations().every((a) => a.playState !== 'running' || !changesLooks(a));
  });
}
