import { MS_PER_SECOND } from '@play-smart/engine';
import type { ScrollGameContent } from '../../../views/scroll-game';
import { HELP_PATH } from '../help';

/** '1 segundo', '12 segundos'. */
function seconds(n: number): string {
  return `${n} ${n === 1 ? 'segundo' : 'segundos'}`;
}

/**
 * Built on the first score shown, not when the page's code loads. US Spanish groups thousands with ','
 * ('1,234,567'), as US English does.
 */
let scoreFormat: Intl.NumberFormat | undefined;

/** A score as US Spanish writes it: '1,234,567'. */
export function formatScore(score: number): string {
  const whole = Math.trunc(score);
  // Below a thousand there is nothing to group: the page's first render (a score of 0, during hydration)
  // builds no formatter, which took 20 ms and more of a phone's main thread (docs/performance.md).
  if (Math.abs(whole) < 1000) return String(whole === 0 ? 0 : whole);
  scoreFormat ??= new Intl.NumberFormat('es-US', { maximumFractionDigits: 0 });
  return scoreFormat.format(whole);
}

/**
 * The Scroll of Infinity in Spanish, the twin of site/content/en/scroll-game.ts. The all-caps lines the
 * product spec fixes in English stay all caps. The rank titles follow 'lo que le convierte en' with no
 * article, so each is a noun that fits a player of any gender.
 */
export const SCROLL_GAME_CONTENT: ScrollGameContent = {
  title: 'El scroll del infinito',
  lead: 'Una página sin fondo. Desplácese todo lo que quiera y pare cuando usted decida. Cuando termina el juego, la página envía su puntuación final (un número, nada más) a nuestro servidor, para mostrar hasta dónde llegaron otros jugadores.',
  intro:
    '¿Hasta dónde puede llegar? Desplácese, deslice el dedo o pulse la flecha hacia abajo para descubrirlo.',
  start: 'Empezar el juego',
  timing: {
    legend: '¿Necesita más tiempo?',
    option: (scale) => (scale === 1 ? 'Normal' : `Tiempo ×${scale}`),
    summary: ({ inactivityMs, countdownMs }) =>
      `Si deja de desplazarse durante ${seconds(inactivityMs / MS_PER_SECOND)}, tiene ${seconds(countdownMs / MS_PER_SECOND)} para seguir antes de que termine el juego.`,
  },
  fieldLabel: 'El scroll',
  fieldHelp:
    'Baje con la rueda del mouse, la flecha hacia abajo, la tecla Av Pág (Page Down) o la barra espaciadora, o deslice el dedo hacia arriba en una pantalla táctil. Pulse Escape o el botón ME RINDO para parar.',
  score: formatScore,
  scoreLabel: 'píxeles recorridos',
  giveUp: 'ME RINDO',
  level: (n, count) => `Nivel ${n} de ${count}`,
  inactivityTitle: '¿Terminó de jugar?',
  inactivityText: 'Siga desplazándose para continuar',
  inactivityAlert: (s) => `El juego termina en ${seconds(s)} si no se desplaza.`,
  announce: {
    countdown: (s) => `${s === 1 ? 'Queda' : 'Quedan'} ${seconds(s)}. Desplácese para seguir jugando.`,
    ended: {
      'gave-up': 'Fin del juego: se rindió.',
      escape: 'Fin del juego: pulsó Escape.',
      inactive: 'Fin del juego: se acabó el tiempo sin desplazarse.',
    },
  },
  endTitle: '¿LLEGÓ A SU LÍMITE?',
  traveled: (score) => `USTED RECORRIÓ ${score} ${score === '1' ? 'PÍXEL' : 'PÍXELES'},`,
  rankIntro: 'lo que le convierte en',
  rankTitles: {
    'star-commander': 'Comandante Estelar.',
    'sultan-of-swipe': 'As del Deslizamiento.',
    'super-scroller': 'Superestrella del Scroll.',
    'pixel-pro': 'Profesional del Píxel.',
    'scroll-starter': 'Aprendiz del Scroll.',
  },
  tryAgain: 'Intentar de nuevo',
  // Playful, with a wink at the habits of chasing a win, and never a judgement of the visitor.
  messages: [
    '¡Mire nada más cómo avanza!',
    'Buen ritmo. Siga así.',
    '¿Todavía aquí? Eso es concentración.',
    'Su dedo está en plena forma de tanto desplazarse.',
    'Cada píxel cuenta. Más o menos.',
    'Dato curioso: esta página nunca se acaba.',
    'El fondo está un poquito más abajo. Probablemente.',
    'Se desplaza con nivel profesional.',
    'Hora de hidratarse: tome un sorbo de agua.',
    '¿Una pausa para estirarse? Su pulgar se lo va a agradecer.',
    'Un poco más. Y otro poco. Y otro poco.',
    'Parece que el próximo puede ser el bueno, ¿verdad?',
    'Parar está permitido, ¿sabe?',
    'Saber cuándo parar también es una habilidad.',
    'Lo que ya recorrió no le da más suerte en lo que sigue.',
    'Casi llegar al fondo sigue siendo no llegar.',
    'El paisaje cambia. El final, no.',
    '¿Cuánto tiempo lleva aquí? Mire el reloj.',
    'El tiempo vuela cuando uno se desplaza.',
    'Inhale. Exhale. Siga bajando.',
    'Salude a los dibujos al pasar.',
    'Qué resistencia. ¿Ya comió hoy?',
    '¿Persigue el final? Se sigue alejando.',
    'La página no tiene fondo. Su tiempo sí tiene límite.',
    'Decida lo que decida, usted tiene el control.',
    'Eso fue un montón de píxeles. Impresionante.',
    '¡Siga con todo!',
    'Su mejor marca siempre está a un desplazamiento de distancia.',
    'En el fondo, esto es solo una página muy larga.',
    'La vista es bonita, pero el mundo de afuera también.',
    'Desplazarse por diversión está muy bien. Para recuperar el tiempo perdido, no tanto.',
    'El límite lo pone usted. Nadie más.',
  ],
  share: {
    text: (score) =>
      `Recorrí ${score} ${score === '1' ? 'píxel' : 'píxeles'} en El scroll del infinito. ¿Hasta dónde llegaría usted?`,
    subject: 'El scroll del infinito',
  },
  endNote:
    'Un juego sin final es fácil de seguir jugando. Decidir cuándo parar, antes de empezar, sirve tanto para el scroll como para las apuestas.',
  helpLink: { to: HELP_PATH, label: 'Pedir ayuda, dar ayuda' },
};
