import { integerBetween, resolveConfig } from '../core/config';
import { fireDue } from '../core/deadlines';
import { gameEnd, type Effect } from '../core/effects';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import type { Millis } from '../core/time';
import {
  GAMBLER_QUIZ_ANSWERS,
  GAMBLER_QUIZ_DEFAULTS,
  GAMBLER_QUIZ_FOCUS,
  GAMBLER_QUIZ_SLUG,
} from './gambler-quiz.constants';
import type { GamblerQuizConfig, GamblerQuizEvent, GamblerQuizState } from './gambler-quiz.types';

/** The quiz draws no random numbers and starts no timer, so it has no use for the time or the seed. */
function init(config: Partial<GamblerQuizConfig>): Step<GamblerQuizState> {
  const full = resolveConfig(GAMBLER_QUIZ_DEFAULTS, config, {
    questionCount: integerBetween(1, Number.POSITIVE_INFINITY),
  });
  return { state: { config: full, stage: 'start', index: 0, score: 0, fade: null }, effects: [] };
}

/** Starts a fresh round on question 1, fading it in. */
function firstQuestion(state: GamblerQuizState, at: Millis): Step<GamblerQuizState> {
  return {
    state: {
      ...state,
      stage: 'gameplay',
      index: 0,
      score: 0,
      fade: { phase: 'in', endsAt: at + state.config.fadeMs },
    },
    effects: [{ type: 'focus', target: GAMBLER_QUIZ_FOCUS.question }],
  };
}

function answer(state: GamblerQuizState, option: number, at: Millis): Step<GamblerQuizState> {
  const chosen = GAMBLER_QUIZ_ANSWERS[option];
  // An answer counts only on a settled question screen: answers during the fade are ignored (section 4).
  if (state.stage !== 'gameplay' || state.fade !== null || chosen === undefined) return unchanged(state);
  return {
    state: {
      ...state,
      score: state.score + chosen.score,
      fade: { phase: 'out', endsAt: at + state.config.fadeMs },
    },
    effects: [],
  };
}

/** The fade-out finished: show the next question, or the end screen after the last one. */
function afterFadeOut(state: GamblerQuizState, endedAt: Millis): Step<GamblerQuizState> {
  const fade = { phase: 'in', endsAt: endedAt + state.config.fadeMs } as const;
  const next = state.index + 1;
  if (next < state.config.questionCount) {
    return {
      state: { ...state, index: next, fade },
      effects: [{ type: 'focus', target: GAMBLER_QUIZ_FOCUS.question }],
    };
  }
  const effects: Effect[] = [
    gameEnd(GAMBLER_QUIZ_SLUG),
    { type: 'focus', target: GAMBLER_QUIZ_FOCUS.result },
  ];
  return { state: { ...state, stage: 'ended', fade }, effects };
}

/** The running fade ended at `endedAt`: after a fade-out the next screen fades in; after a fade-in it settles. */
function afterFade(state: GamblerQuizState, endedAt: Millis): Step<GamblerQuizState> {
  if (state.fade?.phase === 'out') return afterFadeOut(state, endedAt);
  return { state: { ...state, fade: null }, effects: [] };
}

function step(state: GamblerQuizState, event: ModuleEvent<GamblerQuizEvent>): Step<GamblerQuizState> {
  switch (event.type) {
    case 'tick':
      return fireDue(state, event.at, nextDeadline, afterFade);
    case 'takeQuiz':
      return state.stage === 'start' ? firstQuestion(state, event.at) : unchanged(state);
    case 'answerSelected':
      return answer(state, event.option, event.at);
    case 'tryAgain':
      return state.stage === 'ended' ? firstQuestion(state, event.at) : unchanged(state);
  }
}

function nextDeadline(state: GamblerQuizState): Millis | null {
  return state.fade?.endsAt ?? null;
}

/**
 * The gambler quiz ("Gambler or Problem Gambler"): nine questions after the Problem Gambling Severity
 * Index, each answered on a scale scored 0 (never) to 3 (almost always), a 0.35 s fade out and in between questions during
 * which answers are ignored, and a risk level from the total.
 *
 * @example
 * ```ts
 * import { gamblerQuiz, selectGamblerQuizRiskLevel } from '@play-smart/engine/gambler-quiz';
 * let { state } = gamblerQuiz.init({}, 0, 1);
 * ({ state } = gamblerQuiz.step(state, { type: 'takeQuiz', at: 0 }));
 * ({ state } = gamblerQuiz.step(state, { type: 'tick', at: 350 }));           // question 1 settled
 * ({ state } = gamblerQuiz.step(state, { type: 'answerSelected', option: 2, at: 400 }));
 * state.score; // 2
 * ```
 *
 * @public
 */
export const gamblerQuiz: EngineModule<GamblerQuizState, GamblerQuizEvent, Partial<GamblerQuizConfig>> = {
  name: GAMBLER_QUIZ_SLUG,
  init,
  step,
  nextDeadline,
};
