import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  SCROLL_GAME_FOCUS,
  SCROLL_GAME_MESSAGE_COUNT,
  SCROLL_GAME_PICTURE_WINDOW,
  SCROLL_GAME_REQUEST_KEYS,
  scrollGame,
  selectScrollGameCountdown,
  selectScrollGamePictures,
  type ScrollGameConfig,
  type ScrollGameEvent,
  type ScrollGameState,
} from '@play-smart/engine';
import { formatScore, SCROLL_GAME_CONTENT } from '../../site/content/en/scroll-game';
import { SCROLL_GAME_CONTENT as SCROLL_GAME_CONTENT_ES } from '../../site/content/es/scroll-game';
import {
  connectScrollGameCountdown,
  connectScrollGameAnnouncement,
  connectScrollGameEnd,
  connectScrollGameField,
  connectScrollGameHud,
  connectScrollGameLevels,
  connectScrollGamePictures,
  connectScrollGameStart,
  scrollGameEndUnchanged,
  scrollGameHudShown,
  scrollGameLatestMessage,
  scrollGameLevelsShown,
  scrollGameSamePictures,
  scrollGameStartShown,
} from '../../views/scroll-game';

const words = SCROLL_GAME_CONTENT;
const noChoice = (): void => undefined;

function recorder() {
  const sent: ScrollGameEvent[] = [];
  return { sent, send: (e: ScrollGameEvent) => sent.push(e) };
}

function step(state: ScrollGameState, event: ScrollGameEvent | { type: 'tick' }, at = 0): ScrollGameState {
  return scrollGame.step(state, { ...event, at }).state;
}

function playing(config: Partial<ScrollGameConfig> = {}): ScrollGameState {
  return step(scrollGame.init(config, 0, 3).state, { type: 'start' });
}

/** Scrolls `units` input units by page keys (5 units each). */
function travel(state: ScrollGameState, units: number): ScrollGameState {
  let s = state;
  for (let i = 0; i < units / 5; i++) s = step(s, { type: 'keyDown', key: 'PageDown' });
  return s;
}

const STATS = {
  top_score: 9000,
  top_top: 7000,
  top_twenty_five: 5000,
  top_forty: 3000,
  top_seventy_five: 1000,
};

function statsArrived(state: ScrollGameState): ScrollGameState {
  return step(state, {
    type: 'response',
    key: SCROLL_GAME_REQUEST_KEYS.stats + String(state.round),
    ok: true,
    status: 200,
    body: { meta: { stats: STATS } },
  });
}

describe('the start panel and the playfield', () => {
  it('shows Start Game with the timing choice on the start screen only', () => {
    const { sent, send } = recorder();
    const idle = scrollGame.init({}, 0, 1).state;
    const panel = connectScrollGameStart(scrollGameStartShown(idle), send, words, noChoice);
    expect(panel.shown).toBe(true);
    expect(panel.start.label).toBe('Start Game');
    expect(panel.timing.summary).toBe(
      'If you stop scrolling for 5 seconds, you get 12 seconds to carry on before the game ends.',
    );
    panel.start.props.onClick();
    expect(sent).toEqual([{ type: 'start' }]);
    expect(connectScrollGameStart(scrollGameStartShown(playing()), send, words, noChoice).shown).toBe(false);
  });

  it('describes a longer timing scale with the engine’s scaled waits', () => {
    const chosen: number[] = [];
    const idle = scrollGame.init({ timingScale: 10 }, 0, 1).state;
    const panel = connectScrollGameStart(scrollGameStartShown(idle), noChoice, words, (s) => chosen.push(s));
    expect(panel.timing.summary).toBe(
      'If you stop scrolling for 50 seconds, you get 120 seconds to carry on before the game ends.',
    );
    expect(panel.timing.options.find((o) => o.props.checked)?.label).toBe('10× time');
    panel.timing.options[1]?.props.onChange();
    expect(chosen).toEqual([2]);
  });

  it('puts the playfield in the tab order and takes over touch only during play', () => {
    expect(connectScrollGameField(false)).toEqual({
      'data-focus': SCROLL_GAME_FOCUS.playfield,
      tabIndex: -1,
      className: 'sg-field',
    });
    expect(connectScrollGameField(true)).toMatchObject({ tabIndex: 0, className: 'sg-field is-playing' });
  });
});

