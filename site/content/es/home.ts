import type { HelpStripWords } from '../../../views/layout';
import type { BackgroundVideoWords } from '../../../views/media';

/** The home page's own words in Spanish (its views' words are in their own files). */
export const HOME_WORDS = {
  hero: {
    kicker: 'De la Lotería de Ohio',
    title: 'Juegue con cabeza. Conozca las probabilidades.',
    lead: 'Los juegos de azar deben seguir siendo un juego. Pruebe un juego rápido, descubra la verdad detrás de los mitos más comunes sobre la lotería y encuentre ayuda gratis y confidencial cuando usted o alguien que le importa la necesite.',
    games: 'Buscar un juego',
    help: 'Pedir ayuda ahora',
  },
  shareLabel: 'Compartir esta página',
  share: '¿Conoce a alguien a quien le gustarían estos juegos? Comparta esta página.',
} as const;

/** The background video's control in Spanish. */
export const HOME_VIDEO_WORDS: BackgroundVideoWords = {
  pause: 'Pausar',
  play: 'Reproducir',
  what: 'el video de fondo',
};

/**
 * The help strip's words in Spanish: the Ohio line as the gambling help, with what sources state about it,
 * and the lines that answer in Spanish (site/content/help.ts): a counselor by text, and 988 in a crisis.
 */
export const HELP_STRIP_WORDS: HelpStripWords = {
  heading: 'Ayuda con los problemas con el juego',
  intro:
    'Si el juego le está costando más de lo que quiere, o le preocupa alguien, llame a la línea de ayuda: es gratis, confidencial y atiende las 24 horas, todos los días. También puede enviar un mensaje de texto o usar el chat en vivo de la página de Ohio sobre el juego responsable. Para escribir en español con un consejero, envíe AYUDA al 741741 (Crisis Text Line). En una crisis, la 988 Línea de Prevención del Suicidio y Crisis atiende en español: llame al 988 y marque 2.',
  callTitle: 'Llamar',
  textTitle: 'Enviar un mensaje de texto',
  text: (keyword, number) => `Envíe ${keyword} al ${number}`,
  chatTitle: 'Chatear',
  chat: 'La página de Ohio sobre el juego responsable (ofrece chat en vivo)',
};
