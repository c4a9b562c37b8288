import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  SCROLL_GAME_API,
  SCROLL_GAME_COUNTDOWN_MS,
  SCROLL_GAME_INACTIVITY_MS,
  SCROLL_GAME_PICTURE_WINDOW,
} from '@play-smart/engine';
import { SCROLL_GAME_CONTENT } from '../../site/content/en/scroll-game';
import { PageSettingsProvider, ScrollGame, timingScaleStorageKey } from '../../views';
import { renderWithRuntime } from '../support/render';
import type { TestRuntimeOptions } from '../support/test-runtime';

const user = userEvent.setup({ delay: null });

const STATS = {
  top_score: 9000,
  top_top: 7000,
  top_twenty_five: 5000,
  top_forty: 3000,
  top_seventy_five: 300,
};

/** The scroll-games API as the server answers it. */
const api: TestRuntimeOptions['respond'] = (req) => {
  if (req.method === 'POST') return { ok: true, status: 201, body: { message: 'Score saved.' } };
  return { ok: true, status: 200, body: { meta: { stats: STATS } } };
};

function setup(options: TestRuntimeOptions = {}) {
  return renderWithRuntime(
    <PageSettingsProvider settings={{ tShirtsAvailable: true }}>
      <ScrollGame content={SCROLL_GAME_CONTENT} />
    </PageSettingsProvider>,
    { respond: api, ...options },
  );
}

type Runtime = ReturnType<typeof setup>['runtime'];

function advance(runtime: Runtime, ms: number) {
  act(() => {
    runtime.clock.advance(ms);
  });
}

const field = () => screen.getByRole('application', { name: 'The scroll' });
const score = () => document.querySelector('.sg-score__value')?.textContent;
const dialog = () => screen.queryByRole('dialog', { name: 'AT YOUR LIMIT?' });

async function start() {
  await user.click(screen.getByRole('button', { name: 'Start Game' }));
}

function press(key: string, times = 1) {
  // Found once: a role query reads the whole page, and some tests press hundreds of times.
  const target = field();
  for (let i = 0; i < times; i++) fireEvent.keyDown(target, { key });
}

