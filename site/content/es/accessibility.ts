import { TIMING_SCALE_CHOICES } from '@play-smart/engine';
import type { ArticleContent } from '../../pages/Article';
import { OHIO_HELPLINE } from './help-labels';

const scales = TIMING_SCALE_CHOICES.map((scale) => `×${String(scale)}`);
// The last choice after 'o', as Intl.ListFormat's disjunction writes it ('×2, ×3 o ×4'; 'o' stays 'o' before
// '×'), without building the formatter when the module loads: on every Spanish page that shares these words
// it was a task of 70 to 110 ms at a phone's 4x CPU slowdown (docs/performance.md, "Work on the main thread").
const choices = `${scales.slice(0, -1).join(', ')} o ${String(scales.at(-1))}`;
const longest = `${String(Math.max(...TIMING_SCALE_CHOICES))} veces`;

/** The page where a visitor reports a barrier (built separately); named 'el formulario de contacto' here. */
export const ACCESSIBILITY_CONTACT_PATH = '/contact';

/**
 * The accessibility statement in Spanish: the English statement's every claim, no more (what was tested is
 * what the project's tests do; see site/content/en/accessibility.ts). Change both together.
 */
export const ACCESSIBILITY_CONTENT: ArticleContent = {
  title: 'Accesibilidad',
  lead: 'Esta declaración trata del sitio web Play Smart de la Lotería de Ohio. Explica qué tan accesible es el sitio, cómo lo comprobamos, qué sabemos que todavía no funciona bien y cómo avisarnos de un problema.',
  updated: 'Última revisión: 27 de noviembre de 2026.',
  contentsLabel: 'En esta página',
  sections: [
    {
      id: 'status',
      heading: 'Nuestra meta y dónde estamos',
      paragraphs: [
        'Nuestra meta es cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA.',
        'El sitio no ha pasado por una auditoría independiente. Según nuestras propias pruebas, que describimos abajo, creemos que el sitio cumple estas pautas en parte. Lo que sabemos que quizás no las cumple aparece en Limitaciones conocidas.',
      ],
    },
    {
      id: 'testing',
      heading: 'Cómo lo comprobamos',
      paragraphs: [
        'Nuestras pruebas se hacen de forma automática en un navegador Chromium, en cada página en inglés y en español. Comprueban:',
      ],
      list: [
        'El verificador de accesibilidad axe, con sus reglas de nivel A y AA de WCAG 2.0, 2.1 y 2.2, en las páginas del sitio y en cada etapa de cada juego, cuestionario y formulario, incluidos los mensajes de error y los resultados.',
        'El teclado: cada juego, cuestionario y formulario se completa solo con el teclado, y el foco pasa a cada nueva pregunta, resultado y mensaje de error.',
        'La compatibilidad con lectores de pantalla en el código: los controles tienen nombre, y los resultados, las puntuaciones y los errores de los formularios se anuncian mediante regiones activas (live regions).',
        'Movimiento reducido: cuando su dispositivo pide menos movimiento, se desactivan los desplazamientos y los fundidos, y el mito del momento se queda quieto hasta que usted lo cambie; los juegos mantienen las mismas reglas.',
        'Pantallas pequeñas: cada página cabe en la pantalla de un teléfono de 390 píxeles de ancho sin desplazarse hacia los lados.',
        'Espaciado del texto (WCAG 1.4.12): con más espacio entre líneas, letras, palabras y párrafos, no se corta nada y ninguna página se desplaza hacia los lados, en pantallas de 390 y de 320 píxeles.',
        'Cambio de tamaño del texto (WCAG 1.4.4): con el texto al doble de su tamaño en una pantalla de 1,280 píxeles, ninguna página se desplaza hacia los lados y nada queda fuera de la pantalla.',
        'Reajuste del contenido (WCAG 1.4.10): en una pantalla de 320 píxeles de ancho y 256 de alto, ninguna página se desplaza hacia los lados, las opciones de tiempo mantienen sus palabras dentro de sus botones y nada tapa las instrucciones del juego del scroll.',
        'Tamaño de los objetivos (WCAG 2.5.8): cada botón y enlace mide al menos 24 por 24 píxeles, o es un enlace dentro de una frase, o tiene espacio libre alrededor.',
        'El foco (WCAG 2.4.7 y 2.4.11): al recorrer toda la página con la tecla Tab, cada parada muestra un contorno que se distingue de lo que hay detrás y no queda oculta tras otro contenido.',
        'Colores forzados (alto contraste de Windows): los botones y las píldoras cuya forma se dibuja solo con un color conservan un borde.',
      ],
      after: [
        'Todavía no hemos probado el sitio a mano con un lector de pantalla como NVDA, JAWS o VoiceOver.',
      ],
    },
    {
      id: 'time-limits',
      heading: 'Límites de tiempo y contenido en movimiento',
      paragraphs: [
        `Dos juegos tienen límite de tiempo: el Quiz de riesgos imprevistos y El scroll del infinito. Antes de jugar, puede elegir más tiempo: ${choices}. Su navegador recuerda su elección para la próxima vez.`,
        'Los demás juegos, el cuestionario ¿Jugador o jugador con problemas?, la calculadora de costos y los formularios no tienen límite de tiempo.',
        'En la página principal, el mito del momento cambia cada 6 segundos. Puede pausarlo y pasar usted mismo al mito siguiente o al anterior.',
      ],
    },
    {
      id: 'limitations',
      heading: 'Limitaciones conocidas',
      paragraphs: [],
      list: [
        'Los videos se reproducen en el reproductor de Vimeo, un marco que controla Vimeo. Sus controles y subtítulos son de Vimeo, y no podemos corregir problemas dentro de él.',
        'Los formularios pueden usar Google reCAPTCHA para impedir el paso a los robots. Funciona en un marco de Google. Normalmente no le pide nada; si no puede cargarse, el formulario se lo indica.',
        `Los límites de tiempo de los dos juegos con tiempo pueden ampliarse hasta ${longest} más, pero no se pueden desactivar.`,
        'Nadie ha revisado todavía el sitio a mano con un lector de pantalla, así que pueden quedar problemas que solo encontraría una persona que usa lector de pantalla.',
        'Nuestra configuración de seguridad bloquea las hojas de estilo que un bookmarklet (un marcador que ejecuta un script) añade a la página, así que un bookmarklet que cambia el espaciado del texto o los colores no funciona aquí. Las extensiones del navegador y la configuración propia de su navegador para el tamaño del texto, las fuentes y los colores no se bloquean.',
        'Con el texto al doble de su tamaño en una pantalla del tamaño de un teléfono (de menos de 768 píxeles de ancho), algunas palabras largas de los botones pueden llegar al borde de la pantalla. Ampliar toda la página con el zoom funciona en cualquier tamaño.',
      ],
    },
    {
      id: 'report',
      heading: 'Avísenos de una barrera',
      paragraphs: [],
      link: {
        before: 'Si algo en Play Smart le resulta difícil o imposible de usar, avísenos mediante ',
        label: 'el formulario de contacto',
        href: ACCESSIBILITY_CONTACT_PATH,
        after:
          ' (elija “Informar una barrera de accesibilidad”). Díganos en qué página, qué intentaba hacer y qué dispositivo o tecnología de asistencia usa.',
      },
      after: [
        `Si necesita ayuda con el juego ahora mismo, llame a la ${OHIO_HELPLINE.name} al ${OHIO_HELPLINE.display}: gratis, confidencial, las 24 horas, todos los días. Para escribir en español con un consejero, envíe AYUDA al 741741.`,
      ],
    },
    {
      id: 'about',
      heading: 'Sobre esta declaración',
      paragraphs: [
        'Revisamos esta declaración por última vez el 27 de noviembre de 2026. La revisamos cuando el sitio cambia.',
      ],
    },
  ],
};
