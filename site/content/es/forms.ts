import type { FormsRuleError } from '@play-smart/engine';
import type { FormWords } from '../../../views/forms';

/** The forms' visitor-facing messages in Spanish. */
export const FORMS_MESSAGES = {
  /** The banner on a registration or email-a-friend error. */
  errorBanner: '¡Uy! Hay algunos errores.',
  /** An address that is not a valid e-mail address. */
  validEmail: 'Escriba un correo electrónico válido.',
  /** Registration success. */
  registrationSuccess: 'Gracias. Recibimos su solicitud.',
  /** Email-a-friend success. */
  emailFriendSuccess: '¡Listo! Le dio a su amigo o amiga un poco de esperanza.',
  /** Contact form success, in the confirmation overlay. */
  contactSuccess: 'Gracias. Recibimos su mensaje.',
  /** The note under the email-a-friend form. */
  emailFriendNote: 'No guardamos ninguna dirección de correo electrónico.',
};

/** The registration's own messages in Spanish. */
export const REGISTRATION_MESSAGES = {
  dobRequired: 'Escriba su fecha de nacimiento.',
  dobInvalid: 'La fecha de nacimiento debe ser una fecha válida.',
  optInRequired: 'Debe aceptar la política de privacidad.',
  postalCodeRequired: 'Escriba su código postal (ZIP).',
  postalCodeTooLong: 'El código postal (ZIP) debe tener 5 caracteres o menos.',
  stateNotOhio: 'Solo enviamos camisetas a direcciones de Ohio.',
  shirtSizeUnknown: 'Elija una de las tallas de camiseta.',
  tooYoung: 'Debe tener al menos 18 años para pedir una camiseta.',
  notOhioZip: 'Escriba un código postal (ZIP) de Ohio. Las camisetas son solo para residentes de Ohio.',
};

/** The contact form's topic left unchosen (or not one of the three). */
const CONTACT_TOPIC_MESSAGE = 'Elija el tema de su mensaje.';

/** The fields whose errors have words of their own, by the engine's error code. */
const FIELD_MESSAGES: Readonly<Record<string, Partial<Record<FormsRuleError['code'], string>>>> = {
  dob: { required: REGISTRATION_MESSAGES.dobRequired, 'invalid-date': REGISTRATION_MESSAGES.dobInvalid },
  opt_in: { unchecked: REGISTRATION_MESSAGES.optInRequired },
  postal_code: {
    required: REGISTRATION_MESSAGES.postalCodeRequired,
    'too-long': REGISTRATION_MESSAGES.postalCodeTooLong,
  },
  state: { 'not-a-choice': REGISTRATION_MESSAGES.stateNotOhio },
  shirt_size: { 'not-a-choice': REGISTRATION_MESSAGES.shirtSizeUnknown },
  topic: { required: CONTACT_TOPIC_MESSAGE, 'not-a-choice': CONTACT_TOPIC_MESSAGE },
};

/** The fields' names as a message says them (Spanish cannot build them from the field's key). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  first_name: 'El nombre',
  last_name: 'El apellido',
  address_1: 'La dirección',
  address_2: 'La línea 2 de la dirección',
  city: 'La ciudad',
  state: 'El estado',
  postal_code: 'El código postal',
  dob: 'La fecha de nacimiento',
  shirt_size: 'La talla de camiseta',
  topic: 'El tema',
  opt_in: 'La casilla de privacidad',
  email: 'El correo electrónico',
  name: 'Su nombre',
  message: 'Su mensaje',
};

/**
 * A field's name as people read it in a message, e.g. `first_name` is 'El nombre'; a field without a
 * Spanish name keeps its key with spaces.
 *
 * @param field - the field's name
 */
export function formsFieldLabel(field: string): string {
  return Object.prototype.hasOwnProperty.call(FIELD_LABELS, field)
    ? (FIELD_LABELS[field] ?? field)
    : field.replaceAll('_', ' ');
}

/**
 * The message of a field that failed a rule, in Spanish: the field's own words for the code when it has
 * them, otherwise a sentence built from the field's name.
 *
 * @param field - the field's name
 * @param error - the engine's error
 */
