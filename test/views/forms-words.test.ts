import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_DEFAULTS,
  REGISTRATION_SHIRT_SIZES,
  validateEmailFriend,
  validateRegistration,
  validateRegistrationPayload,
  type FormsRuleError,
} from '@play-smart/engine';
import { FORM_WORDS, FORMS_MESSAGES, formsFieldLabel, formsErrorText } from '../../site/content/en/forms';
import { REGISTRATION_WORDS } from '../../site/content/en/registration';
import { connectFormField } from '../../views/forms';
import { registrationForm } from '@play-smart/engine';

/** A validator's errors as the site words them. */
function inWords(validate: (fields: unknown) => Record<string, FormsRuleError>) {
  return (fields: unknown): Record<string, string> =>
    Object.fromEntries(
      Object.entries(validate(fields)).map(([field, error]) => [field, formsErrorText(field, error)]),
    );
}

const VALID = {
  first_name: 'Sam',
  last_name: 'Rivera',
  dob: '07/04/1990',
  address_1: '1 Main St',
  address_2: '',
  city: 'Columbus',
  state: 'Ohio',
  postal_code: '43215',
  email: 'sam@example.com',
  opt_in: '1',
  shirt_size: 'md',
};

describe('the forms words', () => {
  it('has the visitor-facing messages of the spec', () => {
    expect(FORMS_MESSAGES).toEqual({
      errorBanner: 'Oops! There are some errors.',
      validEmail: 'Valid email is required.',
      registrationSuccess: "Thanks. We've received your submission.",
      emailFriendSuccess: "Congrats! You've given your friend some hope.",
      contactSuccess: "Thanks. We've received your message.",
      emailFriendNote: 'No email addresses are stored.',
    });
    expect([FORM_WORDS.optional, FORM_WORDS.selectEmpty]).toEqual(['Optional', 'Select One']);
  });

  it("labels the seven shirt sizes, in the engine's order", () => {
    expect(REGISTRATION_SHIRT_SIZES.map((size) => REGISTRATION_WORDS.shirtSizes[size])).toEqual([
      'Small',
      'Medium',
      'Large',
      'X-Large',
      '2XL',
      '3XL',
      '4XL',
    ]);
  });

  it('names fields in messages: capitalised, first underscore replaced by a space', () => {
    expect(formsFieldLabel('first_name')).toBe('First name');
    expect(formsFieldLabel('address_line_2')).toBe('Address line_2');
    expect(formsFieldLabel('city')).toBe('City');
  });

  it('has the four default messages of the spec', () => {
    expect(formsErrorText('name', { code: 'required' })).toBe('Name is required.');
    expect(formsErrorText('email', { code: 'invalid-email' })).toBe('Valid email is required.');
    expect(formsErrorText('terms', { code: 'unchecked' })).toBe('Terms must be checked');
    expect(formsErrorText('start_date', { code: 'invalid-date' })).toBe(
      'Start date needs to have a valid date',
    );
  });

  it('marks an optional field (Optional) and words its error under it', () => {
    let { state } = registrationForm.init({}, 0, 1);
    ({ state } = registrationForm.step(state, { type: 'submit', at: 1 }));
    const send = () => undefined;
    const address2 = connectFormField(
      state,
      send,
      { name: 'address_2', kind: 'text' },
      { label: 'Address 2' },
      FORM_WORDS,
      't',
    );
    expect(address2.label).toBe('Address 2 (Optional)');
    const city = connectFormField(
      state,
      send,
      { name: 'city', kind: 'text' },
      { label: 'City' },
      FORM_WORDS,
      't',
    );
    expect(city.label).toBe('City');
    expect(city.error?.text).toBe('City is required.');
    expect(REGISTRATION_DEFAULTS.state).toBe('Ohio');
  });
});

