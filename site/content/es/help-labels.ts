import type { HelplineInfo } from '../../../views/layout';
import { NATIONAL_HELPLINE as NATIONAL_FACTS, OHIO_HELPLINE as OHIO_FACTS, SPANISH_TEXT_LINE } from '../help';

/**
 * The help lines' Spanish labels. Numbers come from the dated site/content/help.ts; only the words are
 * here. Each line says only what a public source states (help.ts gives them with their dates): the Ohio
 * and national lines are free, confidential and open 24/7; no source says in which languages they
 * answer, so their labels say nothing about it. The lines that do answer in Spanish are named
 * beside them: a Spanish-speaking counselor by text (AYUDA to 741741) and, in a crisis, 988 (press 2).
 */

/** The helpline's promise, said in every Spanish label of a line that makes it. */
const FREE_CONFIDENTIAL_ALWAYS = 'Gratis, confidencial, las 24 horas, todos los días';

/** Where to reach someone in Spanish: by text, and 988 for a crisis. */
export const IN_SPANISH = `Para escribir en español con un consejero, envíe ${SPANISH_TEXT_LINE.keyword} al ${SPANISH_TEXT_LINE.number} (Crisis Text Line). En una crisis, llame al 988 y marque 2 para español.`;

/** Ohio's problem-gambling helpline, in Spanish: its official name at first mention, with a gloss. */
export const OHIO_HELPLINE: HelplineInfo = {
  display: OHIO_FACTS.display,
  tel: OHIO_FACTS.tel,
  name: 'Ohio Problem Gambling Helpline (línea de ayuda de Ohio para problemas con el juego)',
  hours: FREE_CONFIDENTIAL_ALWAYS,
  about: `Para problemas con el juego, suyos o de otra persona. Esta línea es de apoyo, no de resultados de la lotería. ${IN_SPANISH}`,
};

/** The national helpline run by the National Council on Problem Gambling, in Spanish. */
export const NATIONAL_HELPLINE: HelplineInfo = {
  display: NATIONAL_FACTS.display,
  tel: NATIONAL_FACTS.tel,
  name: 'National Problem Gambling Helpline (línea nacional de ayuda para problemas con el juego)',
  hours: FREE_CONFIDENTIAL_ALWAYS,
  about:
    'La administra el National Council on Problem Gambling (Consejo Nacional sobre Problemas con el Juego). También puede enviar un mensaje de texto al 800GAM o chatear en línea.',
};

/** 988's Spanish pages: Spanish text and chat exist there, but their keyword is not confirmed, so no keyword is quoted. */
export const CRISIS_LINE_988_SPANISH_URL = 'https://988lifeline.org/es';

/**
 * The 988 Suicide & Crisis Lifeline, which answers in Spanish (shared/CONTENT.md, "Languages"): a line for
 * a crisis. Only what is confirmed is said: press 2 for Spanish, Spanish text and chat on its site.
 */
export const CRISIS_LINE_988: HelplineInfo = {
  display: '988',
  tel: '988',
  name: '988 Línea de Prevención del Suicidio y Crisis',
  hours: 'En español: llame y marque 2',
  about:
    'Para una crisis. Atiende en español. También ofrece mensajes de texto y chat en español: vea 988lifeline.org/es.',
};

/**
 * The self-exclusion lengths in Spanish, by the English wording of site/content/help.ts (the one place
 * the facts live). A length missing here is shown as written there: test/views/es-facts.test.ts
 * fails until it has its Spanish.
 */
export const SELF_EXCLUSION_PERIODS: Readonly<Record<string, string>> = {
  '1 year': '1 año',
  '5 years': '5 años',
  life: 'de por vida',
};

/** One self-exclusion length from help.ts in Spanish. */
export function selfExclusionPeriod(period: string): string {
  return SELF_EXCLUSION_PERIODS[period] ?? period;
}
