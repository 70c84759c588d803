import type { GameTranslation } from '@casino/fair/games/game-texts/game-translation';

const sharedTable =
  'Una mesa compartida en tiempo real, sorteada por el motor demostrablemente justo, no un vídeo: cada ronda tiene su propia semilla del servidor, fijada con su SHA-256 antes de abrir las apuestas y revelada tras el sorteo.';

export const spanishTexts: GameTranslation = {
  games: {
    dice: {
      description: 'Tira por encima o por debajo de tu objetivo: elige tu probabilidad, del 1 % al 98 %.',
      details: 'Demostrablemente justo. Pago 99 / probabilidad. RTP del 99,00 % con cualquier objetivo.',
    },
    limbo: {
      description: 'Elige un multiplicador y comprueba si el sorteo lo alcanza.',
      details:
        'Demostrablemente justo. Objetivos de 1,01x a 1.000.000x. RTP del 99,00 % con cualquier objetivo.',
    },
    plinko: {
      description:
        'Deja caer la bola entre 8 y 16 filas de clavos y mira cómo rebota hasta un multiplicador.',
      details:
        'Demostrablemente justo. 8–16 filas, riesgo bajo, medio o alto, hasta 1000x. RTP del {low} % al {high} % según la tabla.',
    },
    keno: {
      description: 'Elige hasta 10 números de 40; se sortean 10. Cuantos más aciertes, más ganas.',
      details:
        'Demostrablemente justo. Se sortean 10 de 40, riesgo bajo, medio o alto, hasta 1000x. RTP del {low} % al {high} % según la tabla.',
    },
    mines: {
      description:
        'Destapa casillas en un tablero de 5×5 y retira antes de dar con una mina. Más minas, multiplicadores más altos.',
      details:
        'Demostrablemente justo. De 1 a 24 minas; cada casilla segura sube el multiplicador; retira cuando quieras. RTP del 99,00 %.',
    },
    hilo: {
      description:
        '¿Mayor o menor? Adivina la siguiente carta, aumenta tu multiplicador y retira cuando quieras.',
      details:
        'Demostrablemente justo. Cada acierto multiplica tu premio por su cuota; puedes saltarte cualquier carta. RTP del 99,00 %.',
    },
    crash: {
      description:
        'Mira cómo sube el multiplicador y retira antes de que explote. Todos juegan la misma ronda.',
      details:
        'Demostrablemente justo: una cadena de hashes SHA-256 publicada y la fórmula de bustabit. RTP del 99,00 % en cualquier retirada.',
    },
    'nova-roulette': {
      description: `Ruleta europea con un solo cero. ${sharedTable}`,
      details:
        'Pleno 35:1, caballo 17:1, calle 11:1, cuadro 8:1, seisena 5:1, docenas y columnas 2:1, suertes sencillas 1:1. RTP del 97,30 % en cada apuesta.',
    },
    'nova-money-wheel': {
      description: `Una rueda de la fortuna de 54 segmentos con multiplicadores 2x y 7x. ${sharedTable}`,
      details:
        'Los números 1, 2, 5, 10, 20 y 40 pagan su número a uno; un multiplicador hace girar la rueda de nuevo y multiplica el siguiente premio (como máximo 49x). RTP por número: 1: 95,15 %, 2: 95,26 %, 5: 90,95 %, 10: 96,25 %, 20: 92,40 %, 40: 90,48 %.',
    },
    'nova-baccarat': {
      description: `Punto banco con un sabot nuevo de ocho barajas en cada mano. ${sharedTable}`,
      details:
        'Jugador 1:1, banca 0,95:1 (5 % de comisión), empate 8:1; en un empate se devuelven las apuestas a jugador y banca. Ventaja de la casa: banca 1,06 %, jugador 1,24 %, empate 14,36 %.',
    },
    'nova-blackjack': {
      description: `Blackjack con crupier compartido: todos reciben las mismas primeras cartas y juegan su propia mano. ${sharedTable}`,
      details:
        'El blackjack paga 3:2, el crupier se planta con 17 blando, se dobla con las dos primeras cartas, sin separar, sin carta oculta (un blackjack del crupier se lleva también las apuestas dobladas), sabot infinito. Una mano no jugada antes de que acabe su tiempo de decisión se planta. RTP del 98,83 % de la apuesta inicial con el mejor juego.',
    },
  },
  slotDescriptions: {
    'neon-fruits':
      'Frutas clásicas bajo luz de neón: 5 rodillos, 10 líneas de pago y un comodín que paga 3000x.',
    'sun-temple':
      'Ídolos dorados en un templo del desierto: 243 formas, giros gratis con premio doble y compra de bono.',
    'dragon-hoard-megaways':
      'Despierta al dragón en 6 rodillos de altura cambiante: hasta 117.649 formas y giros gratis con premio triple.',
    'lucky-clover':
      'Sigue el arcoíris: 20 líneas de pago, premios frecuentes y una olla de oro que activa giros gratis.',
    'frost-giants':
      'Asalta los salones de hielo: 243 formas, copos de nieve comodín y giros gratis con premio triple que se reactivan.',
    'star-jackpot':
      'Un clásico con bote progresivo: 10 líneas, giros gratis de estrellas fugaces y un bote que crece con cada apuesta.',
    'pearl-diver':
      'Bucea en busca de perlas en 5 rodillos de 4 filas: 25 líneas, giros gratis con premio doble y compra de bono.',
    'gold-rush-megaways':
      'Busca oro en 6 rodillos de altura cambiante: hasta 46.656 formas y giros gratis que se reactivan.',
  },
  slotDetails: {
    lines: (reels, rows, lines) => `${reels} rodillos, ${rows} filas, ${lines} líneas de pago fijas.`,
    ways: (reels, rows, ways) => `${reels} rodillos, ${rows} filas, ${ways} formas de ganar.`,
    megaways: (reels, minRows, maxRows, ways) =>
      `${reels} rodillos de ${minRows} a ${maxRows} filas en cada giro: hasta ${ways} formas de ganar.`,
    wild: 'El comodín sustituye a otros símbolos.',
    freeSpins: (multiplier, cap) =>
      `3 o más scatters dan giros gratis${multiplier ? ` con premios x${multiplier}` : ''}, reactivables hasta ${cap}.`,
    bonusBuy: (spins, price, rtp) =>
      `Compra de bono: ${spins} giros gratis por ${price} veces la apuesta (RTP del ${rtp} %).`,
    jackpot: (share) => `Bote progresivo alimentado con el ${share} % de cada apuesta (incluido en el RTP).`,
    rtp: (rtp) => `RTP del ${rtp} %.`,
  },
};
