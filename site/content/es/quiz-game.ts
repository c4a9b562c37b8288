import { MS_PER_SECOND, type QuizGameHowToPlay } from '@play-smart/engine';
import type { QuizGameContent } from '../../../views/quiz-game';
import { HELP_PATH } from '../help';
import { OHIO_HELPLINE } from './help-labels';

const SECONDS_PER_MINUTE = 60;

/** '1 segundo', '12 segundos', '2.5 segundos'. */
function seconds(n: number): string {
  return `${n} ${n === 1 ? 'segundo' : 'segundos'}`;
}

/** A length of time for people: '45 segundos', '2 minutos', '1 minuto y 30 segundos'. */
function duration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / SECONDS_PER_MINUTE);
  const rest = totalSeconds % SECONDS_PER_MINUTE;
  if (minutes === 0) return seconds(rest);
  const m = `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  return rest === 0 ? m : `${m} y ${seconds(rest)}`;
}

/** '6 segundos', '7.5 segundos', '1 segundo': a time in ms for people, to a tenth of a second. */
function secondsOfMs(ms: number): string {
  return seconds(Number((ms / MS_PER_SECOND).toFixed(1)));
}

/** '1 vida', '3 vidas'. */
function lifeCount(n: number): string {
  return `${n} ${n === 1 ? 'vida' : 'vidas'}`;
}

/** 'Le queda', 'Le quedan': the verb agrees with the lives left. */
function leftFor(lives: number): string {
  return lives === 1 ? 'Le queda' : 'Le quedan';
}

/** 'Queda 1 segundo', 'Quedan 2 minutos': the verb agrees with the time's first number (given). */
function timeLeft(totalSeconds: number, amount: string): string {
  return `${totalSeconds === 1 ? 'Queda' : 'Quedan'} ${amount}`;
}

/** The hidden rules, with the times and lives of the configuration in force. */
function howToPlay({ gameSeconds, questionMs, penaltyMs, lives }: QuizGameHowToPlay): string {
  const penalty = secondsOfMs(penaltyMs);
  return [
    `Conteste todas las preguntas que pueda antes de que se acabe el reloj del juego.`,
    `Tiene ${seconds(gameSeconds)} en total, ${lifeCount(lives)} y ${secondsOfMs(questionMs)} para contestar cada pregunta.`,
    `Cada respuesta correcta suma un punto y trae la pregunta siguiente.`,
    `Cada respuesta incorrecta le quita ${penalty} al reloj de la pregunta, y puede probar otra respuesta.`,
    `Si se acaba el reloj de la pregunta, o si contesta mal cuando quedan ${penalty} o menos, pierde una vida y se muestra la respuesta correcta.`,
    `El juego termina cuando no le quedan vidas. Gana si se acaba el reloj del juego o si llega al final de las preguntas.`,
  ].join(' ');
}

/**
 * The Quiz of Unforeseen Risks in Spanish, the twin of site/content/en/quiz-game.ts. The title, buttons
 * and end headings keep the intent the product spec fixes for the English ones; the hidden rules state
 * the engine's times in force. The questions are site/content/quiz-questions.es.json, whose 'Todas las
 * anteriores' and 'Ninguna de las anteriores' answers are the pinned ones below.
 */
export const QUIZ_GAME_CONTENT: QuizGameContent = {
  title: 'Quiz de riesgos imprevistos',
  titlePicture: { src: '/images/quiz-game/title.svg', width: 480, height: 360, alt: '' },
  intro: [
    '¿Cuánto sabe de las probabilidades, los precios y los riesgos reales de jugar? Conteste todas las preguntas que pueda antes de que se acabe el tiempo.',
    'Una respuesta incorrecta le cuesta tiempo; si se le acaba el tiempo en una pregunta, pierde una de sus tres vidas. Nada de lo que conteste se envía ni se guarda.',
  ],
  takeQuiz: 'Empezar el quiz',
  loading: 'Preparando las preguntas…',
  loadFailed:
    'Lo sentimos, las preguntas no se cargaron, así que el quiz no puede empezar ahora. Vuelva a intentarlo más tarde.',
  helpline: OHIO_HELPLINE,
  pinnedAnswers: ['todas las anteriores', 'ninguna de las anteriores'],
  howToPlayHeading: 'Cómo jugar',
  howToPlay,
  timing: {
    legend: '¿Necesita más tiempo?',
    option: (scale) => (scale === 1 ? 'Normal' : `Tiempo ×${scale}`),
    summary: ({ gameSeconds, questionMs }) =>
      `Tiene ${duration(gameSeconds)} en total y ${seconds(questionMs / MS_PER_SECOND)} para cada pregunta.`,
  },
  score: 'Puntos',
  lives: 'Vidas',
  livesLeft: (lives, max) => `${leftFor(lives)} ${lives} de ${lifeCount(max)}`,
  clock: 'Tiempo',
  clockValue: (s) =>
    `${Math.floor(s / SECONDS_PER_MINUTE)}:${String(s % SECONDS_PER_MINUTE).padStart(2, '0')}`,
  // 'Queda 1 minuto' but 'Quedan 1 minuto y 30 segundos': a compound amount takes the plural.
  clockSpoken: (s) => timeLeft(s === SECONDS_PER_MINUTE ? 1 : s, duration(s)),
  questionProgress: (n, count) => `Pregunta ${n} de ${count}`,
  marks: { right: 'correcta', wrong: 'incorrecta', revealed: 'la respuesta correcta' },
  announce: {
    correct: (score) => `¡Correcto! Lleva ${score} ${score === 1 ? 'punto' : 'puntos'}.`,
    wrong: (penalty) =>
      `Respuesta incorrecta: se ${penalty === 1 ? 'le quita' : 'le quitan'} ${seconds(penalty)} al reloj de la pregunta. Pruebe otra.`,
    lifeLostBecause: {
      timeout: 'Se acabó el tiempo.',
      'wrong-answer': 'Respuesta incorrecta, sin tiempo para otra.',
    },
    lifeLost: (answer, lives) =>
      lives === 0
        ? `Perdió su última vida. La respuesta correcta era: ${answer}.`
        : `Perdió una vida. La respuesta correcta era: ${answer}. ${leftFor(lives)} ${lifeCount(lives)}.`,
    questionTime: (s) => `${timeLeft(s, seconds(s))} para responder.`,
    clock: (s) => `${timeLeft(s, seconds(s))} de juego.`,
    ended: {
      'lives-out': 'Fin del juego: no le quedan vidas.',
      'clock-out': 'Se acabó el reloj del juego: ¡ganó!',
      'questions-out': 'No quedan preguntas: ¡ganó!',
    },
  },
  gameOver: 'Fin del juego',
  youWon: '¡Ganó!',
  tryAgain: 'Intentar de nuevo',
  playAgain: 'Jugar de nuevo',
  finalScore: (score, count) =>
    `Contestó bien ${score} de ${count} ${count === 1 ? 'pregunta' : 'preguntas'}.`,
  endNote:
    'Conocer las probabilidades es una parte de jugar con cabeza; la otra es fijar un presupuesto y un límite de tiempo antes de jugar. Si apostar ya no es divertido, hay ayuda gratis las 24 horas, todos los días.',
  helpLink: { to: HELP_PATH, label: 'Pedir ayuda, dar ayuda' },
};
