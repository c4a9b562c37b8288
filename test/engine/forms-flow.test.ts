import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { At, Effect, ResponseEvent } from '@play-smart/engine/core';
import { API_REFUSAL_BOT_CHECK } from '@play-smart/engine/contract';
import {
  contactForm,
  emailFriendForm,
  FORMS_BOTCHECK_LABEL_APPLY_MS,
  FORMS_BOTCHECK_LABEL_RETRIES,
  FORMS_BOTCHECK_LABEL_RETRY_MS,
  formConfirmation,
  formFlow,
  registrationForm,
  REGISTRATION_DEFAULTS,
  selectFormConfirmationMessage,
  selectFormShowsErrorBanner,
  selectFormFieldError,
  selectFormFieldIsRequired,
  selectFormFieldValue,
  selectFormFirstErrorField,
  selectFormIsSending,
  selectFormFailure,
  selectFormRetryAfterS,
  selectFormAwaitsRetry,
  selectFormStatus,
  selectFormShowsSuccess,
  type FormFlowEvent,
  type FormFlowState,
} from '@play-smart/engine/forms';
import { replay } from '../support/replay';
import { benchEvents, playthrough } from '../support/playthroughs/forms';

const VALID = {
  first_name: 'Sam',
  last_name: 'Rivera',
  dob: '07/04/1990',
  address_1: '1 Main St',
  city: 'Columbus',
  postal_code: '43215',
  email: 'sam@example.com',
  opt_in: true,
  shirt_size: 'lg',
} as const;

type Module = typeof registrationForm;

function fill(
  module: Module,
  state: FormFlowState,
  values: Readonly<Record<string, string | boolean>>,
): FormFlowState {
  let s = state;
  for (const [name, value] of Object.entries(values))
    s = module.step(s, { type: 'fieldChanged', name, value, at: 1 }).state;
  return s;
}

function answer(key: string, ok: boolean, status: number | null, body: unknown = null): At<ResponseEvent> {
  return { type: 'response', key, ok, status, body, at: 10 };
}

const CONTACT = {
  url: '/api/contact',
  formType: 'contact',
  fields: { your_name: '', email: '', message: '', terms: '0' },
  rules: { your_name: 'required', email: 'required|email', message: 'required', terms: 'checked' },
};

function readyRegistration(): FormFlowState {
  return fill(registrationForm, registrationForm.init({}, 0, 1).state, VALID);
}

describe('form constants: limits, bot-check timings, endpoints', () => {
  it('the bot check labels its response field after up to 20 tries 500 ms apart, 300 ms after finding it', () => {
    expect([
      FORMS_BOTCHECK_LABEL_RETRIES,
      FORMS_BOTCHECK_LABEL_RETRY_MS,
      FORMS_BOTCHECK_LABEL_APPLY_MS,
    ]).toEqual([20, 500, 300]);
  });
});

