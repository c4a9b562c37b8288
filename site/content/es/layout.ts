import type { LayoutWords } from '../../frame';

/**
 * The words of every page's frame in Spanish. The Ohio helpline's Spanish service is not confirmed, so
 * the footer gives its number without claiming it and sends Spanish speakers to 988 (press 2).
 */
export const LAYOUT_WORDS: LayoutWords = {
  skipLink: 'Saltar al contenido',
  lottery: 'Ohio Lottery',
  siteName: 'Play Smart',
  navLabel: 'Principal',
  nav: { games: 'Juegos', myths: 'Mitos', gamblerQuiz: 'Cuestionario', help: 'Ayuda' },
  footerHelp: () => '¿Problemas con el juego? Llame a la línea de ayuda de Ohio para problemas con el juego,',
  footerHours: 'Gratis, confidencial, las 24 horas. Para ayuda en español, llame al 988 y marque 2.',
  footerAge:
    'Los juegos de Ohio Lottery son para mayores de 18 años. Juegue para divertirse, con dinero que pueda permitirse perder.',
  loading: 'Cargando…',
  footerTagline: 'Un sitio de juego responsable de Ohio Lottery.',
  footerText: (keyword, number) => `¿Prefiere escribir? Envíe ${keyword} al ${number}.`,
  footerNavLabel: 'Pie de página',
  footerPrivacy: 'Privacidad',
  footerAccessibility: 'Accesibilidad',
  footerContact: 'Contáctenos',
};