export function formsErrorText(field: string, error: FormsRuleError): string {
  const own = Object.prototype.hasOwnProperty.call(FIELD_MESSAGES, field) ? FIELD_MESSAGES[field] : undefined;
  const custom = own?.[error.code];
  if (custom !== undefined) return custom;
  const label = formsFieldLabel(field);
  switch (error.code) {
    case 'required':
      return `Falta ${label.charAt(0).toLowerCase()}${label.slice(1)}.`;
    case 'invalid-email':
      return FORMS_MESSAGES.validEmail;
    case 'unchecked':
      return `${label}: marque la casilla.`;
    case 'invalid-date':
      return `${label}: escriba una fecha válida.`;
    case 'too-long':
      return `${label}: use ${error.max ?? ''} caracteres o menos.`;
    case 'not-a-choice':
      return `${label}: elija una de las opciones.`;
  }
}

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;

/** Una espera de `seconds` en palabras, redondeada hacia arriba (see the English file). */
export function waitWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / SECONDS_PER_MINUTE));
  if (minutes === 1) return 'un minuto';
  if (minutes < MINUTES_PER_HOUR) return `${String(minutes)} minutos`;
  const hours = Math.ceil(minutes / MINUTES_PER_HOUR);
  return hours === 1 ? 'una hora' : `${String(hours)} horas`;
}

/** Una espera corta de `seconds` (el Retry-After de un 503) en palabras (see the English file). */
export function retryWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < SECONDS_PER_MINUTE) return whole === 1 ? '1 segundo' : `${String(whole)} segundos`;
  return waitWords(whole);
}

/** The words every form shares, in Spanish. */
export const FORM_WORDS: FormWords = {
  errorBanner: FORMS_MESSAGES.errorBanner,
  fieldError: formsErrorText,
  failures: {
    rejected: 'Corrija los campos marcados abajo y vuelva a enviar el formulario.',
    conflict: 'Lo sentimos, ya se entregaron todas las camisetas gratis. Gracias por su interés.',
    'rate-limited':
      'Hubo varios intentos en poco tiempo, así que pausamos este formulario un momento. Espere un minuto y vuelva a enviarlo. Sus respuestas siguen aquí.',
    'not-human':
      'No pudimos confirmar que una persona envió este formulario, así que no lo aceptamos. Sus respuestas siguen aquí: vuelva a enviarlo.',
    refused:
      'Esta vez no pudimos aceptar el formulario: su verificación de seguridad no coincidió, lo que pasa cuando se borraron o bloquearon las cookies. Sus respuestas siguen aquí: vuelva a enviarlo.',
    busy: 'Nuestro sistema está ocupado o reiniciándose, así que no se envió. Sus respuestas siguen aquí: vuelva a intentarlo en un minuto.',
    unavailable:
      'Algo falló de nuestro lado. Sus respuestas siguen aquí: vuelva a intentarlo en unos minutos.',
    'no-response':
      'No pudimos comunicarnos con nuestro servidor. Revise su conexión y vuelva a intentarlo. Sus respuestas siguen aquí.',
    'bot-check':
      'No pudimos hacer la verificación que mantiene a los robots fuera de este formulario. Revise su conexión (y que nada bloquee Google reCAPTCHA) y vuelva a enviar el formulario.',
  },
  rateLimitedFor: (seconds) =>
    `Hubo varios intentos en poco tiempo, así que pausamos este formulario por un rato. Espere ${waitWords(seconds)} y vuelva a enviarlo. Sus respuestas siguen aquí.`,
  busyFor: (seconds) =>
    `Nuestro sistema está ocupado o reiniciándose, así que no se envió. Sus respuestas siguen aquí: vuelva a intentarlo en ${retryWords(seconds)}.`,
  rejectedWhole:
    'No pudimos aceptar el formulario tal como llegó. Sus respuestas siguen aquí: vuelva a enviarlo.',
  retry: 'Volver a intentar',
  sending: 'Enviando…',
  optional: 'opcional',
  selectEmpty: 'Elija una opción',
};

/** The answers of checks only the server can make (a form's own rules are the engine's). */
export const SERVER_MESSAGES = {
  duplicateEmail: 'Ya se pidió una camiseta con este correo electrónico.',
  duplicatePerson: 'Ya se pidió una camiseta para esta persona y esta dirección.',
  outOfStock: 'Lo sentimos: ya se entregaron todas las camisetas gratis.',
  badCharacters: (field: string) => `${formsFieldLabel(field)} contiene caracteres que no podemos aceptar.`,
};
