import { FORMS_TEXT_INPUT_MAX_LENGTH, parseFormsRules, type FormsRuleStrings } from '@play-smart/engine';

/**
 * The most bytes one UTF-16 unit of a field (what the rules' and the inputs' `max` counts) takes in a
 * urlencoded body: a character of the Basic Multilingual Plane outside ASCII is 3 bytes of UTF-8, each
 * written `%XX` (9 bytes: 2,000 Chinese characters are 18,000 bytes); a character beyond it is 4 bytes
 * but 2 units (6 a unit); a line break is sent as CR LF, `%0D%0A` (6).
 */
export const URLENCODED_BYTES_PER_UNIT = 9;

/**
 * The longest body of a form posted without JavaScript that a person can send: every field of the
 * form's rules at its longest in the script that encodes longest, plus the fields the server adds or
 * reads (`extra`: the token, the idempotency key, the honeypot), each as `name=value&`. A field whose
 * rules set no `max` (a date, a choice, a box) is bounded as a text input, the longest a browser sends
 * for a field the site renders.
 *
 * @param rules - the form's rules (the engine's)
 * @param extra - other fields' names and their longest values, in UTF-16 units
 */
export function urlEncodedBodyLimit(
  rules: FormsRuleStrings,
  extra: Readonly<Record<string, number>>,
): number {
  const longest: Record<string, number> = { ...extra };
  for (const [field, parsed] of Object.entries(parseFormsRules(rules))) {
    const max = parsed.find((rule) => rule.name === 'max');
    longest[field] = max === undefined ? FORMS_TEXT_INPUT_MAX_LENGTH : Number(max.param);
  }
  return Object.entries(longest).reduce(
    (bytes, [name, units]) =>
      bytes + encodeURIComponent(name).length + 1 + units * URLENCODED_BYTES_PER_UNIT + 1,
    0,
  );
}
