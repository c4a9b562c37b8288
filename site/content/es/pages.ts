import type { AppPath } from '../../routing/route-paths';
import type { PageMeta } from '../en/pages';

const SITE = 'Play Smart';

/** Every page's title and description in Spanish. The 404 page has its own. */
export const PAGE_META: Readonly<Record<AppPath, PageMeta>> = {
  '/': {
    title: `${SITE} | Lotería de Ohio`,
    description:
      'El sitio de juego responsable de la Lotería de Ohio: autoevaluaciones rápidas, datos claros sobre las probabilidades y ayuda gratis y confidencial, las 24 horas.',
  },
  '/games/gambler-quiz': {
    title: `¿Jugador o jugador con problemas? | ${SITE}`,
    description:
      'Nueve preguntas sobre los últimos 12 meses, basadas en el Índice de Severidad del Juego Problemático (PGSI). Es privado: sus respuestas se quedan en su dispositivo.',
  },
  '/get-help-give-help': {
    title: `Pedir ayuda, dar ayuda | ${SITE}`,
    description:
      'Ayuda con problemas con el juego en Ohio: llame al 1-800-589-9966 (gratis, confidencial, las 24 horas) o envíe un mensaje de texto; para escribir en español, envíe AYUDA al 741741. Y cómo ayudar a alguien que le importa.',
  },
  '/get-help-give-help/email-preview': {
    title: `Vista previa del correo | ${SITE}`,
    description:
      'El correo exacto que recibe su amigo o amiga cuando le envía el mensaje de apoyo de Play Smart.',
  },
  '/games/quiz-game': {
    title: `Quiz de riesgos imprevistos | ${SITE}`,
    description:
      'Un quiz con reloj sobre las probabilidades, los precios y los riesgos de la lotería: responda antes de que se acabe el tiempo, con tres vidas. Puede pedir más tiempo con un clic.',
  },
  '/games/scroll-game': {
    title: `El scroll del infinito | ${SITE}`,
    description:
      'Una página que nunca termina: ¿hasta dónde bajará antes de parar? Una forma divertida de pensar en cuándo dejar de jugar.',
  },
  '/games/nickname-generator': {
    title: `Generador de apodos | ${SITE}`,
    description:
      'Tres preguntas rápidas y un apodo nuevo para compartir. Es solo para divertirse: no se guarda nada de lo que elija.',
  },
  '/games/hobby-generator': {
    title: `Generador de pasatiempos | ${SITE}`,
    description:
      'Cinco preguntas rápidas y luego un pasatiempo nuevo que puede empezar gratis o por muy poco, con un consejo para comenzar.',
  },
  '/cost-calculator': {
    title: `La calculadora de costos: lo que le cuesta jugar | ${SITE}`,
    description:
      'Elija su juego, cuánto y cada cuánto juega, y vea cuánto suma en una semana, un mes y un año, y qué más podría comprar con ese dinero.',
  },
  '/games/register': {
    title: `¡Camiseta gratis! | ${SITE}`,
    description:
      'Los residentes de Ohio de 18 años o más pueden pedir una camiseta gratis de Play Smart, hasta agotar existencias. Una camiseta por persona.',
  },
  '/privacy-policy': {
    title: `Política de privacidad | ${SITE}`,
    description:
      'Qué guarda Play Smart, por qué, por cuánto tiempo y quién lo ve: la inscripción para la camiseta, el correo a un amigo o amiga (no se guardan direcciones), las cookies y las estadísticas del sitio.',
  },
  '/accessibility': {
    title: `Accesibilidad | ${SITE}`,
    description:
      'Play Smart busca cumplir WCAG 2.2 AA: cómo lo probamos, el tiempo extra que puede elegir en los juegos con reloj y cómo informar una barrera.',
  },
  '/contact': {
    title: `Contáctenos | ${SITE}`,
    description:
      'Escriba al equipo de Play Smart: informe una barrera de accesibilidad, haga una pregunta sobre el sitio o pídanos borrar la inscripción que nos envió.',
  },
};

/** The 404 page's title and description in Spanish. */
export const NOT_FOUND_META: PageMeta = {
  title: `Página no encontrada | ${SITE}`,
  description:
    'Esta página no existe. Encuentre los juegos, la calculadora de costos y ayuda gratis en Play Smart.',
};

/** What every page says when scripts are off. */
export const NOSCRIPT =
  'Los juegos de este sitio necesitan JavaScript. Si necesita ayuda con problemas con el juego, llame a la línea de ayuda de Ohio para problemas con el juego al 1-800-589-9966 (gratis, confidencial, las 24 horas). Para escribir en español con un consejero, envíe AYUDA al 741741.';
