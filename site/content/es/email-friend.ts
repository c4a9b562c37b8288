import type { EmailFriendWords } from '../../../views/email-friend';

/**
 * The email-a-friend form's words in Spanish. The English file takes its note and success message from
 * its forms messages (the server's words too); these two are the Spanish forms file's (FORMS_MESSAGES), spelled here until that file is merged.
 */
export const EMAIL_FRIEND_WORDS: EmailFriendWords = {
  title: 'Envíe un poco de esperanza a un amigo o amiga',
  intro:
    '¿Le preocupa alguien? Envíele una nota corta y amable con la línea de ayuda y este sitio. No dice quién la envía y no le pide nada.',
  emailLabel: 'Correo electrónico de su amigo o amiga',
  send: 'ENVIAR',
  preview: 'Vista previa del correo',
  previewPath: '/get-help-give-help/email-preview',
  note: 'No guardamos ninguna dirección de correo electrónico.',
  success: '¡Listo! Le dio a su amigo o amiga un poco de esperanza.',
  botCheckLabel: 'Respuesta de reCAPTCHA (no es para personas)',
};
