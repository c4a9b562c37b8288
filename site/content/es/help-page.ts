import { eitherOf } from './grammar/either-of';
import { NATIONAL_HELPLINE, OHIO_HELPLINE, selfExclusionPeriod } from './help-labels';

/**
 * The help page's own words in Spanish. Every fact it shows (numbers, addresses, self-exclusion periods)
 * comes from the dated site/content/help.ts; the lines' Spanish labels are in ./help-labels.
 */
export const HELP_PAGE_WORDS = {
  /** The help lines as this language labels them (numbers from help.ts). */
  lines: { ohio: OHIO_HELPLINE, national: NATIONAL_HELPLINE },
  title: 'Pedir ayuda, dar ayuda',
  lead: 'Si el juego le está costando más de lo que quiere, o si le preocupa otra persona, puede hablar con alguien hoy mismo. Es gratis y confidencial.',
  routesLabel: 'Elija la ayuda que necesita',
  forMe: {
    title: 'Para mí',
    text: 'Llame, envíe un mensaje de texto o chatee sobre su propia forma de jugar.',
  },
  forSomeone: {
    title: 'Para alguien que me importa',
    text: 'Señales de alerta, cómo hablar del tema y una nota amable para enviar.',
  },
  me: {
    heading: 'Ayuda para usted',
    intro:
      'Elija lo que le resulte más fácil. Todas estas opciones son gratis y confidenciales, y son para recibir apoyo con el juego, no para consultar resultados de la lotería.',
    text: (keyword: string, number: string) => `Envíe ${keyword} al ${number}.`,
    textLead: '¿Prefiere enviar un mensaje de texto?',
    chatLead: '¿Prefiere escribir?',
    chat: 'La página de Ohio sobre el juego responsable (ofrece chat en vivo)',
    expectHeading: 'Qué esperar cuando llame',
    expect: [
      'Alguien contesta a cualquier hora, todos los días del año.',
      'No cuesta nada, y lo que usted diga es confidencial.',
      'Usted decide qué contar. Puede hablar de usted o de otra persona.',
    ],
    breakHeading: 'Tomarse un descanso del juego',
    selfExclusion: (name: string, periods: readonly string[]) =>
      `El programa de autoexclusión de Ohio, ${name}, le permite prohibirse a usted mismo la entrada a los casinos y racinos de Ohio y las apuestas deportivas en Ohio. Puede elegir por cuánto tiempo: ${eitherOf(periods.map(selfExclusionPeriod))}. Lo administran la Comisión de Control de Casinos de Ohio y la Lotería de Ohio.`,
    selfExclusionEnroll: 'Puede inscribirse en línea a cualquier hora:',
    selfExclusionLink: 'el sitio de inscripción de Time Out Ohio (en inglés)',
    selfExclusionSpanish:
      'La página de la Comisión de Control de Casinos de Ohio sobre el programa tiene su folleto en español:',
    selfExclusionSpanishLink: 'la página del programa, con el folleto en español',
    nationalHeading: 'Fuera de Ohio',
    nationalChat: 'Chatear en línea con la National Problem Gambling Helpline (línea nacional de ayuda)',
  },
  someone: {
    heading: 'Ayuda para alguien que le importa',
    signsIntro: 'Algunas señales de que el juego puede estar haciéndole daño a alguien que usted conoce:',
    signs: [
      'apuesta más de lo que puede permitirse, o más seguido que antes;',
      'vuelve a jugar para recuperar lo que perdió;',
      'pide dinero prestado o vende cosas para seguir jugando;',
      'tiene estrés, duerme mal o guarda secretos sobre su dinero y su tiempo.',
    ],
    talkHeading: 'Cómo hablar del tema',
    talk: [
      'Elija un momento tranquilo. Hable de lo que ha visto, no de cómo es la persona; escuche más de lo que habla, y dígale que la ayuda es gratis.',
      'La línea de ayuda también apoya a familiares y amigos: puede llamar usted para hablar de otra persona.',
    ],
  },
} as const;
