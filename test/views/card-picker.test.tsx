import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CARD_PICKER_BACKGROUND_SWAP_MS,
  CARD_PICKER_MOBILE_BREAKPOINT_PX,
  CARD_PICKER_REORDER_MS,
  CARD_PICKER_TRANSITION_MS,
} from '@play-smart/engine';
import { CARD_PICKER_CONTENT } from '../../site/content/en/card-picker';
import { CardPicker } from '../../views/card-picker';
import { renderWithRuntime } from '../support/render';

const user = userEvent.setup({ delay: null });
const wide = window.innerWidth;

function setWidth(px: number): void {
  Object.defineProperty(window, 'innerWidth', { value: px, configurable: true });
}

afterEach(() => {
  setWidth(wide);
  document.body.className = '';
});

function setup() {
  return renderWithRuntime(<CardPicker content={CARD_PICKER_CONTENT} />);
}

function card(slug: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`.cp-card[data-slug="${slug}"]`);
  if (el === null) throw new Error(`no card ${slug}`);
  return el;
}

function shownBackground(): string | null {
  return document.querySelector('.cp-backdrop__picture.is-shown')?.getAttribute('src') ?? null;
}

function swipe(dx: number): void {
  const stage = document.querySelector('.cp-stage') as HTMLElement;
  fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 300 });
  fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 200 + dx, clientY: 305 });
}

describe('<CardPicker> on a wide screen (shuffle layout)', () => {
  it('shows the five cards with their alt texts and the call-to-action on quiz-game only', () => {
    setup();
    for (const alt of ['#1 Quiz of Unforeseen Risks', '#5 Gambler or Problem Gambler']) {
      expect(screen.getByRole('img', { name: alt })).toHaveAttribute('width', '320');
    }
    const plays = screen.getAllByRole('link', { name: /^Play / });
    expect(plays).toHaveLength(1);
    expect(plays[0]).toHaveAccessibleName('Play Quiz of Unforeseen Risks');
    expect(plays[0]).toHaveAttribute('href', '/games/quiz-game');
    expect(document.body).toHaveClass('quiz-game');
  });

  it('a click brings a card forward: background at 350 ms, stack and body class at 700 ms', async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Choose #3 Nickname Generator' }));
    expect(document.querySelector('.cp-cover')).toHaveClass('is-visible');
    expect(card('nickname-generator').dataset.stack).toBe('2');
    act(() => {
      runtime.clock.advance(CARD_PICKER_BACKGROUND_SWAP_MS - 1);
    });
    expect(shownBackground()).toBe('/images/cards/quiz-game.svg');
    act(() => {
      runtime.clock.advance(1);
    });
    expect(shownBackground()).toBe('/images/cards/nickname-generator.svg');
    expect(document.body).toHaveClass('quiz-game');
    act(() => {
      runtime.clock.advance(CARD_PICKER_REORDER_MS - CARD_PICKER_BACKGROUND_SWAP_MS - 1);
    });
    expect(card('nickname-generator').dataset.stack).toBe('2');
    act(() => {
      runtime.clock.advance(1);
    });
    expect(card('nickname-generator').dataset.stack).toBe('0');
    expect(card('quiz-game').dataset.stack).toBe('3');
    expect(document.body).toHaveClass('nickname-generator');
    expect(document.body).not.toHaveClass('quiz-game');
    expect(document.querySelector('.cp-cover')).not.toHaveClass('is-visible');
    expect(screen.getByRole('link', { name: 'Play Nickname Generator' })).toHaveAttribute(
      'href',
      '/games/nickname-generator',
    );
  });

  it('ignores a second choice during the transition, and moves focus to the chosen card', async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Choose #4 Hobby Generator' }));
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Hobby Generator' })).toHaveFocus();
    });
    const other = screen.getByRole('button', { name: 'Choose #2 The Scroll of Infinity' });
    expect(other).toHaveAttribute('aria-disabled', 'true');
    await user.click(other);
    act(() => {
      runtime.clock.advance(CARD_PICKER_TRANSITION_MS);
    });
    expect(card('hobby-generator').dataset.stack).toBe('0');
    expect(screen.getByRole('button', { name: 'Choose #2 The Scroll of Infinity' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it("the video button asks for the video modal with the card's video id", async () => {
    const { runtime } = setup();
    const opened: unknown[] = [];
    runtime.bus.on('modal:open:video', (payload) => opened.push(payload));
    await user.click(screen.getByRole('button', { name: 'Watch the video Quiz of Unforeseen Risks' }));
    expect(opened).toEqual([{ vimeoId: '378622991', modalType: 'video' }]);
  });

  it('removes its body class when it leaves the page', () => {
    const { unmount } = setup();
    expect(document.body).toHaveClass('quiz-game');
    unmount();
    expect(document.body.className).toBe('');
  });
});

describe('<CardPicker> on a phone (carousel)', () => {
  it('a left swipe shows the next card, a swipe during the transition is ignored, no wrap-around', () => {
    setWidth(CARD_PICKER_MOBILE_BREAKPOINT_PX - 150);
    const { runtime } = setup();
    expect(document.body.className).toBe('');
    expect(card('quiz-game').dataset.position).toBe('center');
    swipe(120);
    expect(card('quiz-game').dataset.position).toBe('center');
    swipe(-120);
    expect(card('scroll-game').dataset.position).toBe('center');
    expect(card('quiz-game').dataset.position).toBe('left');
    expect(card('hobby-generator').dataset.position).toBe('far-right');
    swipe(-120);
    expect(card('scroll-game').dataset.position).toBe('center');
    act(() => {
      runtime.clock.advance(CARD_PICKER_TRANSITION_MS);
    });
    swipe(-120);
    expect(card('nickname-generator').dataset.position).toBe('center');
    expect(screen.getByText('Game 3 of 5: Nickname Generator')).toBeInTheDocument();
  });

  it('a short move or a vertical scroll is not a swipe', () => {
    setWidth(CARD_PICKER_MOBILE_BREAKPOINT_PX - 150);
    setup();
    swipe(-10);
    expect(card('quiz-game').dataset.position).toBe('center');
  });

  it('arrow keys and the previous / next buttons move one card, with no wrap-around', async () => {
    setWidth(CARD_PICKER_MOBILE_BREAKPOINT_PX - 150);
    const { runtime } = setup();
    const previous = screen.getByRole('button', { name: 'Previous game' });
    const next = screen.getByRole('button', { name: 'Next game' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    act(() => {
      runtime.clock.advance(CARD_PICKER_TRANSITION_MS);
    });
    expect(card('scroll-game').dataset.position).toBe('center');
    next.focus();
    await user.keyboard('{ArrowRight}');
    act(() => {
      runtime.clock.advance(CARD_PICKER_TRANSITION_MS);
    });
    expect(card('nickname-generator').dataset.position).toBe('center');
    await user.keyboard('{ArrowLeft}');
    act(() => {
      runtime.clock.advance(CARD_PICKER_TRANSITION_MS);
    });
    expect(card('scroll-game').dataset.position).toBe('center');
    expect(next).toHaveFocus();
  });
});
