/** The help lines as the Spanish pages name them: the twin of ../en/helplines.ts (labels in ./help-labels). */
export { NATIONAL_HELPLINE, OHIO_HELPLINE } from './help-labels';
