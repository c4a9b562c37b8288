import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAMBLER_QUIZ_FADE_MS } from '@play-smart/engine';
import { GamblerQuiz, PageSettingsProvider, type GamblerQuizContent } from '../../views';
import { GAMBLER_QUIZ_CONTENT } from '../../site/content/en/gambler-quiz';
import { renderWithRuntime } from '../support/render';

const content: GamblerQuizContent = {
  ...GAMBLER_QUIZ_CONTENT,
  title: 'Gambler or Problem Gambler?',
  intro: ['Intro text.'],
  questions: Array.from({ length: 9 }, (_, i) => `Test question ${i + 1}?`),
  levelMessages: {
    'no-risk': 'msg-none',
    'low-risk': 'msg-low',
    'moderate-risk': 'msg-moderate',
    'high-risk': 'msg-high',
  },
  screeningNote: 'It is a screening, not a diagnosis.',
  helpline: {
    name: 'Ohio Problem Gambling Helpline',
    display: '1-800-589-9966',
    tel: '+18005899966',
    hours: '24/7',
    about: 'Help.',
  },
  helpPath: '/get-help-give-help',
};

const user = userEvent.setup({ delay: null });

function setup(options: Parameters<typeof renderWithRuntime>[1] = {}, tShirtsAvailable = true) {
  return renderWithRuntime(
    <PageSettingsProvider settings={{ tShirtsAvailable }}>
      <GamblerQuiz content={content} />
    </PageSettingsProvider>,
    options,
  );
}

/** Lets the fade out and in run on the manual clock. */
function finishFade(runtime: ReturnType<typeof setup>['runtime']) {
  act(() => {
    runtime.clock.advance(2 * GAMBLER_QUIZ_FADE_MS);
  });
}

async function answerAll(runtime: ReturnType<typeof setup>['runtime'], labels: string[]) {
  for (const label of labels) {
    await user.click(screen.getByRole('button', { name: label }));
    finishFade(runtime);
  }
}

describe('<GamblerQuiz>', () => {
  it('plays from the intro to the result, announcing each question by moving focus to it', async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Take the Quiz' }));
    finishFade(runtime);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Question 1');
    expect(heading).toHaveTextContent('Test question 1?');
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });

    await user.click(screen.getByRole('button', { name: 'Sometimes' }));
    // During the fade the old question stays and further answers are ignored.
    await user.click(screen.getByRole('button', { name: 'Almost Always' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Question 1');
    finishFade(runtime);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Question 2');
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    });

    await answerAll(runtime, Array<string>(8).fill('Most of the Time'));
    const result = screen.getByRole('heading', { level: 2 });
    expect(result).toHaveTextContent('Your score is: 17');
    expect(screen.getByText(/You are at/)).toHaveTextContent('You are at High Risk');
    expect(screen.getByText('msg-high')).toBeInTheDocument();
    expect(screen.getByText('It is a screening, not a diagnosis.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /1-800-589-9966/ })).toHaveAttribute('href', 'tel:+18005899966');
    expect(screen.getByRole('link', { name: 'get HELP/give HELP' })).toHaveAttribute(
      'href',
      '/get-help-give-help',
    );
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
    expect(runtime.tracked).toEqual([{ type: 'track', event: 'game_end', fields: { game: 'gambler-quiz' } }]);
  });

  it('Try Again goes back to Question 1 with the score reset', async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Take the Quiz' }));
    finishFade(runtime);
    await answerAll(runtime, Array<string>(9).fill('Never'));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your score is: 0');
    expect(screen.getByText(/You are at/)).toHaveTextContent('No Risk');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    finishFade(runtime);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Question 1');
    await answerAll(runtime, ['Sometimes', ...Array<string>(8).fill('Never')]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your score is: 1');
    expect(screen.getByText(/You are at/)).toHaveTextContent('Low Risk');
  });

  async function finish(runtime: ReturnType<typeof setup>['runtime']) {
    await user.click(screen.getByRole('button', { name: 'Take the Quiz' }));
    finishFade(runtime);
    await answerAll(runtime, Array<string>(9).fill('Sometimes'));
  }

  it('offers the T-shirt (source gambler-quiz) to a visitor who has not registered', async () => {
    const { runtime } = setup();
    await finish(runtime);
    expect(screen.getByText(/You are at/)).toHaveTextContent('High Risk');
    const offer = screen.getByRole('complementary', { name: 'Free T-shirt' });
    expect(within(offer).getByRole('link')).toHaveAttribute('href', '/games/register?source=gambler-quiz');
  });

  it('does not offer the T-shirt once registered', async () => {
    const { runtime } = setup({ storage: { registered: 'true' } });
    await finish(runtime);
    expect(screen.queryByRole('complementary', { name: 'Free T-shirt' })).toBeNull();
  });

  it('does not offer the T-shirt when the page says none are available', async () => {
    const { runtime } = setup({}, false);
    await finish(runtime);
    expect(screen.queryByRole('complementary', { name: 'Free T-shirt' })).toBeNull();
  });

  it('stops its timer when unmounted', async () => {
    const { runtime, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'Take the Quiz' }));
    expect(runtime.clock.pending()).toBe(1);
    unmount();
    expect(runtime.clock.pending()).toBe(0);
  });
});
