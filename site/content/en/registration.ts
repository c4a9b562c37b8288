import type { RegistrationWords } from '../../../views/registration';
import { HELP_PATH } from '../help';
import { FORMS_MESSAGES } from './forms';

/** The privacy policy's path, linked from the sign-up's opt-in. */
export const PRIVACY_PATH = '/privacy-policy';

/** The free-shirt sign-up's words in English. */
export const REGISTRATION_WORDS: RegistrationWords = {
  // The banner's title too (common.ts), spelled out so this page's chunk carries only its own words.
  title: 'Free Shirt!',
  intro: [
    'Fill out the form to get a free Play Smart T-shirt, while supplies last.',
    'All items are required unless marked optional. Shirts are for Ohio residents only, and you must be at least 18 years old.',
  ],
  labels: {
    first_name: 'First name',
    last_name: 'Last name',
    dob: 'Date of birth',
    address_1: 'Address 1',
    address_2: 'Address 2',
    city: 'City',
    state: 'State',
    postal_code: 'ZIP code',
    email: 'Email',
    shirt_size: 'Shirt size',
  },
  dobHint: 'MM/DD/YYYY, for example 07/04/1990',
  optIn: { before: 'I have read and agree to the ', link: 'privacy policy', after: '.' },
  submit: 'Submit',
  success: FORMS_MESSAGES.registrationSuccess,
  shirtSizes: {
    sm: 'Small',
    md: 'Medium',
    lg: 'Large',
    xl: 'X-Large',
    xxl: '2XL',
    xxxl: '3XL',
    xxxxl: '4XL',
  },
  successNext:
    'We use your details only to mail your shirt and to make sure each person gets one. There is nothing more to do.',
  another: 'Request a shirt for someone else',
  botCheckLabel: 'reCAPTCHA response (not for people)',
  unavailable: {
    title: 'All the free shirts have found a home',
    text: 'Thank you for wanting one. There are no shirts left to give right now, so the sign-up is closed. The games and the help on this site are all still here for you.',
    games: 'Play the games',
    help: 'Get help, give help',
  },
  privacyPath: PRIVACY_PATH,
  gamesPath: '/#games',
  helpPath: HELP_PATH,
};
