import type { HelplineInfo } from '../../../views/layout';
import { NATIONAL_HELPLINE as NATIONAL_NUMBER, OHIO_HELPLINE as OHIO_NUMBER } from '../help';

/**
 * The help lines as the English pages name them; the numbers come from the dated site/content/help.ts.
 * Words, so they travel with the pages that show a line, never in the code every page loads.
 */

/** Ohio's problem-gambling helpline. */
export const OHIO_HELPLINE: HelplineInfo = {
  ...OHIO_NUMBER,
  name: 'Ohio Problem Gambling Helpline',
  hours: 'Free, confidential, 24/7',
  about:
    'For help with gambling problems, yours or someone else’s. This line is for support, not lottery results.',
};

/** The National Problem Gambling Helpline. */
export const NATIONAL_HELPLINE: HelplineInfo = {
  ...NATIONAL_NUMBER,
  name: 'National Problem Gambling Helpline',
  hours: 'Free, confidential, 24/7',
  about: 'Run by the National Council on Problem Gambling. You can also text 800GAM or chat online.',
};
