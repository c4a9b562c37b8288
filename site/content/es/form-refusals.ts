import type { Words } from '../../routing/locale';
import type { FORM_REFUSAL_WORDS as EN } from '../en/form-refusals';
import { waitWords } from './forms';

/** The refusal pages' words in Spanish (see the English file). */
export const FORM_REFUSAL_WORDS: Words<typeof EN> = {
  heading: 'Su formulario no se envió',
  backToForm: 'Volver al formulario',
  noToken:
    'Llegó sin la verificación de seguridad que llevan nuestros formularios, así que no pudimos aceptarlo. Abra el formulario de nuevo, llénelo y envíelo.',
  crossSite:
    'Se envió desde otro sitio web, y nuestros formularios solo aceptan lo que se envía desde nuestras páginas. Abra el formulario en nuestro sitio para enviarlo.',
  tooLarge:
    'Era más largo de lo que permiten nuestros formularios. Vuelva al formulario, acorte lo que escribió y envíelo de nuevo.',
  unsupported:
    'Llegó en un formato que no podemos leer. Abra el formulario de nuevo en nuestro sitio y envíelo desde allí.',
  tooManyRequests: (seconds) =>
    `Hubo varios intentos en poco tiempo, así que pausamos este formulario por un rato. Espere ${waitWords(seconds)} y vuelva a enviarlo.`,
};
