import type { EmailFriendTexts } from '../email-friend';

/**
 * The email-a-friend message in Spanish, sent when the form is used on a Spanish page. The Ohio line's
 * Spanish service is not confirmed, so the message does not claim it and gives 988 (press 2), the one
 * line confirmed to answer in Spanish.
 */
export const EMAIL_FRIEND_MESSAGE: EmailFriendTexts = {
  subject: 'Alguien que se preocupa por usted le envió este mensaje',
  paragraphs: [
    { kind: 'text', text: 'Hola:' },
    {
      kind: 'text',
      text:
        'Una persona que lo aprecia le envió esta nota. No es un juicio y nadie lleva la cuenta. ' +
        'Es solo un recordatorio de que no está solo.',
    },
    {
      kind: 'text',
      text:
        'El juego debe ser una diversión. Si ya no lo es, para usted o para alguien cercano, hablar ' +
        'con alguien puede ayudar. Es gratis y confidencial.',
    },
    {
      kind: 'helpline',
      before: 'La línea de ayuda de Ohio para problemas con el juego atiende las 24 horas, todos los días: ',
    },
    {
      kind: 'text',
      text: 'Para hablar con alguien en español, llame al 988 y marque 2 (988lifeline.org/es).',
    },
    { kind: 'site', before: 'Consejos, herramientas y formas de pedir ayuda: ' },
    { kind: 'text', text: 'Cuídese mucho.' },
    {
      kind: 'text',
      text:
        'Este mensaje se envió desde el sitio web Play Smart por alguien que conoce su dirección. ' +
        'Su dirección no se guardó ni se agregó a ninguna lista.',
    },
  ],
};

/** The email preview page's own words in Spanish. */
export const EMAIL_PREVIEW_WORDS = {
  title: 'El correo que recibirá su amigo',
  lead: 'No se agrega nada más y no se guarda la dirección de su amigo. No guardamos ninguna dirección de correo electrónico.',
  subject: 'Asunto:',
};
