import type { ArticleContent } from '../../pages/Article';

/**
 * The privacy policy in Spanish: the English policy's every statement, no more and no less (each one
 * matches the code; see site/content/en/privacy.ts for where). Paths, cookie names and event names stay as
 * the code spells them. Change both together.
 */
export const PRIVACY_CONTENT: ArticleContent = {
  title: 'Política de privacidad',
  lead: 'Play Smart está hecho para saber lo menos posible sobre usted. Esta página explica qué guarda el sitio, por qué, por cuánto tiempo y quién lo ve.',
  updated: 'Última actualización: 27 de noviembre de 2026.',
  contentsLabel: 'En esta página',
  sections: [
    {
      id: 'short-version',
      heading: 'En resumen',
      paragraphs: [],
      list: [
        'Puede jugar, hacer los cuestionarios y usar la calculadora sin dar ningún dato personal. Sus respuestas se quedan en su dispositivo.',
        'Solo se envían cuatro cosas a nuestro servidor: la puntuación de una partida terminada de El scroll del infinito (un número), el formulario de la camiseta, el formulario para enviar un correo a un amigo y el formulario de contacto. La sección siguiente enumera cada solicitud que hace la página.',
        'Si se inscribe para recibir una camiseta gratis, guardamos lo que escribe en el formulario para poder enviarle la camiseta por correo, hasta que el personal lo borre.',
        'Si le envía un correo a un amigo, su dirección se usa para enviar ese único mensaje y no se guarda. Solo se conserva por un día un código irreversible creado a partir de ella, para limitar cuántos mensajes recibe una misma dirección.',
        'Si nos escribe desde la página de contacto, guardamos su mensaje, su nombre y su correo electrónico para que el personal pueda responderle, hasta que el personal los borre.',
        'No hay cookies de publicidad ni de seguimiento. El sitio solo crea pequeñas cookies en las tres páginas que tienen un formulario, y cuando usted envía la puntuación de un juego o elige un idioma.',
      ],
    },
    {
      id: 'what-is-sent',
      heading: 'Qué envía su navegador a nuestro servidor',
      paragraphs: [
        'Como en cualquier sitio web, su navegador le pide a nuestro servidor cada página, imagen y script. Aparte de eso, la página solo hace estas solicitudes:',
      ],
      list: [
        '/api/scroll-games: cuando termina una partida de El scroll del infinito, la página envía su puntuación final (un número, nada más) y luego pide las cifras de los demás jugadores para mostrar su posición.',
        '/api/register: cuando envía el formulario de la camiseta gratis, la página envía lo que usted escribió en él.',
        '/api/emailfriend: cuando envía el formulario para enviar un correo a un amigo, la página envía la dirección de su amigo o amiga, para que le mandemos un solo mensaje.',
        '/api/contact: cuando envía el formulario de contacto, la página envía el tema, su nombre, su correo electrónico y su mensaje, para que el personal pueda responderle.',
        '/api/csrf: justo antes del primero de esos cuatro envíos, la página pide las dos cookies de seguridad que aparecen en Cookies. No envía nada sobre usted.',
        '/js/config/quiz-questions.json: el Quiz de riesgos imprevistos descarga sus preguntas. No envía nada sobre usted, y sus respuestas no se envían.',
      ],
      after: [
        'No se envía nada de lo que responda en el cuestionario ¿Jugador o jugador con problemas?, el Quiz de riesgos imprevistos, los dos generadores o la calculadora.',
      ],
    },
    {
      id: 'tshirt',
      heading: 'La inscripción para la camiseta gratis',
      paragraphs: [
        'Qué guardamos: su nombre y apellido, su fecha de nacimiento, su dirección (líneas de la dirección, ciudad, estado y código postal), su correo electrónico, su talla de camiseta, que usted aceptó esta política, qué oferta le llevó al formulario (el nombre de un juego o la página principal) y la fecha y hora de su inscripción.',
        'Para dar una sola camiseta por persona, también guardamos su correo electrónico en minúsculas y un código irreversible creado a partir de su nombre, fecha de nacimiento y dirección. Con ese código no se pueden recuperar sus datos; solo nos indica cuándo la misma persona se inscribe dos veces.',
        'Por qué: para enviarle la camiseta por correo, para comprobar que tiene 18 años o más y una dirección en Ohio (las camisetas son solo para residentes de Ohio) y para dar una sola camiseta por persona.',
        'Quién lo ve: el personal de la Lotería de Ohio que envía las camisetas, mediante un archivo de exportación que solo puede usar el personal. No se muestra en el sitio, no se vende y no se usa para publicidad.',
        'Por cuánto tiempo: hasta que el personal lo borre. El sitio le da al personal un comando que borra todas las inscripciones con más días de antigüedad de los que el personal elija, pensado para usarse una vez enviadas las camisetas.',
      ],
    },
    {
      id: 'email-a-friend',
      heading: 'Enviar un correo a un amigo',
      paragraphs: [
        'No guardamos ninguna dirección de correo electrónico. La dirección que usted escribe se usa para enviar un único mensaje fijo, que puede ver antes de enviarlo. No se escribe en nuestra base de datos ni en ningún registro. Se conserva por un día un código irreversible creado a partir de ella (vea Registros y límites del servidor).',
        'El mensaje no incluye su nombre ni su dirección. Como cualquier correo electrónico, pasa por el sistema de correo que lo entrega.',
      ],
    },
    {
      id: 'contact',
      heading: 'La página de contacto',
      paragraphs: [
        'Qué guardamos: de qué trata su mensaje (una barrera de accesibilidad, una pregunta o una solicitud para borrar su inscripción), su nombre, su correo electrónico, su mensaje y la fecha y hora en que lo envió.',
        'Por qué: para responderle y hacer lo que nos pide, por ejemplo, borrar su inscripción para la camiseta.',
        'Quién lo ve: el personal de la Lotería de Ohio que responde los mensajes, mediante un archivo de exportación que solo puede usar el personal. No se muestra en el sitio, no se escribe en ningún registro, no se vende y no se usa para publicidad.',
        'Por cuánto tiempo: hasta que el personal lo borre. El sitio le da al personal un comando que borra todos los mensajes con más días de antigüedad de los que el personal elija, pensado para usarse una vez respondidos los mensajes.',
      ],
    },
    {
      id: 'games',
      heading: 'Juegos, cuestionarios y la calculadora',
      paragraphs: [
        'Sus respuestas se quedan en su navegador: no nos llega nada de lo que elija en un cuestionario, un juego o la calculadora.',
        'La única excepción es una puntuación: cuando termina una partida de El scroll del infinito, la página envía su puntuación final (un número, nada más) para que podamos mostrar hasta dónde llegaron otros jugadores. Las puntuaciones solo se guardan como recuentos por rango de puntuación, sin nada que las relacione con usted.',
        'Su navegador también recuerda dos cosas en su dispositivo (en su almacenamiento local): si ya se inscribió para recibir una camiseta, para que el sitio deje de ofrecérsela, y el tiempo adicional que haya elegido para un juego con tiempo. Esos datos nunca salen de su dispositivo.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Estadísticas del sitio',
      paragraphs: [
        'Cuando usted termina un juego o la calculadora, la página anota que ocurrió y de qué juego se trataba, por ejemplo “game_end” y “gambler-quiz”. Nada más: nunca sus respuestas, su puntuación, su nivel de riesgo ni nada sobre usted.',
        'Estas notas se guardan en una lista dentro de la página (su “capa de datos”). Si la Lotería de Ohio usa su herramienta de estadísticas (Google Tag Manager) en el sitio, esa herramienta envía estas notas a Google para las estadísticas de la Lotería sobre cómo se usa el sitio, y se aplica la política de privacidad de Google.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'El sitio no crea ninguna cookie en las páginas que usted solo lee o donde juega. Las tres páginas que tienen un formulario, “¡Camiseta gratis!”, “Pedir ayuda, dar ayuda” y “Contáctenos”, crean las dos primeras al abrirse, para que su formulario funcione también sin JavaScript. Las demás solo se crean cuando envía una puntuación o elige un idioma:',
      ],
      list: [
        'anon (llamada __Host-anon en el sitio seguro): un código al azar que representa a su navegador, no a usted (su navegador lo protege de los scripts de otras páginas). Protege los formularios contra falsificaciones y nos permite limitar cuántas veces un navegador puede enviar la inscripción. Se conserva siete días.',
        'XSRF-TOKEN: un código creado a partir del anterior, que la página devuelve con cada formulario para demostrar que el formulario viene de este sitio. Se conserva siete días.',
        'scroll-posted: después de que envía una puntuación de El scroll del infinito, durante un minuto, para que las estadísticas que ve incluyan su propia puntuación.',
        'lang: el idioma que usted eligió con el enlace English / Español de la parte de arriba de la página (en o es), para que la página principal se abra en ese idioma la próxima vez. Solo se crea cuando usted usa ese enlace; nunca lo adivinamos por su navegador ni por su dirección. Se conserva un año.',
      ],
      after: [
        'Los videos los reproduce Vimeo, y solo se cargan cuando usted abre uno: a ellos se aplica la política de privacidad de Vimeo. Cuando los formularios usan Google reCAPTCHA para impedir el paso a los robots, este solo se carga cuando usted empieza a llenar un formulario, y se aplican la política de privacidad y las condiciones de Google.',
      ],
    },
    {
      id: 'logs',
      heading: 'Registros y límites del servidor',
      paragraphs: [
        'Los registros de nuestro servidor solo anotan el tipo de solicitud y la dirección de la página: no su dirección IP, no sus cookies y nada de lo que usted escribió.',
        'Para limitar con qué frecuencia se pueden enviar formularios y puntuaciones, y cuántas cookies de seguridad nuevas recibe una misma dirección, el servidor cuenta las solicitudes durante unos minutos (de uno a diez, según cómo esté configurado el sitio) por su dirección de internet (IP) o por la cookie anon. Cada recuento vence después de ese tiempo y se borra en aproximadamente una hora.',
        'Para que un formulario enviado dos veces (por un doble clic, o reenviado tras perder la conexión) se procese una sola vez, cada formulario lleva un código al azar, nuevo cada vez que se abre la página. Cuando responde a un formulario, el servidor guarda durante un día ese código, su respuesta y un código irreversible creado a partir de lo enviado, y luego los borra. Con ese código irreversible no se puede recuperar lo que usted escribió.',
        'Para que nadie use el sitio para llenar de mensajes el buzón de otra persona, cada buzón puede recibir como máximo tres mensajes al día desde el formulario para enviar un correo a un amigo, sin importar cómo se escriba la dirección: las mayúsculas, lo que va después de un signo más (nombre+algo@…) y, en Gmail, los puntos del nombre y la forma googlemail.com cuentan como el mismo buzón. Para contarlos, el servidor guarda por un día un código irreversible creado a partir de la dirección del buzón y luego lo borra en aproximadamente una hora. Con ese código no se puede recuperar la dirección.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Sus opciones y cómo borrar sus datos',
      paragraphs: [
        'Inscribirse para recibir una camiseta es decisión suya, y nada más en el sitio lo requiere.',
        'Para preguntar qué datos tenemos sobre usted, o para pedir que borremos antes su inscripción, escríbanos desde la página de contacto (elija “Borrar lo que les envié”) o comuníquese con la Lotería de Ohio a través de ohiolottery.com, e indique el correo electrónico que usó.',
        'Si borra los datos de este sitio en su navegador, se eliminan las cookies y lo que su navegador había recordado.',
      ],
    },
  ],
};
