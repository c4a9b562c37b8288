import type { LayoutWords } from '../../shell/frame';
import { SPANISH_TEXT_LINE } from '../help';

/**
 * The words of every page's frame in Spanish. The footer gives the Ohio helpline's number and says only
 * what sources state about it (free, confidential, 24/7), and names the text line that answers in
 * Spanish (site/content/help.ts).
 */
export const LAYOUT_WORDS: LayoutWords = {
  skipLink: 'Saltar al contenido',
  lottery: 'Ohio Lottery',
  siteName: 'Play Smart',
  navLabel: 'Principal',
  nav: {
    games: 'Juegos',
    myths: 'Mitos',
    gamblerQuiz: 'Cuestionario',
    calculator: 'Calculadora de costos',
    calculatorShort: 'Calculadora',
    help: 'Ayuda',
  },
  footerHelp: () => '¿Problemas con el juego? Llame a la línea de ayuda de Ohio al',
  footerHours: 'Gratis, confidencial, las 24 horas.',
  footerAge:
    'Los juegos de la Lotería de Ohio son para mayores de 18 años. Juegue para divertirse, con dinero que pueda permitirse perder.',
  loading: 'Cargando…',
  footerTagline: 'Un sitio de juego responsable de la Lotería de Ohio.',
  footerText: (keyword, number) =>
    `¿Prefiere enviar un mensaje de texto? Envíe ${keyword} al ${number}; para escribir en español, envíe ${SPANISH_TEXT_LINE.keyword} al ${SPANISH_TEXT_LINE.number}.`,
  footerNavLabel: 'Pie de página',
  footerPrivacy: 'Privacidad',
  footerAccessibility: 'Accesibilidad',
  footerContact: 'Contáctenos',
};
