import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_VIDEO } from '../../site/content/media';
import { HOME_VIDEO_WORDS } from '../../site/content/en/home';
import { BackgroundVideo } from '../../views/media';
import { renderWithRuntime } from '../support/render';

const user = userEvent.setup({ delay: null });

afterEach(() => {
  vi.restoreAllMocks();
});

function prefersReducedMotion(reduce: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function stubMedia(): { play: ReturnType<typeof vi.fn>; pause: ReturnType<typeof vi.fn> } {
  let paused = true;
  const play = vi.fn(function (this: HTMLVideoElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.fn(function (this: HTMLVideoElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  return { play, pause };
}

function setup() {
  return renderWithRuntime(
    <BackgroundVideo media={HOME_VIDEO} words={HOME_VIDEO_WORDS}>
      <h1>Hello</h1>
    </BackgroundVideo>,
  );
}

describe('<BackgroundVideo>', () => {
  it('has no poster, attaches the video after load, plays it and can pause and play it again', async () => {
    prefersReducedMotion(false);
    const { play, pause } = stubMedia();
    setup();
    const video = document.querySelector('video') as HTMLVideoElement;
    // The still is the band's background (the page's style sheet): a poster would be a request.
    expect(video).not.toHaveAttribute('poster');
    expect(video).toHaveAttribute('width', String(HOME_VIDEO.width));
    await act(async () => {
      await Promise.resolve();
    });
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(
      HOME_VIDEO.sources.map((s) => s.src),
    );
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause the background video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Play the background video' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('starts paused for a visitor who prefers reduced motion', async () => {
    prefersReducedMotion(true);
    const { play } = stubMedia();
    setup();
    await act(async () => {
      await Promise.resolve();
    });
    expect(document.querySelectorAll('video source')).toHaveLength(2);
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play the background video' })).toBeInTheDocument();
  });
});