describe('form flow: registration', () => {
  it('starts idle with the defaults', () => {
    const { state, effects } = registrationForm.init({}, 0, 1);
    expect(selectFormStatus(state)).toBe('idle');
    expect(state.fields).toEqual(REGISTRATION_DEFAULTS);
    expect(effects).toEqual([]);
    expect(registrationForm.nextDeadline(state)).toBeNull();
  });

  it('a submit with errors shows them, the banner, and focuses the first error field', () => {
    const { state } = registrationForm.init({}, 0, 1);
    const next = registrationForm.step(fill(registrationForm, state, { first_name: 'Sam' }), {
      type: 'submit',
      at: 5,
    });
    expect(selectFormStatus(next.state)).toBe('errors');
    expect(selectFormShowsErrorBanner(next.state)).toBe(true);
    expect(selectFormFieldError(next.state, 'dob')).toEqual({ code: 'required' });
    expect(selectFormFieldError(next.state, 'first_name')).toBeNull();
    expect(selectFormFirstErrorField(next.state)).toBe('last_name');
    expect(next.effects).toEqual([{ type: 'focus', target: 'forms:field:last_name' }]);
  });

  it('a valid submit goes to processing and POSTs the fields to /api/register', () => {
    const ready = readyRegistration();
    const next = registrationForm.step(ready, { type: 'submit', at: 5 });
    expect(selectFormIsSending(next.state)).toBe(true);
    // JSON (no encoding named), with dob converted to YYYY-MM-DD in the body.
    expect(next.effects).toEqual([
      {
        type: 'request',
        key: 'submit',
        method: 'POST',
        url: '/api/register',
        body: { ...ready.fields, dob: '1990-07-04' },
      },
    ]);
    expect(selectFormFieldValue(next.state, 'dob')).toBe('07/04/1990');
    expect((next.effects[0] as { body: Record<string, string> }).body.opt_in).toBe('1');
    expect((next.effects[0] as { body: Record<string, string> }).body.state).toBe('Ohio');
  });

  it('ignores a second submit while sending', () => {
    const sending = registrationForm.step(readyRegistration(), { type: 'submit', at: 5 }).state;
    const again = registrationForm.step(sending, { type: 'submit', at: 6 });
    expect(again.state).toBe(sending);
    expect(again.effects).toEqual([]);
  });

  it('success resets the fields, shows the thank-you and emits form:submitted with the form type', () => {
    const sending = registrationForm.step(readyRegistration(), { type: 'submit', at: 5 }).state;
    const done = registrationForm.step(sending, answer('submit', true, 201, {}));
    expect(selectFormStatus(done.state)).toBe('success');
    expect(done.state.fields).toEqual(REGISTRATION_DEFAULTS);
    expect(selectFormShowsSuccess(done.state)).toBe(true);
    expect(done.effects).toEqual([
      { type: 'emit', event: 'form:submitted', payload: { formType: 'registration' } },
      { type: 'focus', target: 'forms:success' },
    ]);
    expect(selectFormIsSending(done.state)).toBe(false);
  });

  it('a failed response with a body ends processing and shows its field errors (arrays joined)', () => {
    const sending = registrationForm.step(readyRegistration(), { type: 'submit', at: 5 }).state;
    const body = {
      message: 'Invalid',
      errors: { email: ['Already registered.', 'One shirt each.'], dob: 'Too young.' },
    };
    const failed = registrationForm.step(sending, answer('submit', false, 422, body));
    expect(selectFormStatus(failed.state)).toBe('errors');
    expect(failed.state.errors).toEqual({
      email: { code: 'server', message: 'Already registered. One shirt each.' },
      dob: { code: 'server', message: 'Too young.' },
    });
    expect(failed.effects).toEqual([{ type: 'focus', target: 'forms:field:dob' }]);
    expect(failed.state.fields.first_name).toBe('Sam');
  });

  it('reads the generic client shape data.errors too', () => {
    const sending = registrationForm.step(readyRegistration(), { type: 'submit', at: 5 }).state;
    const failed = registrationForm.step(
      sending,
      answer('submit', false, 422, { data: { errors: { city: ['No.'] } } }),
    );
    expect(failed.state.errors).toEqual({ city: { code: 'server', message: 'No.' } });
  });

  it('a failed response without field errors still ends processing, with the banner on the alert', () => {
    const sending = registrationForm.step(readyRegistration(), { type: 'submit', at: 5 }).state;
    const failed = registrationForm.step(sending, answer('submit', false, 500, 'Internal error'));
    expect(selectFormStatus(failed.state)).toBe('errors');
    expect(failed.state.errors).toEqual({});
    expect(failed.effects).toEqual([{ type: 'focus', target: 'forms:alert' }]);
  });

  it('no response at all leaves processing on; only a reset leaves it', () => {
    const sending = registrationForm.step(readyRegistration(), { type: 'submit', at: 5 }).state;
    const lost = registrationForm.step(sending, answer('submit', false, null));
    expect(selectFormIsSending(lost.state)).toBe(true);
    expect(lost.effects).toEqual([{ type: 'log', level: 'warn', message: 'registration: no response' }]);
    expect(registrationForm.step(lost.state, { type: 'submit', at: 20 }).state).toBe(lost.state);
    const late = registrationForm.step(lost.state, answer('submit', true, 200));
    expect(late.state).toBe(lost.state);
    const reset = registrationForm.step(lost.state, { type: 'reset', at: 30 }).state;
    expect(selectFormStatus(reset)).toBe('idle');
    expect(reset.fields).toEqual(REGISTRATION_DEFAULTS);
  });

  it.each([
    [409, 'conflict'],
    [429, 'rate-limited'],
    [403, 'refused'],
    [503, 'busy'],
    [500, 'unavailable'],
    [502, 'unavailable'],
    [422, 'rejected'],
    [413, 'rejected'],
  ] as const)('names a failed answer with status %i as %s, keeping the input', (status, failure) => {
    const sending = registrationForm.step(readyRegistration(), { type: 'submit', at: 5 }).state;
    const failed = registrationForm.step(sending, answer('submit', false, status, { message: 'No.' })).state;
    expect(selectFormFailure(failed)).toBe(failure);
    expect(failed.fields).toEqual(readyRegistration().fields);
    expect(selectFormAwaitsRetry(failed)).toBe(false);
  });

  it("names a 403 whose body gives the bot check's reason not-human, any other 403 refused", () => {
    const sending = registrationForm.step(readyRegistration(), { type: 'submit', at: 5 }).state;
    const bot = { message: 'No.', reason: API_REFUSAL_BOT_CHECK };
    expect(selectFormFailure(registrationForm.step(sending, answer('submit', false, 403, bot)).state)).toBe(
      'not-human',
    );
    const other = { message: 'No.', reason: 'something-else' };
    expect(selectFormFailure(registrationForm.step(sending, answer('submit', false, 403, other)).state)).toBe(
      'refused',
    );
  });

  it('keeps the wait the server asked for with a 429 or 503, and forgets it with the failure', () => {
    const sending = registrationForm.step(readyRegistration(), { type: 'submit', at: 5 }).state;
    const waitFor = (status: number, retryAfterS?: number) =>
      selectFormRetryAfterS(
        registrationForm.step(sending, {
          ...answer('submit', false, status, { message: 'Wait.' }),
          ...(retryAfterS === undefined ? {} : { retryAfterS }),
        }).state,
      );
    expect(waitFor(429, 600)).toBe(600);
    expect(waitFor(503, 30)).toBe(30);
    expect(waitFor(429)).toBeNull();
    // A wait means nothing beside another failure.
    expect(waitFor(422, 600)).toBeNull();
    const limited = registrationForm.step(sending, {
      ...answer('submit', false, 429, {}),
      retryAfterS: 60,
    }).state;
    const again = registrationForm.step(limited, { type: 'submit', at: 7 }).state;
    expect(selectFormRetryAfterS(again)).toBeNull();
    const typing = registrationForm.step(limited, {
      type: 'fieldChanged',
      name: 'city',
      value: 'Dayton',
      at: 6,
    });
    expect(selectFormRetryAfterS(typing.state)).toBeNull();
  });

  it('a failure is forgotten once the visitor edits the form or sends again', () => {
    const sending = registrationForm.step(readyRegistration(), { type: 'submit', at: 5 }).state;
    const failed = registrationForm.step(sending, answer('submit', false, 429, { message: 'Wait.' })).state;
    const typing = registrationForm.step(failed, {
      type: 'fieldChanged',
      name: 'city',
      value: 'Dayton',
      at: 6,
    });
    expect(selectFormFailure(typing.state)).toBeNull();
    const again = registrationForm.step(failed, { type: 'submit', at: 7 }).state;
    expect(selectFormFailure(again)).toBeNull();
    expect(selectFormIsSending(again)).toBe(true);
  });

  it('retry sends the kept fields again after no response, and applies in no other state', () => {
    const ready = readyRegistration();
    expect(registrationForm.step(ready, { type: 'retry', at: 2 }).state).toBe(ready);
    const sending = registrationForm.step(ready, { type: 'submit', at: 5 }).state;
    expect(registrationForm.step(sending, { type: 'retry', at: 6 }).state).toBe(sending);
    const lost = registrationForm.step(sending, answer('submit', false, null)).state;
    expect(selectFormFailure(lost)).toBe('no-response');
    expect(selectFormAwaitsRetry(lost)).toBe(true);
    const retried = registrationForm.step(lost, { type: 'retry', at: 20 });
    expect(selectFormAwaitsRetry(retried.state)).toBe(false);
    expect(selectFormFailure(retried.state)).toBeNull();
    expect(retried.effects).toEqual([
      expect.objectContaining({
        type: 'request',
        key: 'submit',
        body: { ...ready.fields, dob: '1990-07-04' },
      }),
    ]);
    const done = registrationForm.step(retried.state, answer('submit', true, 201));
    expect(selectFormStatus(done.state)).toBe('success');
  });

  it('a bot-check token that cannot be obtained is named as such', () => {
    const botChecked = registrationForm.init({ botCheck: true }, 0, 1).state;
    const ready = fill(registrationForm, botChecked, VALID);
    const checking = registrationForm.step(ready, { type: 'submit', at: 5 }).state;
    const failed = registrationForm.step(checking, answer('botcheck', false, null)).state;
    expect(selectFormFailure(failed)).toBe('bot-check');
    expect(failed.fields).toEqual(ready.fields);
  });

  it('ignores responses it is not waiting for', () => {
    const ready = readyRegistration();
    expect(registrationForm.step(ready, answer('submit', true, 200)).state).toBe(ready);
    const sending = registrationForm.step(ready, { type: 'submit', at: 5 }).state;
    expect(registrationForm.step(sending, answer('botcheck', true, 200, 'tok')).state).toBe(sending);
  });

  it('editing a field clears its error; fixing the last one removes the banner', () => {
    const { state } = registrationForm.init({}, 0, 1);
    const withErrors = registrationForm.step(fill(registrationForm, state, { ...VALID, city: '' }), {
      type: 'submit',
      at: 5,
    }).state;
    expect(withErrors.errors).toEqual({ city: { code: 'required' } });
    const typing = registrationForm.step(withErrors, {
      type: 'fieldChanged',
      name: 'city',
      value: 'C',
      at: 6,
    }).state;
    expect(selectFormFieldError(typing, 'city')).toBeNull();
    expect(selectFormFieldValue(typing, 'city')).toBe('C');
    expect(selectFormStatus(typing)).toBe('idle');
    expect(selectFormShowsErrorBanner(typing)).toBe(false);
  });

  it('editing one field keeps the other errors and the banner', () => {
    const withErrors = registrationForm.step(registrationForm.init({}, 0, 1).state, {
      type: 'submit',
      at: 5,
    }).state;
    const typing = registrationForm.step(withErrors, {
      type: 'fieldChanged',
      name: 'dob',
      value: '0',
      at: 6,
    }).state;
    expect(selectFormFieldError(typing, 'dob')).toBeNull();
    expect(selectFormFieldError(typing, 'city')).toEqual({ code: 'required' });
    expect(selectFormStatus(typing)).toBe('errors');
  });

  it('a checkbox sends 1 when checked and 0 when not', () => {
    const { state } = registrationForm.init({}, 0, 1);
    const on = registrationForm.step(state, {
      type: 'fieldChanged',
      name: 'opt_in',
      value: true,
      at: 1,
    }).state;
    expect(on.fields.opt_in).toBe('1');
    expect(
      registrationForm.step(on, { type: 'fieldChanged', name: 'opt_in', value: false, at: 2 }).state.fields
        .opt_in,
    ).toBe('0');
  });

  it('an edit that changes nothing returns the same state', () => {
    const ready = readyRegistration();
    const same = registrationForm.step(ready, {
      type: 'fieldChanged',
      name: 'city',
      value: 'Columbus',
      at: 9,
    });
    expect(same.state).toBe(ready);
    expect(same.effects).toEqual([]);
  });

  it('reset restores the defaults (state Ohio) and is a no-op when already clean', () => {
    const reset = registrationForm.step(readyRegistration(), { type: 'reset', at: 9 }).state;
    expect(reset.fields).toEqual(REGISTRATION_DEFAULTS);
    expect(reset.fields.state).toBe('Ohio');
    expect(registrationForm.step(reset, { type: 'reset', at: 10 }).state).toBe(reset);
  });

  it('ignores form:message:close (only the contact form clears on it)', () => {
    const ready = readyRegistration();
    expect(registrationForm.step(ready, { type: 'messageClosed', at: 9 }).state).toBe(ready);
  });

  it('takes errors from the root event form:errors:{formType}', () => {
    const ready = readyRegistration();
    const next = registrationForm.step(ready, {
      type: 'errorsReceived',
      errors: { postal_code: ['Not Ohio.'] },
      at: 9,
    });
    expect(next.state.errors).toEqual({ postal_code: { code: 'server', message: 'Not Ohio.' } });
    expect(next.effects).toEqual([{ type: 'focus', target: 'forms:field:postal_code' }]);
    expect(registrationForm.step(ready, { type: 'errorsReceived', errors: 'nonsense', at: 9 }).state).toBe(
      ready,
    );
  });

  it('knows which fields are required', () => {
    const { state } = registrationForm.init({}, 0, 1);
    expect(selectFormFieldIsRequired(state, 'first_name')).toBe(true);
    expect(selectFormFieldIsRequired(state, 'opt_in')).toBe(true);
    expect(selectFormFieldIsRequired(state, 'address_2')).toBe(false);
  });
});

