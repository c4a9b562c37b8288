import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOBBY_GENERATOR_PROCESSING_MS } from '@play-smart/engine';
import { HobbyGenerator, PageSettingsProvider } from '../../views';
import { HOBBY_GENERATOR_CONTENT } from '../../site/content/en/hobby-generator';
import { renderWithRuntime } from '../support/render';

const HOBBY_GENERATOR_QUESTIONS = HOBBY_GENERATOR_CONTENT.questions;
const HOBBY_GENERATOR_HOBBIES = HOBBY_GENERATOR_CONTENT.hobbies.map((h) => h.name);
const hobbyWords = (name: string) => HOBBY_GENERATOR_CONTENT.hobbies.find((h) => h.name === name);

const user = userEvent.setup({ delay: null });

function setup(options: Parameters<typeof renderWithRuntime>[1] = {}) {
  return renderWithRuntime(
    <PageSettingsProvider settings={{ tShirtsAvailable: true }}>
      <HobbyGenerator content={HOBBY_GENERATOR_CONTENT} />
    </PageSettingsProvider>,
    options,
  );
}
type Runtime = ReturnType<typeof setup>['runtime'];

const heading = () => screen.getByRole('heading', { level: 2 });
const option = (q: number, i: number) => HOBBY_GENERATOR_QUESTIONS[q]?.options[i] ?? '';

function finishProcessing(runtime: Runtime) {
  act(() => {
    runtime.clock.advance(HOBBY_GENERATOR_PROCESSING_MS);
  });
}

async function answerAll(runtime: Runtime) {
  for (let q = 0; q < HOBBY_GENERATOR_QUESTIONS.length; q++) {
    await user.click(screen.getByRole('button', { name: option(q, q % 2) }));
    finishProcessing(runtime);
  }
}

/** The hobby on the result screen. */
const hobbyShown = () => heading().textContent.replace('Your new hobby is ', '');

describe('<HobbyGenerator>', () => {
  it('plays from Start Game through five questions to a hobby with its picture and how to start it', async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Game' }));
    for (let q = 0; q < HOBBY_GENERATOR_QUESTIONS.length; q++) {
      expect(heading()).toHaveTextContent(`Question ${q + 1}`);
      expect(heading()).toHaveTextContent(HOBBY_GENERATOR_QUESTIONS[q]?.question ?? '');
      await waitFor(() => {
        expect(heading()).toHaveFocus();
      });
      await user.click(screen.getByRole('button', { name: option(q, 0) }));
      finishProcessing(runtime);
    }
    const hobby = hobbyShown();
    expect(HOBBY_GENERATOR_HOBBIES).toContain(hobby);
    await waitFor(() => {
      expect(heading()).toHaveFocus();
    });
    const picture = screen.getByRole('img', { name: hobbyWords(hobby)?.alt ?? '?' });
    expect(picture).toHaveAttribute('width', '160');
    expect(picture.getAttribute('src')).toMatch(/^\/images\/hobbies\/[a-z-]+\.svg$/);
    expect(screen.getByText(hobbyWords(hobby)?.howToStart ?? '?')).toBeInTheDocument();
    expect(runtime.tracked).toEqual([
      { type: 'track', event: 'game_end', fields: { game: 'hobby-generator' } },
    ]);
  });

  it('ignores clicks while an answer is processed: the first pick stays, and only one question passes', async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Game' }));
    await user.click(screen.getByRole('button', { name: option(0, 1) }));
    await user.click(screen.getByRole('button', { name: option(0, 3) }));
    expect(screen.getByRole('button', { name: option(0, 1) })).toHaveClass('is-chosen');
    expect(screen.getByRole('button', { name: option(0, 3) })).not.toHaveClass('is-chosen');
    expect(screen.getByRole('button', { name: option(0, 3) })).toHaveAttribute('aria-disabled', 'true');
    finishProcessing(runtime);
    expect(heading()).toHaveTextContent('Question 2');
    expect(screen.getByRole('button', { name: option(1, 0) })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('button', { name: option(1, 0) })).not.toHaveClass('is-chosen');
  });

  it('Try Again starts over and never gives the same hobby twice in a row; game_end once per result', async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Game' }));
    await answerAll(runtime);
    const seen = [hobbyShown()];
    for (let round = 1; round < 8; round++) {
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(heading()).toHaveTextContent('Question 1');
      await answerAll(runtime);
      const hobby = hobbyShown();
      expect(hobby).not.toBe(seen.at(-1));
      seen.push(hobby);
    }
    expect(runtime.tracked).toHaveLength(8);
    expect(
      runtime.tracked.every((t) => t.event === 'game_end' && Object.keys(t.fields ?? {}).join() === 'game'),
    ).toBe(true);
  });

  it('shares the hobby and offers the T-shirt with its source', async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Game' }));
    await answerAll(runtime);
    const hobby = hobbyShown();
    const email = screen.getByRole('link', { name: 'Share by email' });
    expect(decodeURIComponent(email.getAttribute('href') ?? '')).toContain(
      `My new hobby is ${hobby.toLowerCase()}.`,
    );
    const offer = screen.getByRole('complementary', { name: 'Free T-shirt' });
    expect(within(offer).getByRole('link')).toHaveAttribute('href', '/games/register?source=hobby-generator');
  });
});
