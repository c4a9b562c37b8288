import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  QUIZ_GAME_ANNOUNCE_CLOCK_S,
  QUIZ_GAME_FADE_IN_MS,
  quizGame,
  quizGameAnnouncements,
  quizGameNextCueAt,
  type QuizGameAnnouncement,
  type QuizGameConfig,
  type QuizGameMoment,
  type QuizGameQuestion,
  type QuizGameState,
} from '@play-smart/engine/quiz-game';
import { makeQuestion as makeTestQuestion, questionFileArrived } from '../support/playthroughs/quiz-game';

/** The questions here have two wrong answers. */
const makeQuestion = (n: number) => makeTestQuestion(n, 2);

const QUESTIONS = Array.from({ length: 12 }, (_, i) => makeQuestion(i + 1));
/** The quiz is taken at 0 in these runs; the first question's timer starts once it has faded in. */
const START = QUIZ_GAME_FADE_IN_MS;

function loaded(config: Partial<QuizGameConfig> = {}, questions = QUESTIONS): QuizGameState {
  const { state } = quizGame.init(config, 0, 7);
  return quizGame.step(state, questionFileArrived(questions, 0)).state;
}

/**
 * Plays the quiz the way the site's driver and live region do: the driver ticks at each deadline, the
 * region observes every state change and also wakes at each cue moment the engine names
 * (quizGameNextCueAt). `actions` are waits (ms) and clicks (answer index), or 'start' / 'again'.
 */
type Action = { wait: number } | { answer: number | 'right' | 'wrong' } | 'start' | 'again';

interface Observed {
  readonly moments: QuizGameMoment[];
  readonly said: {
    readonly at: number;
    readonly game: number;
    readonly question: number;
    readonly a: QuizGameAnnouncement;
  }[];
}

/** An answer's index on screen: as given, or the right one, or the first wrong one not chosen yet. */
function pick(state: QuizGameState, answer: number | 'right' | 'wrong'): number {
  if (typeof answer === 'number') return answer;
  return state.answers.findIndex(
    (a, i) => a.isCorrect === (answer === 'right') && !state.highlighted.includes(i),
  );
}

function observe(start: QuizGameState, actions: readonly Action[], wake = true): Observed {
  let now = 0;
  let prev: QuizGameMoment = { state: start, at: now };
  const moments: QuizGameMoment[] = [prev];
  const said: Observed['said'][number][] = [];
  const games = new Map<readonly QuizGameQuestion[], number>();
  const look = (state: QuizGameState) => {
    const next = { state, at: now };
    const game = games.get(state.selectedQuestions) ?? games.size;
    games.set(state.selectedQuestions, game);
    for (const a of quizGameAnnouncements(prev, next)) {
      said.push({ at: now, game, question: state.currentQuestionIndex, a });
    }
    prev = next;
    moments.push(next);
  };
  const send = (event: Parameters<typeof quizGame.step>[1]) => {
    const { state } = quizGame.step(prev.state, event);
    if (state !== prev.state) look(state);
  };
  for (const action of actions) {
    if (action === 'start') send({ type: 'takeQuiz', at: now });
    else if (action === 'again') send({ type: 'tryAgain', at: now });
    else if ('answer' in action)
      send({ type: 'answerSelected', option: pick(prev.state, action.answer), at: now });
    else {
      const until = now + action.wait;
      for (;;) {
        const due = quizGame.nextDeadline(prev.state);
        const cue = wake ? quizGameNextCueAt(prev) : null;
        const at = Math.min(due ?? Infinity, cue ?? Infinity);
        if (at > until) break;
        now = Math.max(now, at);
        const { state } = quizGame.step(prev.state, { type: 'tick', at: now });
        // A wake at a cue moment observes even when the state did not change.
        look(state);
      }
      now = until;
    }
  }
  return { moments, said };
}

const codes = (o: Observed) => o.said.map((s) => s.a.code);