describe('form flow: email a friend', () => {
  it('errors focus the alert', () => {
    const { state } = emailFriendForm.init({}, 0, 1);
    expect(state.fields).toEqual({ email: '' });
    const next = emailFriendForm.step(state, { type: 'submit', at: 1 });
    expect(next.state.errors).toEqual({ email: { code: 'required' } });
    expect(next.effects).toEqual([{ type: 'focus', target: 'forms:alert' }]);
    const bad = fill(emailFriendForm, next.state, { email: 'pal@' });
    expect(emailFriendForm.step(bad, { type: 'submit', at: 2 }).state.errors).toEqual({
      email: { code: 'invalid-email' },
    });
  });

  it('sends the email to /api/emailfriend and confirms', () => {
    const ready = fill(emailFriendForm, emailFriendForm.init({}, 0, 1).state, { email: 'pal@example.com' });
    const sending = emailFriendForm.step(ready, { type: 'submit', at: 2 });
    expect(sending.effects).toEqual([
      {
        type: 'request',
        key: 'submit',
        method: 'POST',
        url: '/api/emailfriend',
        body: { email: 'pal@example.com' },
      },
    ]);
    const done = emailFriendForm.step(sending.state, answer('submit', true, 200));
    expect(selectFormShowsSuccess(done.state)).toBe(true);
    expect(done.state.fields).toEqual({ email: '' });
    expect(done.effects[0]).toEqual({
      type: 'emit',
      event: 'form:submitted',
      payload: { formType: 'email-friend' },
    });
    const typing = emailFriendForm.step(done.state, {
      type: 'fieldChanged',
      name: 'email',
      value: 'x',
      at: 20,
    }).state;
    expect(selectFormShowsSuccess(typing)).toBe(false);
  });
});

