import type { CalculatorContent } from '../../../views/calculator';
import { HELP_PATH, OHIO_RESPONSIBLE_GAMBLING_URL } from '../help';
import tierWords from '../calculator-prices.json?language=es';
import { OHIO_HELPLINE } from './help-labels';

/**
 * Made on first use, not when the page's code loads: building an Intl formatter blocks the page right
 * after its first paint, and the calculator's first screen formats nothing.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const wholeDollars = lazily(
  () =>
    new Intl.NumberFormat('es-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const dollarsAndCents = lazily(() => new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }));
const longDate = lazily(() => new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }));

const monthYear = lazily(
  () => new Intl.DateTimeFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
/** An ISO date (YYYY-MM-DD) spelled out: '21 de noviembre de 2026'. */
const spelledDate = (isoDate: string): string => longDate().format(new Date(`${isoDate}T00:00:00Z`));
/** A day (YYYY-MM-DD) or a month (YYYY-MM) spelled out: '27 de octubre de 2025', 'septiembre de 2025'. */
const spelledDay = (asOf: string): string =>
  asOf.length === 7 ? monthYear().format(new Date(`${asOf}-01T00:00:00Z`)) : spelledDate(asOf);

/**
 * The cost calculator's words in Spanish, the twin of site/content/en/calculator.ts: the button words,
 * questions, games and result lines keep the intent the product spec fixes for the English ones (all-caps
 * buttons stay all caps); the help facts come from site/content/help.ts through the Spanish help labels.
 * The result heading reads 'Usted gasta [AL MENOS] $20 a la semana en Powerball', and every tier's text
 * follows 'Ese dinero alcanza para'.
 */
export const CALCULATOR_CONTENT: CalculatorContent = {
  // The English name's pun does not work in Spanish: one plain name everywhere (docs/spanish-glossary.md).
  title: 'La calculadora de costos',
  intro: [
    'Unos dólares aquí y allá no parecen mucho. Tres preguntas rápidas le muestran cuánto suma lo que juega en una semana, en un mes (4 semanas) y en un año.',
    'Nada de lo que elija se envía ni se guarda. La página solo anota que se terminó un cálculo, para las estadísticas del sitio.',
  ],
  picture: {
    src: '/images/costulator/title.svg',
    width: 320,
    height: 240,
    alt: 'Un calendario junto a un frasco que se va llenando de monedas',
  },
  start: 'Empezar a calcular',
  questionProgress: (n, count) => `Pregunta ${n} de ${count}`,
  questions: {
    game: '¿A qué juego juega más?',
    amount: '¿Cuánto gasta normalmente cada vez que juega?',
    frequency: '¿Cuántas veces a la semana juega?',
  },
  // Official game names stay as the Ohio Lottery writes them; only the generic 'Scratch-Offs' is Spanish.
  games: {
    powerball: 'Powerball',
    'mega-millions': 'Mega Millions',
    'classic-lotto': 'Classic Lotto',
    'rolling-cash-5': 'Rolling Cash 5',
    'pick-3': 'Pick 3',
    'pick-4': 'Pick 4',
    keno: 'KENO',
    'scratch-offs': 'Raspaditos',
  },
  frequency: (times, orMore) => (orMore ? `${times} veces o más` : times === 1 ? '1 vez' : `${times} veces`),
  // What each tier's money is enough for, with the public price it rests on and its date: this language's
  // words from the dated facts file site/content/calculator-prices.json (the build picks them out).
  tiers: tierWords,
  money: (dollars) =>
    Number.isInteger(dollars) ? wholeDollars().format(dollars) : dollarsAndCents().format(dollars),
  priceHint: (min, max) => (min === max ? `${min} por jugada` : `De ${min} a ${max} por jugada`),
  pricesChecked: (isoDate) => `Precios de los boletos al ${spelledDate(isoDate)}.`,
  back: 'Atrás',
  spendLead: 'Usted gasta',
  atLeast: 'AL MENOS',
  spendPer: (per, game) => `${per} en ${game}`,
  periodsLabel: 'Mostrar el costo',
  periods: {
    weekly: { button: 'Semanal', per: 'a la semana', bar: 'Una semana' },
    // The calculator's month is 4 weeks (4 x the weekly spend): the amount's line and the bar say so; the
    // switch's button is one word, so the switch stays one line on a 320px screen.
    monthly: {
      button: 'Mensual',
      per: 'al mes (4 semanas)',
      bar: 'Un mes (4\u00a0semanas)',
    },
    yearly: { button: 'Anual', per: 'al año', bar: 'Un año' },
  },
  chartCaption: 'Lo que gasta en una semana, en un mes (4 semanas) y en un año, dibujado a escala',
  enoughFor: 'Ese dinero alcanza para',
  enoughForItem: (text, price) => `${text} (${price})`,
  priceLabel: 'Precio:',
  priceAfterSource: (asOf) => `, ${asOf.length === 7 ? 'en' : 'al'} ${spelledDay(asOf)}.`,
  smallSpend: 'Las cantidades pequeñas se van sumando. Mire lo que suma en un mes (4 semanas) o en un año.',
  startAgain: 'Empezar de nuevo',
  getHelp: 'PEDIR AYUDA',
  helpPath: HELP_PATH,
  helpIntro:
    'Si esa cifra le preocupa, no es la única persona que se siente así. Hablar con alguien es gratis y confidencial, de día o de noche.',
  helpline: OHIO_HELPLINE,
  liveChat: {
    href: OHIO_RESPONSIBLE_GAMBLING_URL,
    label: 'La página de Ohio sobre el juego responsable (ofrece chat en vivo)',
  },
};
