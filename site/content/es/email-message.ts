import type { EmailFriendTexts } from '../email-friend';

/**
 * The email-a-friend message in Spanish, sent when the form is used on a Spanish page. It gives the Ohio
 * line with what sources state about it, and the text line that answers in Spanish (site/content/help.ts).
 */
export const EMAIL_FRIEND_MESSAGE: EmailFriendTexts = {
  subject: 'Alguien que se preocupa por usted le envió este mensaje',
  paragraphs: [
    { kind: 'text', text: 'Hola:' },
    {
      kind: 'text',
      text:
        'Una persona que le tiene aprecio le envió esta nota. No es un juicio y nadie lleva la cuenta. ' +
        'Es solo un recordatorio de que cuenta con apoyo.',
    },
    {
      kind: 'text',
      text:
        'Apostar debería ser solo una diversión. Si ya no lo es, para usted o para alguien cercano, hablar ' +
        'con alguien puede ayudar. Es gratis y confidencial.',
    },
    {
      kind: 'helpline',
      before: 'La línea de ayuda de Ohio para problemas con el juego atiende las 24 horas, todos los días: ',
    },
    {
      kind: 'text',
      text: 'Para escribir en español con un consejero, envíe AYUDA al 741741 (Crisis Text Line). En una crisis, llame al 988 y marque 2 para español (988lifeline.org/es).',
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
  title: 'El correo que recibirá su amigo o amiga',
  lead: 'Este es el mensaje completo: no se le agrega nada más.',
  subject: 'Asunto:',
};