describe('form flow: contact form', () => {
  it('needs a url and refuses unknown rules when set up', () => {
    expect(() => contactForm.init({}, 0, 1)).toThrow(RangeError);
    expect(() => formFlow.init({}, 0, 1)).toThrow(RangeError);
    expect(() => contactForm.init({ ...CONTACT, rules: { a: 'required|nope' } }, 0, 1)).toThrow(/nope/);
  });

  it('errors focus the first error field, each with the code of its rule', () => {
    const { state } = contactForm.init(CONTACT, 0, 1);
    const next = contactForm.step(fill(contactForm, state, { your_name: 'Sam' }), { type: 'submit', at: 1 });
    expect(next.state.errors).toEqual({
      email: { code: 'required' },
      message: { code: 'required' },
      terms: { code: 'unchecked' },
    });
    expect(next.effects).toEqual([{ type: 'focus', target: 'forms:field:email' }]);
  });

  it('asks for a bot-check token, stores it as g-recaptcha-response, then POSTs the fields', () => {
    const filled = fill(contactForm, contactForm.init(CONTACT, 0, 1).state, {
      your_name: 'Sam',
      email: 'sam@example.com',
      message: 'Hello',
      terms: true,
    });
    const checking = contactForm.step(filled, { type: 'submit', at: 1 });
    expect(checking.effects).toEqual([
      { type: 'request', key: 'botcheck', method: 'GET', url: 'botcheck:contactform' },
    ]);
    expect(selectFormIsSending(checking.state)).toBe(true);
    const sending = contactForm.step(checking.state, answer('botcheck', true, 200, 'token-123'));
    expect(sending.state.fields['g-recaptcha-response']).toBe('token-123');
    expect(sending.effects).toEqual([
      {
        type: 'request',
        key: 'submit',
        method: 'POST',
        url: '/api/contact',
        body: {
          your_name: 'Sam',
          email: 'sam@example.com',
          message: 'Hello',
          terms: '1',
          'g-recaptcha-response': 'token-123',
        },
        // The generic form posts multipart form data, as a browser form does.
        encoding: 'multipart',
      },
    ]);
    const done = contactForm.step(sending.state, answer('submit', true, 200));
    expect(done.effects[0]).toEqual({
      type: 'emit',
      event: 'form:submitted',
      payload: { formType: 'contact' },
    });
    expect(done.effects).toHaveLength(1);
    expect(done.state.fields).toEqual(CONTACT.fields);
  });

  it('a failed bot check ends processing with a warning and focuses the alert', () => {
    const filled = fill(contactForm, contactForm.init(CONTACT, 0, 1).state, {
      your_name: 'Sam',
      email: 'sam@example.com',
      message: 'Hello',
      terms: true,
    });
    const checking = contactForm.step(filled, { type: 'submit', at: 1 }).state;
    const failed = contactForm.step(checking, answer('botcheck', false, null));
    expect(selectFormStatus(failed.state)).toBe('errors');
    expect(failed.effects).toEqual([
      { type: 'log', level: 'warn', message: 'contact: bot check failed' },
      { type: 'focus', target: 'forms:alert' },
    ]);
    expect(selectFormStatus(contactForm.step(checking, answer('botcheck', true, 200, '')).state)).toBe(
      'errors',
    );
  });

  it('clears every field on form:message:close', () => {
    const filled = fill(contactForm, contactForm.init(CONTACT, 0, 1).state, {
      your_name: 'Sam',
      terms: true,
    });
    const cleared = contactForm.step(filled, { type: 'messageClosed', at: 5 }).state;
    expect(cleared.fields).toEqual({ your_name: '', email: '', message: '', terms: '' });
    expect(contactForm.step(cleared, { type: 'messageClosed', at: 6 }).state).toBe(cleared);
  });
});

