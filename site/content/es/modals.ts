import type { ModalWords } from '../../../views/modals';

/** The modals' words in Spanish; the frame's label and the trigger's label translate the spec's. */
export const MODAL_WORDS: ModalWords = {
  close: 'Cerrar',
  videoDialogLabel: 'Video del juego',
  videoFrameTitle: 'Reproductor del video del juego',
  videoFrameLabel:
    'Reproductor de video: presione la barra espaciadora para reproducir o pausar, y las flechas para avanzar o retroceder',
  videoUnavailable:
    'No se pudo cargar el reproductor de video. Es posible que no tenga conexión a internet o que su red bloquee los videos de Vimeo.',
  watchOnVimeo: 'Ver este video en Vimeo (se abre en una pestaña nueva)',
  trigger: 'Ver en ventana',
};
