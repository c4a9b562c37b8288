import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NICKNAME_GENERATOR_TRANSITION_MS } from '@play-smart/engine';
import { NicknameGenerator, PageSettingsProvider } from '../../views';
import { NICKNAME_GENERATOR_CONTENT } from '../../site/content/en/nickname-generator';
import { renderWithRuntime } from '../support/render';

// The generator's words are the site's English content; the engine draws indexes into them.
const NICKNAME_GENERATOR_QUESTIONS = NICKNAME_GENERATOR_CONTENT.questions;
const NICKNAME_GENERATOR_MALE_NAMES = NICKNAME_GENERATOR_QUESTIONS[0]?.options[0]?.words ?? [];
const NICKNAME_GENERATOR_FEMALE_NAMES = NICKNAME_GENERATOR_QUESTIONS[0]?.options[1]?.words ?? [];

const user = userEvent.setup({ delay: null });

function setup(options: Parameters<typeof renderWithRuntime>[1] = {}) {
  return renderWithRuntime(
    <PageSettingsProvider settings={{ tShirtsAvailable: true }}>
      <NicknameGenerator content={NICKNAME_GENERATOR_CONTENT} />
    </PageSettingsProvider>,
    options,
  );
}
type Runtime = ReturnType<typeof setup>['runtime'];

function finishTransition(runtime: Runtime) {
  act(() => {
    runtime.clock.advance(NICKNAME_GENERATOR_TRANSITION_MS);
  });
}

const heading = () => screen.getByRole('heading', { level: 2 });

async function answer(runtime: Runtime, label: string) {
  await user.click(screen.getByRole('button', { name: label }));
  finishTransition(runtime);
}

/** Plays to the end screen: question 1's option by label, then the first option of 2 and 3. */
async function playTo(runtime: Runtime, style: string) {
  await user.click(screen.getByRole('button', { name: 'Start Game' }));
  finishTransition(runtime);
  await answer(runtime, style);
  await answer(runtime, 'A four-leaf clover');
  await answer(runtime, 'Hiking a new trail');
}

const q2Words = NICKNAME_GENERATOR_QUESTIONS[1]?.options.flatMap((o) => o.words) ?? [];
const q3Words = NICKNAME_GENERATOR_QUESTIONS[2]?.options.flatMap((o) => o.words) ?? [];

describe('<NicknameGenerator>', () => {
  it('plays from Start Game through three questions to the nickname, moving focus each time', async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Game' }));
    // The intro stays while it fades out; a second press does nothing.
    expect(screen.getByRole('button', { name: 'Start Game' })).toHaveAttribute('aria-disabled', 'true');
    finishTransition(runtime);
    expect(heading()).toHaveTextContent('Question 1');
    expect(heading()).toHaveTextContent(NICKNAME_GENERATOR_QUESTIONS[0]?.question ?? '');
    await waitFor(() => {
      expect(heading()).toHaveFocus();
    });
    await answer(runtime, 'A classic guy name');
    expect(heading()).toHaveTextContent('Question 2');
    await answer(runtime, 'A horseshoe');
    expect(heading()).toHaveTextContent('Question 3');
    await answer(runtime, 'Reading a good book');

    const result = heading();
    expect(result).toHaveTextContent(/^YOUR NICKNAME IS\.\.\. \S+ \S+$/);
    expect(result).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
    const [first] = result.textContent.replace('YOUR NICKNAME IS... ', '').split(' ');
    expect(NICKNAME_GENERATOR_QUESTIONS[1]?.options[1]?.words).toContain(first);
    expect(runtime.tracked).toEqual([
      { type: 'track', event: 'game_end', fields: { game: 'nickname-generator' } },
    ]);
  });

  it('ignores clicks during a transition: a double click answers one question, not two', async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Game' }));
    finishTransition(runtime);
    await user.click(screen.getByRole('button', { name: 'A classic gal name' }));
    await user.click(screen.getByRole('button', { name: 'A classic guy name' }));
    const guy = screen.getByRole('button', { name: 'A classic guy name' });
    expect(guy).toHaveAttribute('aria-disabled', 'true');
    expect(guy).not.toHaveClass('is-chosen');
    expect(screen.getByRole('button', { name: 'A classic gal name' })).toHaveClass('is-chosen');
    finishTransition(runtime);
    expect(heading()).toHaveTextContent('Question 2');
    // The click that was ignored did not answer question 2 either.
    expect(screen.getByRole('button', { name: 'A four-leaf clover' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('Random Name re-rolls the name and keeps the name style, announcing it without another game_end', async () => {
    const { runtime } = setup();
    await playTo(runtime, 'A classic gal name');
    const names = new Set<string>();
    const seconds = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await user.click(screen.getByRole('button', { name: 'Random Name' }));
      const name = heading().textContent.replace('YOUR NICKNAME IS... ', '');
      const [first = '', second = ''] = name.split(' ');
      expect(q2Words).toContain(first);
      expect([...q3Words, ...NICKNAME_GENERATOR_FEMALE_NAMES]).toContain(second);
      expect(NICKNAME_GENERATOR_MALE_NAMES).not.toContain(second);
      names.add(name);
      seconds.add(second);
    }
    // It really re-rolls, and the style shows through fallback names.
    expect(names.size).toBeGreaterThan(10);
    expect([...seconds].some((s) => NICKNAME_GENERATOR_FEMALE_NAMES.includes(s))).toBe(true);
    expect(screen.getByRole('button', { name: 'Random Name' })).toHaveFocus();
    expect(runtime.tracked).toHaveLength(1);
  });

  it('Try Again waits out the transition, starts at Question 1, and the next nickname pushes game_end again', async () => {
    const { runtime } = setup();
    await playTo(runtime, 'A classic guy name');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(screen.getByRole('button', { name: 'Random Name' }));
    expect(heading()).toHaveTextContent('YOUR NICKNAME IS...');
    finishTransition(runtime);
    expect(heading()).toHaveTextContent('Question 1');
    await waitFor(() => {
      expect(heading()).toHaveFocus();
    });
    await answer(runtime, 'A classic gal name');
    await answer(runtime, 'A horseshoe');
    await answer(runtime, 'Playing some music');
    expect(runtime.tracked.map((t) => t.fields)).toEqual([
      { game: 'nickname-generator' },
      { game: 'nickname-generator' },
    ]);
  });

  it('shares the nickname and offers the T-shirt with its source', async () => {
    const { runtime } = setup();
    await playTo(runtime, 'A classic guy name');
    const name = heading().textContent.replace('YOUR NICKNAME IS... ', '');
    const email = screen.getByRole('link', { name: 'Share by email' });
    expect(decodeURIComponent(email.getAttribute('href') ?? '')).toContain(
      `My Play Smart nickname is ${name}.`,
    );
    expect(screen.getByRole('button', { name: /Share on Facebook/ })).toBeInTheDocument();
    const offer = screen.getByRole('complementary', { name: 'Free T-shirt' });
    expect(within(offer).getByRole('link')).toHaveAttribute(
      'href',
      '/games/register?source=nickname-generator',
    );
  });
});