describe('form confirmation overlay', () => {
  it('stays hidden for a form type without a message', () => {
    const { state } = formConfirmation.init({ messages: { contact: 'Thanks!' } }, 0, 1);
    expect(selectFormConfirmationMessage(state)).toBeNull();
    expect(formConfirmation.step(state, { type: 'submitted', formType: 'registration', at: 1 }).state).toBe(
      state,
    );
    expect(formConfirmation.step(state, { type: 'closed', at: 1 }).state).toBe(state);
  });

  it('shows the configured message on submitted; Close hides it and emits form:message:close', () => {
    const { state } = formConfirmation.init({ messages: { contact: 'Thanks!' } }, 0, 1);
    const open = formConfirmation.step(state, { type: 'submitted', formType: 'contact', at: 1 }).state;
    expect(selectFormConfirmationMessage(open)).toBe('Thanks!');
    const closed = formConfirmation.step(open, { type: 'closed', at: 2 });
    expect(selectFormConfirmationMessage(closed.state)).toBeNull();
    expect(closed.effects).toEqual([{ type: 'emit', event: 'form:message:close', payload: undefined }]);
    expect(formConfirmation.nextDeadline(open)).toBeNull();
  });
});

const eventArb: fc.Arbitrary<FormFlowEvent> = fc.oneof(
  fc.record({
    type: fc.constant('fieldChanged' as const),
    name: fc.constantFrom('first_name', 'dob', 'email', 'opt_in', 'shirt_size', 'other'),
    value: fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.boolean(),
      fc.constantFrom('07/04/1990', 'sm', 'a@b.co'),
    ),
  }),
  fc.constant({ type: 'submit' as const }),
  fc.constant({ type: 'reset' as const }),
  fc.constant({ type: 'messageClosed' as const }),
  fc.record({
    type: fc.constant('response' as const),
    key: fc.constantFrom('submit', 'botcheck'),
    ok: fc.boolean(),
    status: fc.constantFrom(200, 422, 500, null),
    body: fc.anything(),
  }),
  fc.record({ type: fc.constant('errorsReceived' as const), errors: fc.anything() }),
);