describe('the bar above the scroll', () => {
  it("shows the 'pixels traveled' with thousands separators and I GIVE UP during play", () => {
    const { sent, send } = recorder();
    const s = travel(playing(), 125);
    const hud = connectScrollGameHud(scrollGameHudShown(s), send, words);
    expect(hud).toMatchObject({ score: '1,250', scoreLabel: 'pixels traveled' });
    expect(hud.giveUp).toMatchObject({ label: 'I GIVE UP', shown: true });
    hud.giveUp.props.onClick();
    expect(sent).toEqual([{ type: 'giveUp' }]);
    const idle = scrollGame.init({}, 0, 1).state;
    expect(connectScrollGameHud(scrollGameHudShown(idle), send, words).giveUp.shown).toBe(false);
  });
});

describe('the track', () => {
  it('places each picture where it appeared, on a fixed set of recycled elements', () => {
    const s = travel(playing(), 2000);
    const placed = selectScrollGamePictures(s);
    expect(placed).toHaveLength(SCROLL_GAME_PICTURE_WINDOW);
    const views = connectScrollGamePictures(placed);
    expect(new Set(views.map((v) => v.key)).size).toBe(SCROLL_GAME_PICTURE_WINDOW);
    expect(views.map((v) => Number(v.key)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const last = views[views.length - 1];
    // The 10th picture appeared at depth 2: 20,000 pixels down the track.
    expect(last?.cssVars['--sg-y']).toBe('20000px');
    expect(last?.src).toMatch(/^\/images\/scroll\/\d\d\.svg$/);
    expect(last?.className).toMatch(/^sg-picture sg-picture--(left|right) sg-picture--inset-[0-2]$/);
  });

  it('treats the picture list as unchanged until a new picture appears', () => {
    const s = travel(playing(), 200);
    const further = travel(s, 50);
    expect(scrollGameSamePictures(selectScrollGamePictures(s), selectScrollGamePictures(further))).toBe(true);
    const next = travel(further, 200);
    expect(scrollGameSamePictures(selectScrollGamePictures(s), selectScrollGamePictures(next))).toBe(false);
  });

  it('labels the level lines with the engine’s level count, which grows as the visitor goes', () => {
    const start = connectScrollGameLevels(scrollGameLevelsShown(playing()), words);
    expect(start.map((l) => [l.label, l.cssVars['--sg-y']])).toEqual([
      ['Level 1 of 10', '0px'],
      ['Level 2 of 10', '10000px'],
    ]);
    const deeper = connectScrollGameLevels(scrollGameLevelsShown(travel(playing(), 1000)), words);
    expect(deeper.map((l) => l.label)).toEqual(['Level 2 of 11', 'Level 3 of 11']);
    expect(deeper.map((l) => l.key).sort()).toEqual(['0', '1']);
  });

  it('pops up a motivational message each 5 depth', () => {
    expect(scrollGameLatestMessage(travel(playing(), 4995))).toBeNull();
    const message = scrollGameLatestMessage(travel(playing(), 5000));
    expect(message?.slot).toBe(1);
    expect(typeof message?.index).toBe('number');
    expect(SCROLL_GAME_CONTENT.messages[message?.index ?? -1]).toEqual(expect.any(String));
  });

  it('has the English words of every message the engine places, all different', () => {
    expect(SCROLL_GAME_CONTENT.messages).toHaveLength(SCROLL_GAME_MESSAGE_COUNT);
    expect(new Set(SCROLL_GAME_CONTENT.messages).size).toBe(SCROLL_GAME_MESSAGE_COUNT);
  });

  it('has the spec screen texts', () => {
    expect(SCROLL_GAME_CONTENT).toMatchObject({
      inactivityTitle: 'Done Playing?',
      inactivityText: 'Keep scrolling to continue',
      endTitle: 'AT YOUR LIMIT?',
      rankIntro: 'which makes you a',
      giveUp: 'I GIVE UP',
    });
    expect(SCROLL_GAME_CONTENT.traveled('1,000,000')).toBe('YOU TRAVELED 1,000,000 PIXELS,');
    expect(SCROLL_GAME_CONTENT.rankTitles['sultan-of-swipe']).toBe('Sultan of Swipe.');
  });
});

describe('the countdown', () => {
  it('shows Done Playing? with the engine’s number', () => {
    let s = playing();
    expect(connectScrollGameCountdown(selectScrollGameCountdown(s), words)).toBeNull();
    s = step(s, { type: 'tick' }, 5000);
    expect(connectScrollGameCountdown(selectScrollGameCountdown(s), words)).toEqual({
      title: 'Done Playing?',
      text: 'Keep scrolling to continue',
      number: '12',
    });
    s = step(s, { type: 'tick' }, 8000);
    expect(connectScrollGameCountdown(selectScrollGameCountdown(s), words)?.number).toBe('9');
  });

  it('is announced as it appears, at 6 and 3 seconds left and as play ends, in English and Spanish', () => {
    const heard: string[] = [];
    const oidos: string[] = [];
    let s = playing();
    for (let at = 500; at <= 17_000; at += 500) {
      const next = step(s, { type: 'tick' }, at);
      const [a, b] = [{ state: s }, { state: next }];
      const en = connectScrollGameAnnouncement(a, b, words);
      const es = connectScrollGameAnnouncement(a, b, SCROLL_GAME_CONTENT_ES);
      if (en !== '') heard.push(en);
      if (es !== '') oidos.push(es);
      s = next;
    }
    expect(heard).toEqual([
      'Done Playing? Keep scrolling to continue. The game ends in 12 seconds unless you scroll.',
      '6 seconds left. Scroll to keep playing.',
      '3 seconds left. Scroll to keep playing.',
      'Game over: the time ran out without a scroll.',
    ]);
    expect(oidos).toEqual([
      '¿Terminó de jugar? Siga desplazándose para continuar. El juego termina en 12 segundos si no se desplaza.',
      'Quedan 6 segundos. Desplácese para seguir jugando.',
      'Quedan 3 segundos. Desplácese para seguir jugando.',
      'Fin del juego: se acabó el tiempo sin desplazarse.',
    ]);
  });

  it('says why play ended when the visitor gives up', () => {
    const s = playing();
    const over = step(s, { type: 'giveUp' }, 100);
    expect(connectScrollGameAnnouncement({ state: s }, { state: over }, words)).toBe(
      'Game over: you gave up.',
    );
  });
});

describe('the game-over dialog', () => {
  it('says how far the visitor went and, once the statistics arrive, the rank title', () => {
    const { sent, send } = recorder();
    const ended = step(travel(playing(), 350), { type: 'giveUp' });
    const first = connectScrollGameEnd(ended, send, words);
    expect(first).toMatchObject({
      title: 'AT YOUR LIMIT?',
      traveled: 'YOU TRAVELED 3,500 PIXELS,',
      rank: null,
      focus: { 'data-focus': SCROLL_GAME_FOCUS.dialog, tabIndex: -1 },
    });
    expect(first?.share.text).toContain('3,500 pixels');
    const ranked = connectScrollGameEnd(statsArrived(ended), send, words);
    expect(ranked?.rank).toEqual({ intro: 'which makes you a', title: 'Pixel Pro.' });
    ranked?.tryAgain.props.onClick();
    expect(sent).toEqual([{ type: 'tryAgain' }]);
  });

  it('is nothing before a game has ended', () => {
    expect(connectScrollGameEnd(playing(), noChoice, words)).toBeNull();
  });

  it('keeps showing the game that ended while Try Again starts the next', () => {
    const idle = scrollGame.init({}, 0, 1).state;
    const s = playing();
    expect(scrollGameEndUnchanged(idle, s)).toBe(true);
    const ended = step(travel(s, 100), { type: 'giveUp' });
    expect(scrollGameEndUnchanged(idle, ended)).toBe(false);
    const ranked = statsArrived(ended);
    expect(scrollGameEndUnchanged(ended, ranked)).toBe(false);
    const again = step(ranked, { type: 'tryAgain' });
    expect(scrollGameEndUnchanged(ranked, again)).toBe(true);
    expect(scrollGameEndUnchanged(ranked, travel(again, 50))).toBe(true);
  });
});

describe('the score in English', () => {
  it('formats with a comma between groups of three digits', () => {
    expect([0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 1_000_000_000].map(formatScore)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '100,000',
      '1,234,567',
      '1,000,000,000',
    ]);
  });

  test.prop([fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })])(
    'a formatted score reads back as the score, in groups of three',
    (n) => {
      const text = formatScore(n);
      expect(text.replaceAll(',', '')).toBe(String(n));
      expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
    },
  );
});
