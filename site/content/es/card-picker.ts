import type { CardPickerContent } from '../../../views/card-picker';

/** The game-card picker's words in Spanish. */
export const CARD_PICKER_CONTENT: CardPickerContent = {
  heading: 'Elija un juego',
  intro:
    'Cinco juegos cortos sobre probabilidades, hábitos y las decisiones detrás de una apuesta. Cada uno dura unos minutos. Sus respuestas se quedan en su dispositivo; solo El scroll del infinito envía su puntuación final, para mostrar hasta dónde llegaron otros jugadores.',
  completeHeading: 'Pruebe otro juego',
  completeIntro: 'Cuatro juegos cortos más, de unos minutos cada uno. Elija cuál jugar ahora.',
  playAnother: 'Jugar otro juego',
  regionLabel: 'Juegos',
  regionRole: 'carrusel',
  slideRole: 'diapositiva',
  slideLabel: (n, count) => `${String(n)} de ${String(count)}`,
  cards: {
    'quiz-game': {
      title: 'Quiz de riesgos imprevistos',
      altText: '#1 Quiz de riesgos imprevistos',
      blurb: 'Preguntas rápidas contra el reloj. Tiene tres vidas y sesenta segundos.',
    },
    'scroll-game': {
      title: 'El scroll del infinito',
      altText: '#2 El scroll del infinito',
      blurb: '¿Hasta dónde va a deslizar la pantalla a cambio de nada? Descubra cuándo decide parar.',
    },
    'nickname-generator': {
      title: 'Generador de apodos',
      altText: '#3 Generador de apodos',
      blurb: 'Conteste tres preguntas y reciba un apodo para compartir con sus amigos.',
    },
    'hobby-generator': {
      title: 'Generador de pasatiempos',
      altText: '#4 Generador de pasatiempos',
      blurb: 'Cinco preguntas, una idea nueva para su tiempo libre.',
    },
    'gambler-quiz': {
      title: '¿Jugador o jugador con problemas?',
      altText: '#5 ¿Jugador o jugador con problemas?',
      blurb: 'Nueve preguntas privadas sobre los últimos 12 meses. Unos dos minutos.',
    },
  },
  play: 'Jugar',
  watchVideo: 'Ver el video',
  choose: 'Elegir',
  previous: 'Juego anterior',
  next: 'Juego siguiente',
  status: (n, count, title) => `Juego ${String(n)} de ${String(count)}: ${title}`,
};