describe('quizGameAnnouncements: worked examples', () => {
  it('calls out half the question time and the last 2 s, once each, then the lost life', () => {
    const o = observe(loaded(), ['start', { wait: QUIZ_GAME_FADE_IN_MS + 6000 }]);
    expect(o.said.map((s) => [s.at - START, s.a])).toEqual([
      [3000, { code: 'question-time', cue: 'half', secondsLeft: 3 }],
      [4000, { code: 'question-time', cue: 'last', secondsLeft: 2 }],
      [6000, { code: 'life-lost', reason: 'timeout', lives: 2 }],
    ]);
  });

  it('says nothing between the cues, however often it is observed (not every tick)', () => {
    const s = observe(loaded(), ['start', { wait: QUIZ_GAME_FADE_IN_MS + 100 }]).moments.at(-1)!.state;
    let prev: QuizGameMoment = { state: s, at: START + 100 };
    const said: QuizGameAnnouncement[] = [];
    for (let at = START + 110; at < START + 5990; at += 10) {
      const next = { state: s, at };
      said.push(...quizGameAnnouncements(prev, next));
      prev = next;
    }
    expect(said.map((a) => a.code === 'question-time' && a.cue)).toEqual(['half', 'last']);
  });

  it('says only the latest threshold when several were crossed between two looks', () => {
    const s = observe(loaded(), ['start', { wait: QUIZ_GAME_FADE_IN_MS + 100 }]).moments.at(-1)!.state;
    expect(quizGameAnnouncements({ state: s, at: START + 100 }, { state: s, at: START + 4500 })).toEqual([
      { code: 'question-time', cue: 'last', secondsLeft: 2 },
    ]);
  });

  it('announces a correct answer with the score, and a wrong one with its penalty', () => {
    const o = observe(loaded(), [
      'start',
      { wait: 400 },
      { answer: 'wrong' },
      { wait: 400 },
      { answer: 'right' },
    ]);
    expect(o.said.map((s) => s.a)).toEqual([
      { code: 'answer-wrong', penaltyMs: 2000 },
      { code: 'answer-correct', score: 1 },
    ]);
  });

  it('gives a wrong answer with too little time left as the reason for the lost life', () => {
    // 1.5 s left on the first question: a wrong answer cannot take 2 s off.
    const o = observe(loaded(), ['start', { wait: QUIZ_GAME_FADE_IN_MS + 4500 }, { answer: 'wrong' }]);
    expect(o.said.at(-1)?.a).toEqual({ code: 'life-lost', reason: 'wrong-answer', lives: 2 });
    expect(codes(o).filter((c) => c === 'answer-wrong')).toEqual([]);
  });

  it('ends a game without lives once, as Game Over for want of lives, after the last life', () => {
    const o = observe(loaded({ livesToStart: 1 }), ['start', { wait: 10_000 }]);
    expect(o.said.slice(-2).map((s) => s.a)).toEqual([
      { code: 'life-lost', reason: 'timeout', lives: 0 },
      { code: 'game-ended', outcome: 'lost', reason: 'lives-out', score: 0, questionCount: 12 },
    ]);
  });

  it('calls out 30, 10 and 5 s left on the game clock, then the win by the clock', () => {
    // One question that never times out in time: a 100 s question timer, a 40 s game.
    const o = observe(loaded({ gameTimerLength: 40, questionTimerLength: 100 }), ['start', { wait: 41_000 }]);
    const clock = o.said
      .filter((s) => s.a.code === 'game-clock' || s.a.code === 'game-ended')
      .map((s) => s.a);
    expect(clock).toEqual([
      { code: 'game-clock', secondsLeft: 30 },
      { code: 'game-clock', secondsLeft: 10 },
      { code: 'game-clock', secondsLeft: 5 },
      { code: 'game-ended', outcome: 'won', reason: 'clock-out', score: 0, questionCount: 12 },
    ]);
  });

  it('does not call out a clock threshold the game starts below', () => {
    const o = observe(loaded({ gameTimerLength: 20, questionTimerLength: 100 }), ['start', { wait: 21_000 }]);
    expect(o.said.filter((s) => s.a.code === 'game-clock').map((s) => s.a)).toEqual([
      { code: 'game-clock', secondsLeft: 10 },
      { code: 'game-clock', secondsLeft: 5 },
    ]);
  });

  it('wins by the questions when the last one is answered', () => {
    const o = observe(loaded({}, QUESTIONS.slice(0, 1)), ['start', { wait: 400 }, { answer: 'right' }]);
    expect(o.said.map((s) => s.a)).toEqual([
      { code: 'answer-correct', score: 1 },
      { code: 'game-ended', outcome: 'won', reason: 'questions-out', score: 1, questionCount: 1 },
    ]);
  });

  it('scales the half-time cue with the timing scale and keeps the last call at 2 s', () => {
    const o = observe(loaded({ timingScale: 2 }), ['start', { wait: QUIZ_GAME_FADE_IN_MS + 12_000 }]);
    expect(o.said.slice(0, 2).map((s) => [s.at - START, s.a])).toEqual([
      [6000, { code: 'question-time', cue: 'half', secondsLeft: 6 }],
      [10_000, { code: 'question-time', cue: 'last', secondsLeft: 2 }],
    ]);
  });

  it('names no cue moment when the timer does not run', () => {
    expect(quizGameNextCueAt({ state: loaded(), at: 0 })).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties over any run of waits and clicks

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 2500 }).map((wait) => ({ wait })) },
  {
    weight: 3,
    arbitrary: fc
      .oneof(fc.integer({ min: 0, max: 2 }), fc.constantFrom<'right' | 'wrong'>('right', 'wrong'))
      .map((answer) => ({ answer })),
  },
  { weight: 1, arbitrary: fc.constantFrom<Action>('start', 'again') },
);
const run = fc.record({
  actions: fc.array(action, { maxLength: 60 }),
  wake: fc.boolean(),
  lives: fc.integer({ min: 1, max: 3 }),
  scale: fc.constantFrom(1, 2, 10),
});

