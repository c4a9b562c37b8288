import type { ContactWords } from '../../../views/contact';
import { FORMS_MESSAGES } from './forms';

/** The contact page's words in Spanish. */
export const CONTACT_PAGE = {
  title: 'Contáctenos',
  intro: [
    'Escriba al equipo de Play Smart. Elija el tema de su mensaje para que llegue a la persona indicada.',
    'Todos los campos son obligatorios. Usamos su nombre y su correo electrónico solo para responderle.',
  ],
};

/** The contact form's words in Spanish. */
export const CONTACT_WORDS: ContactWords = {
  labels: {
    topic: '¿De qué se trata su mensaje?',
    name: 'Su nombre',
    email: 'Su correo electrónico',
    message: 'Su mensaje',
  },
  topics: {
    accessibility: {
      label: 'Informar una barrera de accesibilidad',
      note: 'Díganos qué intentaba hacer, en qué página y qué se lo impidió.',
    },
    question: {
      label: 'Hacer una pregunta sobre el sitio',
      note: 'Pregunte sobre los juegos, las herramientas o cualquier otra cosa de Play Smart.',
    },
    'delete-my-data': {
      label: 'Borrar lo que les envié',
      note: 'El personal borrará su inscripción para la camiseta y le responderá por correo electrónico. Use el correo con el que se inscribió.',
    },
  },
  messageHint: 'Hasta 2,000 caracteres.',
  submit: 'Enviar',
  success: FORMS_MESSAGES.contactSuccess,
  confirmationLabel: 'Mensaje enviado',
  close: 'Cerrar',
  botCheckLabel: 'Respuesta de reCAPTCHA (no es para personas)',
};
