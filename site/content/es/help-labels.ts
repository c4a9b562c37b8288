import type { HelplineInfo } from '../../../views/layout';
import { NATIONAL_HELPLINE as NATIONAL_FACTS, OHIO_HELPLINE as OHIO_FACTS } from '../help';

/**
 * The help lines' Spanish labels. Numbers come from the dated site/content/help.ts; only the words are
 * here. Each line says only the languages shared/CONTENT.md ("Languages") confirms for it: Spanish service
 * is not confirmed for the Ohio line nor for NCPG's, so they say so and send Spanish speakers to 988,
 * the one line confirmed to answer in Spanish (call and press 2).
 */
const NO_SPANISH_CONFIRMED = 'No hemos podido confirmar que atienda en español.';

/** Where a Spanish speaker is sent: 988 answers in Spanish when the caller presses 2. */
const SPANISH_VIA_988 = 'Para recibir ayuda en español, llame al 988 y marque 2.';

/** The helpline's promise, said in every Spanish label of a line that makes it. */
const FREE_CONFIDENTIAL_ALWAYS = 'Gratis, confidencial, las 24 horas, todos los días';

/** Ohio's problem-gambling helpline, in Spanish: its official name kept, with a gloss. */
export const OHIO_HELPLINE: HelplineInfo = {
  display: OHIO_FACTS.display,
  tel: OHIO_FACTS.tel,
  name: 'Ohio Problem Gambling Helpline (línea de ayuda de Ohio para problemas con el juego)',
  hours: FREE_CONFIDENTIAL_ALWAYS,
  about: `Para problemas con el juego, suyos o de otra persona. Esta línea es de apoyo, no de resultados de la lotería. ${NO_SPANISH_CONFIRMED} ${SPANISH_VIA_988}`,
};

/** The national helpline run by the National Council on Problem Gambling, in Spanish. */
export const NATIONAL_HELPLINE: HelplineInfo = {
  display: NATIONAL_FACTS.display,
  tel: NATIONAL_FACTS.tel,
  name: 'National Problem Gambling Helpline (línea nacional de ayuda para problemas con el juego)',
  hours: FREE_CONFIDENTIAL_ALWAYS,
  about: `La administra el National Council on Problem Gambling (Consejo Nacional sobre Problemas con el Juego). También puede enviar un texto con 800GAM o chatear en línea. ${NO_SPANISH_CONFIRMED}`,
};

/** 988's Spanish pages: Spanish text and chat exist there, but their keyword is not confirmed, so no keyword is quoted. */
export const CRISIS_LINE_988_SPANISH_URL = 'https://988lifeline.org/es';

/**
 * The 988 Suicide & Crisis Lifeline, the one line confirmed to answer in Spanish (shared/CONTENT.md,
 * "Languages"). Only what is confirmed is said: press 2 for Spanish, Spanish text and chat on its site.
 */
export const CRISIS_LINE_988: HelplineInfo = {
  display: '988',
  tel: '988',
  name: '988 Suicide & Crisis Lifeline (línea de prevención del suicidio y crisis)',
  hours: 'En español: llame y marque 2',
  about: 'Atiende en español. También ofrece mensajes de texto y chat en español: vea 988lifeline.org/es.',
};

/**
 * The self-exclusion lengths in Spanish, by the English wording of site/content/help.ts (the one place
 * the facts live). A length missing here is shown as written there: test/views/es-facts.test.ts
 * fails until it has its Spanish.
 */
export const SELF_EXCLUSION_PERIODS: Readonly<Record<string, string>> = {
  '1 year': '1 año',
  '5 years': '5 años',
  lifetime: 'de por vida',
};

/** One self-exclusion length from help.ts in Spanish. */
export function selfExclusionPeriod(period: string): string {
  return SELF_EXCLUSION_PERIODS[period] ?? period;
}