describe('quizGameAnnouncements: properties', () => {
  test.prop([run])(
    'each question-time cue at most once per question, each clock cue at most once per game',
    ({ actions, wake, lives, scale }) => {
      const o = observe(loaded({ livesToStart: lives, timingScale: scale }), ['start', ...actions], wake);
      const keys = o.said.flatMap(({ game, question, a }) => {
        if (a.code === 'question-time') return [`${game}:${question}:${a.cue}`];
        if (a.code !== 'game-clock') return [];
        // The threshold a clock cue is for: the smallest one at or above the seconds left.
        const threshold = Math.min(...QUIZ_GAME_ANNOUNCE_CLOCK_S.filter((s) => s >= a.secondsLeft));
        return [`${game}:clock:${threshold}`];
      });
      expect(new Set(keys).size).toBe(keys.length);
      const perGameClock = new Map<number, number>();
      for (const { game, a } of o.said)
        if (a.code === 'game-clock') perGameClock.set(game, (perGameClock.get(game) ?? 0) + 1);
      for (const n of perGameClock.values()) expect(n).toBeLessThanOrEqual(QUIZ_GAME_ANNOUNCE_CLOCK_S.length);
    },
  );

  test.prop([run])(
    'a life lost is announced exactly once per lost life, with the lives left counting down',
    ({ actions, wake, lives, scale }) => {
      const o = observe(loaded({ livesToStart: lives, timingScale: scale }), ['start', ...actions], wake);
      // Lives lost per game, from the states alone: the start's lives less the fewest seen in that game.
      const fewest = new Map<readonly QuizGameQuestion[], number>();
      for (const { state } of o.moments) {
        if (state.stage === 'start') continue;
        fewest.set(
          state.selectedQuestions,
          Math.min(fewest.get(state.selectedQuestions) ?? lives, state.lives),
        );
      }
      const lost = [...fewest.values()].reduce((sum, n) => sum + (lives - n), 0);
      const announced = o.said.filter((s) => s.a.code === 'life-lost');
      expect(announced).toHaveLength(lost);
      for (const { game } of announced) {
        const left = announced
          .filter((s) => s.game === game)
          .map((s) => (s.a.code === 'life-lost' ? s.a.lives : -1));
        expect(left).toEqual(Array.from({ length: left.length }, (_, i) => lives - 1 - i));
      }
    },
  );

  test.prop([run])(
    'the end of each game is announced exactly once, and matches the end screen',
    ({ actions, wake, lives, scale }) => {
      const o = observe(loaded({ livesToStart: lives, timingScale: scale }), ['start', ...actions], wake);
      const endedGames = new Set<readonly QuizGameQuestion[]>();
      for (const { state } of o.moments) if (state.stage === 'ended') endedGames.add(state.selectedQuestions);
      const ends = o.said.filter((s) => s.a.code === 'game-ended');
      expect(ends).toHaveLength(endedGames.size);
      expect(new Set(ends.map((s) => s.game)).size).toBe(ends.length);
      for (const { a } of ends) {
        if (a.code !== 'game-ended') continue;
        expect(a.outcome === 'lost').toBe(a.reason === 'lives-out');
      }
    },
  );

  test.prop([run])('looking twice at the same moment says nothing', ({ actions, wake, lives }) => {
    const o = observe(loaded({ livesToStart: lives }), ['start', ...actions], wake);
    for (const m of o.moments) expect(quizGameAnnouncements(m, m)).toEqual([]);
  });
});