describe('form flow: properties', () => {
  test.prop([fc.integer(), fc.array(eventArb, { maxLength: 30 })])(
    'the same seed and events give the same states and effects',
    (seed, events) => {
      const timed = events.map((e, i) => ({ ...e, at: i * 100 }));
      const a = replay(registrationForm, registrationForm.init({}, 0, seed), timed);
      const b = replay(registrationForm, registrationForm.init({}, 0, seed), timed);
      expect(a.states).toEqual(b.states);
      expect(a.effects).toEqual(b.effects);
    },
  );

  test.prop([fc.array(eventArb, { maxLength: 30 }), fc.integer({ min: 0, max: 1e9 })])(
    'a tick never changes a form (no timers), however late',
    (events, late) => {
      let state = contactForm.init(CONTACT, 0, 1).state;
      for (const [i, e] of events.entries()) {
        state = contactForm.step(state, { ...e, at: i }).state;
        expect(contactForm.nextDeadline(state)).toBeNull();
        const ticked = contactForm.step(state, { type: 'tick', at: late });
        expect(ticked.state).toBe(state);
        expect(ticked.effects).toEqual([]);
      }
    },
  );

  test.prop([fc.array(eventArb, { maxLength: 30 })])(
    'no event sequence throws, the state stays serializable and sending means a request is pending or lost',
    (events) => {
      let state = contactForm.init(CONTACT, 0, 1).state;
      const effects: Effect[] = [];
      for (const [i, e] of events.entries()) {
        const next = contactForm.step(state, { ...e, at: i });
        state = next.state;
        effects.push(...next.effects);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        if (state.status !== 'processing') expect(state.pending).toBeNull();
        for (const v of Object.values(state.fields)) expect(typeof v).toBe('string');
      }
      expect(effects.every((e) => e.type !== 'track')).toBe(true);
    },
  );
});

describe('playthrough', () => {
  test.prop([fc.integer()])('ends in success with the defaults restored', (seed) => {
    const run = playthrough(seed);
    expect(run.name).toBe('registration-form');
    expect(run.steps).toBe(benchEvents.length);
    const final = run.final as FormFlowState;
    expect(final.status).toBe('success');
    expect(final.fields).toEqual(REGISTRATION_DEFAULTS);
  });
});
