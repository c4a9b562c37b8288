import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_PICKER_SLUGS, cardPicker, cardPickerCompleteConfig } from '@play-smart/engine';
import { CARD_PICKER_CONTENT } from '../../site/content/en/card-picker';
import { connectCardPicker, PlayAnotherGame } from '../../views/card-picker';
import { renderWithRuntime } from '../support/render';

const user = userEvent.setup({ delay: null });

afterEach(() => {
  document.body.className = '';
});

function shownSlugs(): (string | null)[] {
  return [...document.querySelectorAll('.cp-card')].map((el) => el.getAttribute('data-slug'));
}

describe('Play another game', () => {
  it.each(CARD_PICKER_SLUGS)('after %s offers the four other games, by keyboard', async (completed) => {
    renderWithRuntime(<PlayAnotherGame completed={completed} content={CARD_PICKER_CONTENT} />);
    const toggle = screen.getByRole('button', { name: CARD_PICKER_CONTENT.playAnother });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(shownSlugs()).toEqual([]);

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const slugs = shownSlugs();
    expect(slugs).toHaveLength(4);
    expect(slugs).not.toContain(completed);
    expect(screen.getByRole('heading', { name: CARD_PICKER_CONTENT.completeHeading })).toBeInTheDocument();
    // The active card's call-to-action links to another game's page.
    const play = screen.getByRole('link', { name: new RegExp(`^${CARD_PICKER_CONTENT.play} `) });
    expect(play.getAttribute('href')).not.toBe(`/games/${completed}`);
    expect(play.getAttribute('href')).toMatch(/^\/games\//);
    // The game page keeps its own look: the picker sets no body class after a game.
    expect(document.body.className).toBe('');
  });

  it('the picker says how many games it offers after a game', () => {
    const state = cardPicker.init(cardPickerCompleteConfig('quiz-game'), 0, 1).state;
    const api = connectCardPicker(state, () => undefined, CARD_PICKER_CONTENT);
    expect(api.cards.map((c) => c.slug)).not.toContain('quiz-game');
    expect(api.cards.map((c) => c.slideLabel)).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(api.heading).toBe(CARD_PICKER_CONTENT.completeHeading);
    expect(api.bodyClass).toBeNull();
  });
});
