import type { RegistrationWords } from '../../../views/registration';
import { HELP_PATH } from '../help';
import { FORMS_MESSAGES } from './forms';

/** The privacy policy's path, linked from the sign-up's opt-in (the page's language is kept by the site). */
export const PRIVACY_PATH = '/privacy-policy';

/** The free-shirt sign-up's words in Spanish. */
export const REGISTRATION_WORDS: RegistrationWords = {
  title: '¡Camiseta gratis!',
  intro: [
    'Llene el formulario para recibir una camiseta gratis de Play Smart, hasta agotar existencias.',
    'Todos los datos son obligatorios, salvo los marcados como opcionales. Las camisetas son solo para residentes de Ohio, y debe tener al menos 18 años.',
  ],
  labels: {
    first_name: 'Nombre',
    last_name: 'Apellido',
    dob: 'Fecha de nacimiento',
    address_1: 'Dirección',
    address_2: 'Dirección, línea 2',
    city: 'Ciudad',
    state: 'Estado',
    postal_code: 'Código postal (ZIP)',
    email: 'Correo electrónico',
    shirt_size: 'Talla de camiseta',
  },
  dobHint: 'MM/DD/AAAA (mes, día, año), por ejemplo 07/04/1990',
  optIn: { before: 'Leí y acepto la ', link: 'política de privacidad', after: '.' },
  submit: 'Enviar',
  success: FORMS_MESSAGES.registrationSuccess,
  shirtSizes: {
    sm: 'Chica (S)',
    md: 'Mediana (M)',
    lg: 'Grande (L)',
    xl: 'Extra grande (XL)',
    xxl: '2XL',
    xxxl: '3XL',
    xxxxl: '4XL',
  },
  successNext:
    'Usamos sus datos solo para enviarle la camiseta por correo y para que cada persona reciba una. No tiene que hacer nada más.',
  botCheckLabel: 'Respuesta de reCAPTCHA (no es para personas)',
  another: 'Pedir una camiseta para otra persona',
  unavailable: {
    title: 'Ya se entregaron todas las camisetas gratis',
    text: 'Gracias por su interés. Por ahora no quedan camisetas, así que la inscripción está cerrada. Los juegos y la ayuda de este sitio siguen aquí para usted.',
    games: 'Ver los juegos',
    help: 'Pedir ayuda, dar ayuda',
  },
  privacyPath: PRIVACY_PATH,
  gamesPath: '/#games',
  helpPath: HELP_PATH,
};
