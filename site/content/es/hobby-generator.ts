import type {
  HobbyGeneratorContent,
  HobbyGeneratorQuestionWords,
  HobbyWords,
} from '../../../views/hobby-generator';

type HobbyLine = readonly [alt: string, howToStart: string];

// In the engine's hobby order (the English words' order; the pictures are found by index). Each name is
// an infinitive, so it follows 'Su nuevo pasatiempo es' with no article to agree ('es hacer yoga'), and
// each line is general, practical advice that holds anywhere: no prices, places or claims that would need
// checking and dating.
const HOBBY_LINES: Readonly<Record<string, HobbyLine>> = {
  'Observar aves': [
    'Unos binoculares y un pajarito en una rama',
    'Siéntese junto a una ventana o en un parque diez minutos y solo observe. La app gratuita Merlin Bird ID, del Cornell Lab of Ornithology, le ayuda a reconocer las aves que ve y oye.',
  ],
  'Hacer senderismo': [
    'Una bota de montaña en un sendero junto a un pino',
    'Elija un sendero corto y señalizado en un parque cercano, póngase unos zapatos cómodos que ya tenga y lleve agua. Avísele a alguien adónde va.',
  ],
  'Escribir un diario': [
    'Un cuaderno abierto y un lápiz',
    'Cualquier cuaderno y bolígrafo sirven. Antes de dormir, escriba tres líneas sobre su día: sin reglas y sin que nadie más lo lea.',
  ],
  Dibujar: [
    'Un cuaderno de dibujo con el dibujo de una taza, y un lápiz',
    'Basta con un lápiz y papel de impresora. Dibuje algo que tenga en la mesa cinco minutos al día; en internet es fácil encontrar clases gratis en video.',
  ],
  'Cultivar plantas': [
    'Una regadera junto a una plantita en una maceta',
    'Empiece con poco: una maceta en una ventana soleada y un sobre de semillas de hierbas. Hasta puede volver a cultivar cebollines a partir de sus raíces en un vaso de agua.',
  ],
  'Hornear pan': [
    'Una hogaza de pan',
    'Harina, agua, sal y levadura es todo lo que necesita un pan sencillo. Una receta sin amasar solo pide un tazón y un poco de paciencia.',
  ],
  'Aprender a tocar el ukulele': [
    'Un ukulele',
    'Un ukulele para principiantes es uno de los instrumentos de verdad más baratos, y con cuatro acordes fáciles (Do, Sol, La menor y Fa, o sea C, G, Am y F) puede acompañar muchísimas canciones.',
  ],
  'Hacer yoga': [
    'Un tapete de yoga extendido',
    'Una toalla en el piso sirve de tapete. Siga un video gratis para principiantes durante 15 minutos y sáltese cualquier postura que le duela.',
  ],
  'Salir a correr': [
    'Un par de tenis para correr',
    'Empiece alternando un minuto corriendo con dos minutos caminando durante 20 minutos, tres veces por semana. Los planes gratis “del sofá a los 5K” (couch to 5K) van subiendo poco a poco a partir de ahí.',
  ],
  Tejer: [
    'Dos agujas de tejer clavadas en un ovillo de lana',
    'Solo necesita un par de agujas y un ovillo de lana de grosor mediano. Empiece con una bufanda tejiendo todas las filas al derecho: es el punto más fácil.',
  ],
  'Tomar fotos con el celular': [
    'Un celular tomándole una foto a una flor',
    'Use el celular que ya tiene. Tome una foto al día de algo cotidiano y active la cuadrícula de la cámara para encuadrar mejor.',
  ],
  'Hacer voluntariado': [
    'Dos manos que sostienen un corazón',
    'Los bancos de alimentos, los refugios de animales y las bibliotecas a menudo necesitan ayuda. Llame a uno cerca de usted y pregunte cómo empezar: no cuesta nada más que su tiempo.',
  ],
  'Hacer geocaching': [
    'Una cajita del tesoro escondida bajo un arbusto, con un marcador de mapa encima',
    'Es una búsqueda del tesoro al aire libre en todo el mundo. La app oficial de Geocaching tiene una membresía básica gratis y le muestra los tesoros escondidos cerca de usted.',
  ],
  'Hacer origami': [
    'Una grulla de papel doblado',
    'Solo necesita papel cuadrado: doble una hoja de impresora de una esquina hasta el borde de enfrente y corte la tira que sobra. Luego pruebe una grulla o una rana saltarina con un diagrama gratis.',
  ],
  'Mirar las estrellas': [
    'Una luna creciente y estrellas sobre una colina',
    'Busque un lugar lejos del alumbrado de la calle, dele 20 minutos a sus ojos para acostumbrarse a la oscuridad y use una app gratis de mapas del cielo para saber qué está viendo.',
  ],
  'Cocinar recetas nuevas': [
    'Una olla en la estufa echando vapor',
    'Pruebe una receta nueva por semana con lo que ya tiene en la alacena. La biblioteca pública presta libros de cocina gratis.',
  ],
  'Andar en bicicleta': [
    'Una bicicleta',
    'Desempolve una bici vieja: infle las llantas, revise los frenos y empiece por calles tranquilas o un camino del parque. Use siempre casco.',
  ],
  'Unirse a un club de lectura': [
    'Una pila de libros junto a una taza de té',
    'Las bibliotecas públicas prestan libros gratis y muchas tienen clubes de lectura. O forme el suyo con dos amistades y un libro que todos puedan pedir prestado.',
  ],
  Bailar: [
    'Un par de zapatos de baile con notas musicales',
    'Ponga una canción que le encante y muévase. Hay videos gratis para principiantes de todo, desde el baile en línea (line dancing) hasta la salsa.',
  ],
  'Aprender un idioma': [
    'Dos globos de diálogo',
    'Las apps gratis y su biblioteca le pueden enseñar lo básico. Practique diez minutos al día y ponga etiquetas a las cosas de su casa con el nombre de cada cosa en el idioma nuevo.',
  ],
  'Hacer caligrafía': [
    'Una pluma trazando una línea curva',
    'Empiece con un lápiz o un plumón barato. La “caligrafía falsa” (faux calligraphy) logra el mismo efecto a mano: escriba una palabra y luego engrose cada trazo que baja.',
  ],
  'Armar rompecabezas': [
    'Cuatro piezas de rompecabezas',
    'Las tiendas de segunda mano venden rompecabezas usados a buen precio, y puede intercambiar con sus amistades los que ya terminaron. Empiece por las piezas del borde.',
  ],
  Nadar: [
    'Unas gafas de natación sobre las olas',
    'Muchas piscinas comunitarias tienen horarios de nado libre a bajo costo y clases para adultos. Llame a la más cercana y pregunte.',
  ],
  'Jugar pickleball': [
    'Una paleta de pickleball y una pelota con agujeros',
    'Muchos parques tienen canchas públicas con juego abierto. Una paleta para principiantes y unas pelotas no cuestan mucho, y las reglas se aprenden en minutos.',
  ],
  'Pintar piedras': [
    'Una piedra lisa pintada con una flor',
    'Use piedras lisas de su propio patio o una bolsa de una tienda de jardinería, lávelas y píntelas con pintura acrílica barata para manualidades.',
  ],
  'Jugar disc golf': [
    'Un disco volador y una canasta de disc golf',
    'La mayoría de los campos de disc golf están en parques públicos y se juega gratis. Para empezar solo necesita un disco para principiantes.',
  ],
  'Hacer crucigramas': [
    'Una cuadrícula de crucigrama y un lápiz',
    'Muchos periódicos y sitios web publican un crucigrama gratis cada día. Empiece a principios de semana, cuando muchos periódicos publican sus crucigramas más fáciles.',
  ],
  Meditar: [
    'Una persona sentada con las piernas cruzadas y un sol sereno detrás',
    'Siéntese cómodamente, ponga un temporizador de cinco minutos y siga su respiración. Cuando la mente se le distraiga, vuelva con suavidad. Eso es todo.',
  ],
  'Escribir poesía': [
    'Una pluma sobre una hoja con renglones',
    'Escriba un poema corto al día sobre algo que le llamó la atención. Un haiku tiene solo tres versos, y la biblioteca presta libros de poesía gratis.',
  ],
  'Aprender a hacer malabares': [
    'Tres pelotas de malabares en el aire',
    'Empiece con una pelota, pasándola de una mano a la otra a la altura de los ojos, y luego agregue una segunda. Unos calcetines enrollados son pelotas de malabares gratis.',
  ],
};