describe('registration: validation messages in English', () => {
  it('accepts a complete registration', () => {
    expect(inWords(validateRegistration)(VALID)).toEqual({});
    expect(inWords(validateRegistrationPayload)({ ...VALID, dob: '1990-07-04' })).toEqual({});
  });

  it('requires every field except address_2, in form order, with the spec messages', () => {
    expect(inWords(validateRegistration)({ ...REGISTRATION_DEFAULTS, state: '' })).toEqual({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      dob: 'Date of birth is required.',
      address_1: 'Address 1 is required.',
      city: 'City is required.',
      state: 'State is required.',
      postal_code: 'ZIP code is required.',
      email: 'Email is required.',
      opt_in: 'You must agree to the privacy policy.',
      shirt_size: 'Shirt size is required.',
    });
    expect(Object.keys(inWords(validateRegistration)(REGISTRATION_DEFAULTS))).not.toContain('state');
  });

  it('checks dob as a real MM/DD/YYYY date', () => {
    const dobError = (dob: string): string | undefined =>
      inWords(validateRegistration)({ ...VALID, dob }).dob;
    expect(dobError('02/29/2000')).toBeUndefined();
    expect(dobError('02/29/1999')).toBe('Date of birth must have a valid date.');
    expect(dobError('1990-07-04')).toBe('Date of birth must have a valid date.');
    expect(dobError('7/4/1990')).toBe('Date of birth must have a valid date.');
    expect(dobError('13/01/1990')).toBe('Date of birth must have a valid date.');
    expect(dobError('  ')).toBe('Date of birth is required.');
    expect(inWords(validateRegistrationPayload)({ ...VALID, dob: '07/04/1990' }).dob).toBe(
      'Date of birth must have a valid date.',
    );
  });

  it('limits the ZIP code to 5 characters', () => {
    expect(inWords(validateRegistration)({ ...VALID, postal_code: '432150' }).postal_code).toBe(
      'ZIP code must be 5 characters or fewer.',
    );
    expect(inWords(validateRegistration)({ ...VALID, postal_code: '43215' })).toEqual({});
  });

  it('needs a valid email, opt_in checked (1), a known size and the state Ohio', () => {
    expect(inWords(validateRegistration)({ ...VALID, email: 'sam@' }).email).toBe('Valid email is required.');
    expect(inWords(validateRegistration)({ ...VALID, opt_in: '0' }).opt_in).toBe(
      'You must agree to the privacy policy.',
    );
    expect(inWords(validateRegistration)({ ...VALID, opt_in: true })).toEqual({});
    expect(inWords(validateRegistration)({ ...VALID, shirt_size: 'xs' }).shirt_size).toBe(
      'Choose one of the shirt sizes.',
    );
    expect(inWords(validateRegistration)({ ...VALID, state: 'Texas' }).state).toBe(
      'Shirts can only be sent to Ohio addresses.',
    );
  });

  it('limits text inputs to 255 characters', () => {
    expect(inWords(validateRegistration)({ ...VALID, city: 'x'.repeat(255) })).toEqual({});
    expect(inWords(validateRegistration)({ ...VALID, city: 'x'.repeat(256) }).city).toBe(
      'City must be 255 characters or fewer.',
    );
    expect(inWords(validateRegistration)({ ...VALID, address_2: 'x'.repeat(256) }).address_2).toBe(
      'Address 2 must be 255 characters or fewer.',
    );
  });

  it('treats a missing or non-object body as empty', () => {
    expect(inWords(validateRegistration)(null).first_name).toBe('First name is required.');
    expect(inWords(validateRegistration)('x').opt_in).toBe('You must agree to the privacy policy.');
    expect(inWords(validateRegistration)({ toString: 'x', constructor: 1 }).first_name).toBe(
      'First name is required.',
    );
  });
});

describe('email a friend: messages in English', () => {
  it('requires a valid email', () => {
    expect(inWords(validateEmailFriend)({ email: '' })).toEqual({ email: 'Email is required.' });
    expect(inWords(validateEmailFriend)({ email: 'pal@example' })).toEqual({
      email: 'Valid email is required.',
    });
    expect(inWords(validateEmailFriend)({ email: 'pal@example.com' })).toEqual({});
  });
});
