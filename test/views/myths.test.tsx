import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MYTHS_CARD_COUNT,
  MYTHS_TICKER_INTERVAL_MS,
  MYTHS_TICKER_START_INDEX,
  myths,
} from '@play-smart/engine';
import { MODAL_WORDS } from '../../site/content/en/modals';
import { MYTHS_CONTENT } from '../../site/content/en/myths';
import { overflowArrows } from '../../views/layout';
import { GeneralModal } from '../../views/modals';
import { connectMyths, MYTH_FACT_MODAL, Myths } from '../../views/myths';
import { renderPage } from '../../site/entry-server';
import { renderWithRuntime } from '../support/render';

const MYTHS_ITEMS = MYTHS_CONTENT.items;

/** The ticker's myth `by` switches after the one it starts on. */
function tickerMyth(by = 0) {
  return MYTHS_ITEMS[(MYTHS_TICKER_START_INDEX + by) % MYTHS_ITEMS.length];
}

const user = userEvent.setup({ delay: null });

afterEach(() => {
  vi.restoreAllMocks();
});

function setup() {
  return renderWithRuntime(
    <>
      <Myths content={MYTHS_CONTENT} modalWords={MODAL_WORDS} />
      <GeneralModal modalType={MYTH_FACT_MODAL} words={MODAL_WORDS} />
    </>,
  );
}

function ticker(): HTMLElement {
  return screen.getByRole('region', { name: 'Myth of the moment' });
}

describe('connectMyths', () => {
  it('words each card from the engine: the myth with Get The Fact, the fact with Get The Myth', () => {
    const sent: unknown[] = [];
    const state = myths.init({ items: MYTHS_ITEMS }, 0, 1).state;
    const api = connectMyths(state, (e) => sent.push(e), MYTHS_CONTENT);
    expect(api.cards).toHaveLength(5);
    expect(api.cards[1]?.front).toMatchObject({ text: MYTHS_ITEMS[1]?.myth, shown: true });
    expect(api.cards[1]?.front.button.label).toBe('Get The Fact');
    expect(api.cards[1]?.back).toMatchObject({ text: MYTHS_ITEMS[1]?.fact, shown: false });
    expect(api.cards[1]?.back.button.label).toBe('Get The Myth');
    api.cards[1]?.front.button.props.onClick();
    api.ticker.toggle.props.onClick();
    expect(sent).toEqual([{ type: 'cardFlipped', card: 1 }, { type: 'tickerPaused' }]);
    // The dialog is headed 'Fact' and says the fact first; the myth follows, labelled as one.
    expect(api.ticker.modal.content).toEqual({
      title: 'Fact',
      paragraphs: [tickerMyth()?.fact, `The myth: “${tickerMyth()?.myth ?? ''}”`],
    });
  });
});

