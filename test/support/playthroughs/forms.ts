import { pick, seedRng, type At } from '@play-smart/engine/core';
import {
  REGISTRATION_SHIRT_SIZES,
  registrationForm,
  type FormFlowEvent,
  type FormFlowState,
} from '@play-smart/engine/forms';

/** A complete, valid registration typed field by field. */
const TYPED: readonly (readonly [string, string | boolean])[] = [
  ['first_name', 'Sam'],
  ['last_name', 'Rivera'],
  ['dob', '07/04/1990'],
  ['address_1', '1 Main St'],
  ['city', 'Columbus'],
  ['postal_code', '43215'],
  ['email', 'sam@example.com'],
  ['opt_in', true],
];

/**
 * A representative registration: a first submit with errors, the fields filled in, a rejected answer
 * from the server, a fix, and a successful send.
 *
 * @param shirtSize - the size chosen
 * @returns the timed events
 */
function registrationEvents(shirtSize: string): At<FormFlowEvent>[] {
  let at = 0;
  const next = (): number => (at += 250);
  const events: At<FormFlowEvent>[] = [{ type: 'submit', at: next() }];
  for (const [name, value] of TYPED) events.push({ type: 'fieldChanged', name, value, at: next() });
  events.push({ type: 'fieldChanged', name: 'shirt_size', value: shirtSize, at: next() });
  events.push({ type: 'submit', at: next() });
  events.push({
    type: 'response',
    key: 'submit',
    ok: false,
    status: 422,
    body: { message: 'Invalid', errors: { postal_code: ['Enter an Ohio ZIP code.'] } },
    at: next(),
  });
  events.push({ type: 'fieldChanged', name: 'postal_code', value: '44101', at: next() });
  events.push({ type: 'submit', at: next() });
  events.push({ type: 'response', key: 'submit', ok: true, status: 201, body: {}, at: next() });
  return events;
}

/** A representative event sequence for `npm run bench`: one registration from first try to success. */
export const benchEvents: readonly At<FormFlowEvent>[] = registrationEvents('md');

/**
 * Drives the registration flow with plain calls from init to success; the seed picks the shirt size.
 *
 * @param seed - any integer
 * @returns the module's name, the number of steps and the final state
 */
export function playthrough(seed: number): { name: string; steps: number; final: unknown } {
  const { value: size } = pick(seedRng(seed), REGISTRATION_SHIRT_SIZES);
  let state: FormFlowState = registrationForm.init({}, 0, seed).state;
  const events = registrationEvents(size);
  for (const event of events) state = registrationForm.step(state, event).state;
  return { name: registrationForm.name, steps: events.length, final: state };
}
