import type { GamblerQuizContent } from '../../../views/gambler-quiz';
import { HELP_PATH } from '../help';
import { OHIO_HELPLINE } from './help-labels';

const inLastYear = 'En los últimos 12 meses, ¿con qué frecuencia';

/**
 * The gambler quiz's words in Spanish. The button, answer, score and risk-level words translate the
 * product spec's. No checked Spanish wording of the Problem Gambling Severity Index exists in
 * shared/CONTENT.md, so the nine questions are this site's own careful translation of its items, in their
 * published order and with their 12-month frame, and the page says so: in the intro (before the first
 * question) and in the screening note (with the result).
 */
export const GAMBLER_QUIZ_CONTENT: GamblerQuizContent = {
  title: '¿Jugador o jugador con problemas?',
  intro: [
    'Nueve preguntas rápidas sobre los últimos 12 meses. En cada una, elija la respuesta que mejor se ajuste a su caso: Nunca, A veces, La mayoría de las veces o Casi siempre. Las preguntas son nuestra traducción al español del Índice de Severidad del Juego Problemático (PGSI, por sus siglas en inglés).',
    'Le tomará unos dos minutos. Sus respuestas se quedan en este dispositivo: no se envía ni se guarda nada de lo que elija.',
  ],
  takeQuiz: 'Empezar el cuestionario',
  questionProgress: (n, count) => `Pregunta ${String(n)} de ${String(count)}`,
  questions: [
    `${inLastYear} apostó más de lo que realmente podía permitirse perder?`,
    `${inLastYear} necesitó apostar cantidades más grandes para sentir la misma emoción?`,
    `${inLastYear} volvió otro día para tratar de recuperar el dinero que había perdido?`,
    `${inLastYear} pidió dinero prestado o vendió algo para poder apostar?`,
    `${inLastYear} sintió que su forma de apostar podría ser un problema?`,
    `${inLastYear} el juego le causó problemas de salud, como estrés o ansiedad?`,
    `${inLastYear} otras personas criticaron sus apuestas o le dijeron que tenía un problema con el juego, estuviera usted de acuerdo o no?`,
    `${inLastYear} sus apuestas le causaron problemas de dinero a usted o a las personas con quienes vive?`,
    `${inLastYear} se sintió culpable por su forma de apostar o por las consecuencias de sus apuestas?`,
  ],
  answers: {
    never: 'Nunca',
    sometimes: 'A veces',
    'most-of-the-time': 'La mayoría de las veces',
    'almost-always': 'Casi siempre',
  },
  yourScoreIs: 'Su puntuación es:',
  outOf: (max) => ` de ${String(max)}`,
  scaleTitle: 'Qué significa la puntuación',
  bandRange: (from, to) => (from === to ? String(from) : `${String(from)}–${String(to)}`),
  yourBand: ' (su puntuación)',
  youAreAt: 'Su resultado:',
  levelLabels: {
    'no-risk': 'Sin riesgo',
    'low-risk': 'Riesgo bajo',
    'moderate-risk': 'Riesgo moderado',
    'high-risk': 'Riesgo alto',
  },
  levelMessages: {
    'no-risk':
      'Sus respuestas no indican problemas con el juego en este momento. Si eso cambia algún día, la ayuda es gratis y nunca es un mal momento para pedirla.',
    'low-risk':
      'Sus respuestas muestran algunas señales tempranas. Fijar un presupuesto y un límite de tiempo antes de jugar ayuda a que siga siendo un juego.',
    'moderate-risk':
      'Sus respuestas muestran señales de que el juego podría estar empezando a costarle más que dinero. Hablarlo con alguien puede ayudar, y es gratis y confidencial.',
    'high-risk':
      'Sus respuestas muestran señales de que el juego podría estar causándole un daño real. No es la única persona que pasa por esto, y la ayuda funciona. Hay alguien dispuesto a escucharle, de día o de noche.',
  },
  screeningNote:
    'Este cuestionario se basa en el Índice de Severidad del Juego Problemático (PGSI, por sus siglas en inglés); las preguntas son nuestra traducción del original en inglés. Es una prueba de detección, no un diagnóstico: un consejero capacitado puede decirle más.',
  helpLink: 'pedir AYUDA/dar AYUDA',
  tryAgain: 'Intentar de nuevo',
  helpline: OHIO_HELPLINE,
  helpPath: HELP_PATH,
};
