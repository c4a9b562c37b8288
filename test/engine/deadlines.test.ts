import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  fireDue,
  quizGame,
  type Effect,
  type Millis,
  type QuizGameState,
  type Step,
} from '@play-smart/engine';
import { replay, settle, tickDeadlines } from '../support/replay';
import { PRACTICE_QUESTIONS, questionFileArrived } from '../support/playthroughs/quiz-game';

/** A toy module state: pending deadlines (sorted or not) and a log of when each fired. */
interface Timers {
  readonly pending: readonly Millis[];
  readonly fired: readonly Millis[];
}

const nextDue = (s: Timers): Millis | null => (s.pending.length === 0 ? null : Math.min(...s.pending));

/** Fires the earliest deadline; a deadline of 100 re-arms one 50 ms later, to test chained deadlines. */
function fire(s: Timers, due: Millis): Step<Timers> {
  const index = s.pending.indexOf(due);
  const pending = s.pending.filter((_, i) => i !== index);
  const effect: Effect = { type: 'log', level: 'warn', message: `fired ${due}` };
  return {
    state: { pending: due === 100 ? [...pending, 150] : pending, fired: [...s.fired, due] },
    effects: [effect],
  };
}

const timers = (...pending: Millis[]): Timers => ({ pending, fired: [] });

describe('fireDue', () => {
  it('returns the same state object and no effects when nothing is due', () => {
    const idle = timers();
    expect(fireDue(idle, 1000, nextDue, fire)).toEqual({ state: idle, effects: [] });
    expect(fireDue(idle, 1000, nextDue, fire).state).toBe(idle);
    const early = timers(500);
    expect(fireDue(early, 499, nextDue, fire).state).toBe(early);
  });

  it('fires every due deadline earliest first, each at its own time, and collects the effects in order', () => {
    const { state, effects } = fireDue(timers(300, 20, 700), 400, nextDue, fire);
    expect(state.fired).toEqual([20, 300]);
    expect(state.pending).toEqual([700]);
    expect(effects.map((e) => (e.type === 'log' ? e.message : e.type))).toEqual(['fired 20', 'fired 300']);
  });

  it('fires a deadline due exactly at `at`, and ties one after the other', () => {
    expect(fireDue(timers(50, 50), 50, nextDue, fire).state.fired).toEqual([50, 50]);
  });

  it('fires deadlines armed by an earlier firing when they too are due, and no later ones', () => {
    expect(fireDue(timers(100), 200, nextDue, fire).state).toEqual({ pending: [], fired: [100, 150] });
    expect(fireDue(timers(100), 149, nextDue, fire).state).toEqual({ pending: [150], fired: [100] });
  });

  it('throws instead of looping when a firing changes nothing', () => {
    const stuck = timers(10);
    expect(() => fireDue(stuck, 20, nextDue, (s) => ({ state: s, effects: [] }))).toThrow(
      /fired without changing the state/,
    );
  });

  it('throws instead of looping when a deadline never advances', () => {
    // Each firing makes a new state but re-arms the same moment: a module bug that would hang a tab.
    const rearm = (s: Timers, due: Millis): Step<Timers> => ({
      state: { pending: [due], fired: [...s.fired, due] },
      effects: [],
    });
    expect(() => fireDue(timers(10), 20, nextDue, rearm)).toThrow(/never advances/);
  });

  it('lets a long catch-up through: many deadlines, each later than the one before', () => {
    interface Clock {
      readonly next: Millis | null;
      readonly count: number;
    }
    const every = (s: Clock, due: Millis): Step<Clock> => ({
      state: { next: due < 100_000 ? due + 1 : null, count: s.count + 1 },
      effects: [],
    });
    const start: Clock = { next: 0, count: 0 };
    expect(fireDue(start, 1_000_000, (s) => s.next, every).state.count).toBe(100_001);
  });
});

describe('the test helpers loop through fireDue', () => {
  function started(seed: number): QuizGameState {
    const { state } = quizGame.init({}, 0, seed);
    const ready = quizGame.step(state, questionFileArrived(PRACTICE_QUESTIONS, 0)).state;
    return quizGame.step(ready, { type: 'takeQuiz', at: 0 }).state;
  }

  it('tickDeadlines reports each tick with the state before it', () => {
    const seen: Millis[] = [];
    const start = started(1);
    const { state } = tickDeadlines(quizGame, start, 400, (before, tick, step) => {
      expect(quizGame.nextDeadline(before)).toBe(tick.at);
      expect(step.state).not.toBe(before);
      seen.push(tick.at);
    });
    expect(seen).toEqual([350]);
    expect(state).not.toBe(start);
    expect(tickDeadlines(quizGame, state, 400).state).toBe(state);
  });

  const clicks = fc.array(
    fc.record({ answer: fc.integer({ min: 0, max: 3 }), after: fc.integer({ min: 0, max: 3000 }) }),
    { maxLength: 25 },
  );

  // The property the whole deadline model rests on (ARCHITECTURE.md): however late the host's timer
  // fires, the state and effects are those of a punctual host that ticked at every deadline.
  test.prop([fc.integer(), clicks, fc.integer({ min: 0, max: 120_000 })])(
    'quiz-game: one late tick gives the same state and effects as many punctual ones',
    (seed, list, late) => {
      let at = 0;
      const events = list.map(({ answer, after }) => {
        at += after;
        return { type: 'answerSelected' as const, option: answer, at };
      });
      const { state: last } = replay(quizGame, { state: started(seed), effects: [] }, events);
      const until = at + late;
      const once = quizGame.step(last, { type: 'tick', at: until });
      const punctual = settle(quizGame, last, until);
      expect(once.state).toEqual(punctual.state);
      expect(once.effects).toEqual(punctual.effects);
      expect(once.state === last).toBe(punctual.state === last);
    },
  );
});