/** The five questions, for fun: the hobby is a random pick, so no answer is wrong and none is stored. */
const QUESTIONS: readonly HobbyGeneratorQuestionWords[] = [
  {
    question: 'Tiene una hora libre. ¿Qué se le antoja más?',
    options: ['Moverme', 'Hacer algo con las manos', 'Aprender algo', 'Tomármelo con calma'],
  },
  {
    question: '¿Adentro o afuera?',
    options: ['Afuera, al aire libre', 'Adentro, bien a gusto', 'Cualquiera de los dos'],
  },
  {
    question: '¿Quién le acompaña?',
    options: ['Voy por mi cuenta', 'Una o dos amistades', 'Cuantos más, mejor'],
  },
  {
    question: 'Elija algo de comer para el camino.',
    options: ['Una manzana', 'Una mezcla de frutos secos', 'Un sándwich', 'Palomitas'],
  },
  {
    question: '¿Qué le debería dar un pasatiempo nuevo?',
    options: [
      'Una mente más tranquila',
      'Un cuerpo más fuerte',
      'Nuevas amistades',
      'Algo que pueda mostrar',
    ],
  },
];

/**
 * The hobby generator's words in Spanish, the twin of site/content/en/hobby-generator.ts; the button and
 * heading words keep the intent the product spec fixes for the English ones. The 30 hobbies are healthy
 * and free or cheap to start, in the order the engine's indexes count.
 */
export const HOBBY_GENERATOR_CONTENT: HobbyGeneratorContent = {
  title: 'Generador de pasatiempos',
  intro: [
    'El tiempo y el dinero que no gasta en jugar pueden ir a algo bueno. Conteste cinco preguntas rápidas y descubra un pasatiempo nuevo que puede empezar gratis o por muy poco dinero.',
  ],
  picture: {
    src: '/images/hobby-generator/title.svg',
    width: 320,
    height: 240,
    alt: 'Un pincel, un papalote y una planta en maceta',
  },
  start: 'Empezar el juego',
  questionProgress: (n, count) => `Pregunta ${n} de ${count}`,
  questions: QUESTIONS,
  result: 'Su nuevo pasatiempo es',
  hobbies: Object.entries(HOBBY_LINES).map(([name, [alt, howToStart]]): HobbyWords => ({
    name,
    alt,
    howToStart,
  })),
  howToStart: 'Cómo empezar:',
  resultNote: '¿No es para usted? Vuelva a intentarlo y le saldrá otro.',
  tryAgain: 'Intentar de nuevo',
  share: (hobby) => ({
    // The name is an infinitive, so in the middle of a sentence it only loses its capital.
    text: `Mi nuevo pasatiempo es ${hobby.charAt(0).toLocaleLowerCase('es-US')}${hobby.slice(1)}. Descubra el suyo en Play Smart.`,
    subject: 'Mi nuevo pasatiempo',
  }),
};