describe('<Myths>', () => {
  it('the ticker does not start on the myth the first card shows', () => {
    setup();
    const first = screen.getByRole('article', { name: `Myth 1 of ${MYTHS_CARD_COUNT}` });
    expect(first).toHaveTextContent(MYTHS_ITEMS[0]?.myth ?? '');
    expect(ticker()).not.toHaveTextContent(MYTHS_ITEMS[0]?.myth ?? '');
    expect(ticker()).toHaveTextContent(tickerMyth()?.myth ?? '');
  });

  it('the ticker shows one myth, changes every 6 s, and not while paused', async () => {
    const { runtime } = setup();
    expect(ticker()).toHaveTextContent(tickerMyth()?.myth ?? '');
    act(() => {
      runtime.clock.advance(MYTHS_TICKER_INTERVAL_MS - 1);
    });
    expect(ticker()).toHaveTextContent(tickerMyth()?.myth ?? '');
    act(() => {
      runtime.clock.advance(1);
    });
    expect(ticker()).toHaveTextContent(tickerMyth(1)?.myth ?? '');
    const text = within(ticker())
      .getByText(tickerMyth(1)?.myth ?? '')
      .closest('p');
    expect(text).toHaveAttribute('aria-live', 'off');
    await user.click(within(ticker()).getByRole('button', { name: 'Pause the changing myths' }));
    expect(text).toHaveAttribute('aria-live', 'polite');
    act(() => {
      runtime.clock.advance(MYTHS_TICKER_INTERVAL_MS * 3);
    });
    expect(ticker()).toHaveTextContent(tickerMyth(1)?.myth ?? '');
    await user.click(within(ticker()).getByRole('button', { name: 'Next myth' }));
    expect(ticker()).toHaveTextContent(tickerMyth(2)?.myth ?? '');
    await user.click(within(ticker()).getByRole('button', { name: 'Play the changing myths' }));
    act(() => {
      runtime.clock.advance(MYTHS_TICKER_INTERVAL_MS);
    });
    expect(ticker()).toHaveTextContent(tickerMyth(3)?.myth ?? '');
  });

  it('holds the ticker still for a visitor who prefers reduced motion; previous / next move it', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const { runtime } = setup();
    const play = within(ticker()).getByRole('button', { name: 'Play the changing myths' });
    act(() => {
      runtime.clock.advance(MYTHS_TICKER_INTERVAL_MS * 3);
    });
    expect(ticker()).toHaveTextContent(tickerMyth()?.myth ?? '');
    // Paused, it is a live region: a myth the visitor moves to is read out.
    expect(
      within(ticker())
        .getByText(tickerMyth()?.myth ?? '')
        .closest('p'),
    ).toHaveAttribute('aria-live', 'polite');
    await user.click(within(ticker()).getByRole('button', { name: 'Next myth' }));
    expect(ticker()).toHaveTextContent(tickerMyth(1)?.myth ?? '');
    await user.click(within(ticker()).getByRole('button', { name: 'Previous myth' }));
    expect(ticker()).toHaveTextContent(tickerMyth()?.myth ?? '');
    act(() => {
      runtime.clock.advance(MYTHS_TICKER_INTERVAL_MS * 3);
    });
    expect(ticker()).toHaveTextContent(tickerMyth()?.myth ?? '');
    // The visitor may still ask for the motion.
    await user.click(play);
    act(() => {
      runtime.clock.advance(MYTHS_TICKER_INTERVAL_MS);
    });
    expect(ticker()).toHaveTextContent(tickerMyth(1)?.myth ?? '');
  });

  it('flips a card to its fact and back, keeping focus on the shown side and the hidden side inert', async () => {
    setup();
    const card = screen.getByRole('article', { name: 'Myth 3 of 5' });
    const getFact = within(card).getByRole('button', { name: 'Get The Fact' });
    expect(getFact).toHaveAccessibleDescription(MYTHS_ITEMS[2]?.myth ?? '');
    await user.click(getFact);
    expect(card).toHaveAttribute('data-face', 'fact');
    const getMyth = within(card).getByRole('button', { name: 'Get The Myth', hidden: true });
    await waitFor(() => {
      expect(getMyth).toHaveFocus();
    });
    expect(getMyth).toHaveAccessibleDescription(MYTHS_ITEMS[2]?.fact ?? '');
    expect(getFact.closest('.myth-card__face')).toHaveAttribute('inert');
    await user.keyboard('{Enter}');
    expect(card).toHaveAttribute('data-face', 'myth');
    await waitFor(() => {
      expect(getFact).toHaveFocus();
    });
    expect(screen.getAllByRole('article').filter((a) => a.dataset.face === 'fact')).toHaveLength(0);
  });

  it('a flip re-renders the flipped card only, and the ticker changing no card', async () => {
    // Each card's render words its label once: count them.
    const labelled: number[] = [];
    const content = {
      ...MYTHS_CONTENT,
      cardLabel: (n: number, of: number) => {
        labelled.push(n);
        return MYTHS_CONTENT.cardLabel(n, of);
      },
    };
    const { runtime } = renderWithRuntime(<Myths content={content} modalWords={MODAL_WORDS} />);
    labelled.length = 0;
    await user.click(
      within(screen.getByRole('article', { name: 'Myth 2 of 5' })).getByRole('button', {
        name: 'Get The Fact',
      }),
    );
    expect(labelled).toEqual([2]);
    labelled.length = 0;
    act(() => {
      runtime.clock.advance(MYTHS_TICKER_INTERVAL_MS);
    });
    expect(ticker()).toHaveTextContent(tickerMyth(1)?.myth ?? '');
    expect(labelled).toEqual([]);
  });

  it("the ticker's link opens the myth's fact in the general modal", async () => {
    setup();
    await user.click(within(ticker()).getByRole('button', { name: 'See the fact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fact' });
    const paragraphs = within(dialog).getAllByText(/./, { selector: '.modal__body p' });
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      tickerMyth()?.fact,
      `The myth: “${tickerMyth()?.myth ?? ''}”`,
    ]);
  });

  it('prerenders the right arrow (the row always starts with more on its right), never an empty bar', async () => {
    const page = await renderPage('/');
    const row = new DOMParser().parseFromString(page.html, 'text/html').querySelector('#myths .scroll-row');
    const bar = row?.querySelector('.scroll-row__arrows');
    expect(bar?.hasAttribute('hidden')).toBe(false);
    const shown = [...(bar?.querySelectorAll('button:not([hidden])') ?? [])].map((b) => b.textContent);
    expect(shown).toEqual([MYTHS_CONTENT.row.scrollRight]);
  });

  it('hides the arrows and their bar once it measures a row that fits', () => {
    setup();
    // The test DOM lays nothing out: the row measures 0 wide, content and all, so it fits.
    expect(screen.queryByRole('button', { name: /Scroll the myths/ })).toBeNull();
    expect(document.querySelector('.scroll-row__arrows')).toHaveAttribute('hidden');
  });
});

describe('overflowArrows', () => {
  it('shows none when the content fits', () => {
    expect(overflowArrows(0, 800, 800)).toEqual({ left: false, right: false });
  });

  it('shows only the right arrow at the start and only the left at the end', () => {
    expect(overflowArrows(0, 400, 1200)).toEqual({ left: false, right: true });
    expect(overflowArrows(800, 400, 1200)).toEqual({ left: true, right: false });
    expect(overflowArrows(300, 400, 1200)).toEqual({ left: true, right: true });
  });

  it('treats a fraction of a pixel from an end as the end', () => {
    expect(overflowArrows(0.5, 400, 1200).left).toBe(false);
    expect(overflowArrows(799.5, 400, 1200).right).toBe(false);
  });
});

describe('the English myths', () => {
  it('has exactly five myth/fact pairs, all filled in and distinct', () => {
    expect(MYTHS_ITEMS).toHaveLength(MYTHS_CARD_COUNT);
    for (const { myth, fact } of MYTHS_ITEMS) {
      expect(myth.trim().length).toBeGreaterThan(10);
      expect(fact.trim().length).toBeGreaterThan(10);
    }
    expect(new Set(MYTHS_ITEMS.map((i) => i.myth)).size).toBe(5);
    expect(new Set(MYTHS_ITEMS.map((i) => i.fact)).size).toBe(5);
    expect([MYTHS_CONTENT.getTheFact, MYTHS_CONTENT.getTheMyth]).toEqual(['Get The Fact', 'Get The Myth']);
  });
});
