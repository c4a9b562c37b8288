import type { CommonWords } from '../../../views/layout';

/** The words several views share, in Spanish. */
export const COMMON_WORDS: CommonWords = {
  tshirtOffer: {
    label: 'Camiseta gratis',
    title: '¡Camiseta gratis!',
    text: 'Los residentes de Ohio de 18 años o más pueden recibir una camiseta gratis, hasta agotar existencias.',
    cta: 'Pida su camiseta gratis',
  },
  helpline: { call: (display) => `Llame al ${display}` },
  share: {
    heading: 'Compartir',
    networks: { facebook: 'Facebook', twitter: 'X (Twitter)', email: 'Correo electrónico' },
    actions: {
      facebook: 'Compartir en Facebook (se abre en una ventana nueva)',
      twitter: 'Compartir en X (Twitter) (se abre en una ventana nueva)',
      email: 'Compartir por correo electrónico',
    },
  },
  opensInNewTab: '(se abre en una pestaña nueva)',
};
