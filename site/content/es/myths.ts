import type { MythsContent } from '../../../views/myths';

/**
 * The myths section's words in Spanish; the flip buttons' labels translate the spec's. The five pairs say
 * what the English ones say (facts from shared/CONTENT.md), about what people do rather than who they are.
 */
export const MYTHS_CONTENT: MythsContent = {
  items: [
    {
      myth: 'Un número que no ha salido en mucho tiempo ya está por salir.',
      fact: 'Cada sorteo empieza de cero. Las bolas no tienen memoria, así que los resultados anteriores no cambian la probabilidad de ningún número en el próximo sorteo.',
    },
    {
      myth: 'Una secuencia como 1-2-3-4-5-6 tiene menos probabilidad de ganar que una combinación que parece al azar.',
      fact: 'Todas las combinaciones tienen exactamente la misma probabilidad. Una secuencia solo nos parece especial a nosotros; el sorteo no ve ninguna diferencia.',
    },
    {
      myth: 'Cuanto más grande es el premio mayor, más probable es ganarlo.',
      fact: 'La probabilidad depende de cuántos números se sortean y entre cuántos se elige. El premio mayor puede crecer todo lo que quiera: la probabilidad de ganarlo sigue siendo la misma.',
    },
    {
      myth: 'Casi ganar significa que ya falta poco para ganar.',
      fact: 'Casi ganar es perder. Sentir que estuvo cerca puede hacer que una persona vuelva a jugar más pronto, pero no dice nada sobre el próximo boleto.',
    },
    {
      myth: 'Si sigo jugando, voy a recuperar lo que perdí.',
      fact: 'Con el tiempo, los juegos de lotería devuelven menos de lo que se gasta en ellos. Jugar más para recuperar lo perdido suele aumentar las pérdidas, y perseguir las pérdidas es una señal de alerta de un problema con el juego.',
    },
  ],
  heading: 'Mitos y realidades',
  intro:
    'Algunas creencias sobre la lotería parecen ciertas, pero no lo son. Voltee una tarjeta para ver la realidad.',
  mythLabel: 'Mito',
  factLabel: 'Realidad',
  mythQuoted: (myth) => `El mito: “${myth}”`,
  getTheFact: 'Ver la realidad',
  getTheMyth: 'Ver el mito',
  cardLabel: (n, count) => `Mito ${String(n)} de ${String(count)}`,
  rowLabel: 'Tarjetas de mitos',
  row: { scrollLeft: 'Desplazar los mitos a la izquierda', scrollRight: 'Desplazar los mitos a la derecha' },
  ticker: {
    label: 'El mito del momento',
    pause: 'Pausar',
    play: 'Reproducir',
    what: 'los mitos que van cambiando',
    previous: 'Mito anterior',
    next: 'Mito siguiente',
    seeFact: 'Ver la realidad',
  },
};