describe('<ScrollGame>', () => {
  it('starts from the start screen: Start Game fades out and focus goes to the scroll', async () => {
    setup();
    expect(screen.getByText(SCROLL_GAME_CONTENT.intro)).toBeVisible();
    expect(score()).toBe('0');
    await start();
    await waitFor(() => {
      expect(field()).toHaveFocus();
    });
    expect(document.querySelector('.sg-start')).toHaveClass('is-hidden');
    expect(document.querySelector('.sg-start')).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'I GIVE UP' })).not.toHaveAttribute('inert');
  });

  it('scrolls by keys through the engine: arrow 2, page keys and Space 5, capped wheel', async () => {
    setup();
    await start();
    press('ArrowDown');
    expect(score()).toBe('20');
    press('PageDown');
    expect(score()).toBe('70');
    press(' ');
    expect(score()).toBe('120');
    press('ArrowUp');
    expect(score()).toBe('120');
    fireEvent.wheel(field(), { deltaY: 120 });
    expect(score()).toBe('170');
    fireEvent.wheel(field(), { deltaY: 3 });
    expect(score()).toBe('200');
    // A browser that counts the wheel in lines: 3 lines are 48 px, capped at 5 units.
    fireEvent.wheel(field(), { deltaY: 3, deltaMode: 1 });
    expect(score()).toBe('250');
  });

  it('counts a touch pan of 100 px or more when the finger lifts, and not a shorter one', async () => {
    setup();
    await start();
    fireEvent.pointerDown(field(), { pointerId: 1, pointerType: 'touch', clientY: 500 });
    fireEvent.pointerUp(field(), { pointerId: 1, pointerType: 'touch', clientY: 350 });
    expect(score()).toBe('50');
    fireEvent.pointerDown(field(), { pointerId: 2, pointerType: 'touch', clientY: 500 });
    fireEvent.pointerUp(field(), { pointerId: 2, pointerType: 'touch', clientY: 450 });
    expect(score()).toBe('50');
    // A mouse drag is not a pan: the wheel is the mouse's way to scroll.
    fireEvent.pointerDown(field(), { pointerId: 3, pointerType: 'mouse', clientY: 500 });
    fireEvent.pointerUp(field(), { pointerId: 3, pointerType: 'mouse', clientY: 100 });
    expect(score()).toBe('50');
  });

  it('shows Done Playing? after 5 s without scrolling and ends at 17 s; a scroll hides it', async () => {
    const { runtime } = setup();
    await start();
    advance(runtime, SCROLL_GAME_INACTIVITY_MS - 1);
    expect(screen.queryByText('Done Playing?')).toBeNull();
    advance(runtime, 1);
    expect(screen.getByText('Done Playing?')).toBeInTheDocument();
    expect(screen.getByText('Keep scrolling to continue')).toBeInTheDocument();
    expect(document.querySelector('.sg-countdown__number')).toHaveTextContent('12');
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('The game ends in 12 seconds unless you scroll.');
    advance(runtime, 500);
    expect(document.querySelector('.sg-countdown__number')).toHaveTextContent('12');
    advance(runtime, 500);
    expect(document.querySelector('.sg-countdown__number')).toHaveTextContent('11');
    press('ArrowDown');
    expect(screen.queryByText('Done Playing?')).toBeNull();
    // Nothing new to say: the region keeps its last words, and says nothing more until the next countdown.
    expect(region).toHaveTextContent('The game ends in 12 seconds unless you scroll.');
    // Left alone again: 5 s to the countdown, 12 s to the end, 17 s in all.
    advance(runtime, SCROLL_GAME_INACTIVITY_MS + SCROLL_GAME_COUNTDOWN_MS - 1);
    expect(dialog()).toBeNull();
    advance(runtime, 1);
    expect(dialog()).toBeInTheDocument();
    await waitFor(() => {
      expect(dialog()).toHaveFocus();
    });
    expect(runtime.tracked).toEqual([{ type: 'track', event: 'game_end', fields: { game: 'scroll-game' } }]);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Game over: the time ran out without a scroll.');
  });

  it('steps the countdown in its live region: as it appears, at 6 and 3 s, and the end, never every second', async () => {
    const { runtime } = setup();
    await start();
    const region = screen.getByRole('status');
    const heard: string[] = [];
    let last = region.textContent;
    for (let t = 0; t < SCROLL_GAME_INACTIVITY_MS + SCROLL_GAME_COUNTDOWN_MS; t += 250) {
      advance(runtime, 250);
      if (region.textContent !== last) {
        last = region.textContent;
        heard.push(last);
      }
    }
    expect(heard).toEqual([
      'Done Playing? Keep scrolling to continue. The game ends in 12 seconds unless you scroll.',
      '6 seconds left. Scroll to keep playing.',
      '3 seconds left. Scroll to keep playing.',
      'Game over: the time ran out without a scroll.',
    ]);
  });

  it('saves the score shown and shows the rank title from the fresh statistics', async () => {
    const { runtime } = setup();
    await start();
    press('PageDown', 7);
    await user.click(screen.getByRole('button', { name: 'I GIVE UP' }));
    const end = dialog();
    expect(end).toHaveAccessibleDescription(expect.stringContaining('YOU TRAVELED 350 PIXELS,'));
    expect(runtime.requests).toEqual([
      { ...SCROLL_GAME_API.save, body: { score: 350 } },
      { ...SCROLL_GAME_API.stats },
    ]);
    expect(await within(end as HTMLElement).findByText('Scroll Starter.')).toBeInTheDocument();
    expect(end).toHaveTextContent('YOU TRAVELED 350 PIXELS, which makes you a Scroll Starter.');
    const offer = within(end as HTMLElement).getByRole('complementary', { name: 'Free T-shirt' });
    expect(within(offer).getByRole('link')).toHaveAttribute('href', '/games/register?source=scroll-game');
    expect(within(end as HTMLElement).getByRole('button', { name: /Share on Facebook/ })).toBeInTheDocument();
  });

  it('still ends, without a rank, when the network fails', async () => {
    const { runtime } = setup({ respond: () => ({ ok: false, status: null, body: null }) });
    await start();
    press('PageDown', 2);
    press('Escape');
    expect(dialog()).toHaveTextContent('YOU TRAVELED 100 PIXELS,');
    await act(async () => {
      await Promise.resolve();
    });
    expect(runtime.requests).toHaveLength(2);
    expect(dialog()).not.toHaveTextContent('which makes you a');
  });

  it('sends nothing for a score of 0', async () => {
    const { runtime } = setup();
    await start();
    press('Escape');
    expect(dialog()).toHaveTextContent('YOU TRAVELED 0 PIXELS,');
    expect(runtime.requests).toEqual([]);
  });

  it('Try Again fades the dialog out still showing the last game, and starts a new game at once', async () => {
    const { runtime } = setup();
    await start();
    press('PageDown', 3);
    press('Escape');
    const end = dialog() as HTMLElement;
    await user.click(within(end).getByRole('button', { name: 'Try Again' }));
    expect(end).toHaveClass('is-hidden');
    expect(end).toHaveAttribute('inert');
    expect(end).toHaveTextContent('YOU TRAVELED 150 PIXELS,');
    expect(score()).toBe('0');
    await waitFor(() => {
      expect(field()).toHaveFocus();
    });
    press('ArrowDown');
    expect(score()).toBe('20');
    expect(runtime.tracked).toHaveLength(1);
  });

  it('keeps a bounded number of pictures on the page however far the visitor goes', async () => {
    setup();
    await start();
    press('PageDown', 600);
    expect(score()).toBe('30,000');
    const pictures = document.querySelectorAll('img.sg-picture');
    expect(pictures).toHaveLength(SCROLL_GAME_PICTURE_WINDOW);
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('alt', '');
      expect(picture).toHaveAttribute('width');
      expect(picture).toHaveAttribute('height');
    }
    expect(screen.getByText('Level 4 of 13')).toBeInTheDocument();
  });

  it('takes the stored timing scale: the countdown then waits 10 s and runs 24 s', async () => {
    const { runtime } = setup({ storage: { [timingScaleStorageKey('scroll-game')]: '2' } });
    expect(await screen.findByRole('radio', { name: '2× time' })).toBeChecked();
    await start();
    advance(runtime, 2 * SCROLL_GAME_INACTIVITY_MS - 1);
    expect(screen.queryByText('Done Playing?')).toBeNull();
    advance(runtime, 1);
    expect(document.querySelector('.sg-countdown__number')).toHaveTextContent('24');
  });
});
