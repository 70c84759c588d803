import type { GameTranslation } from '@casino/fair/games/game-texts/game-translation';

const sharedTable =
  'Et delt sanntidsbord trukket av den bevisbart rettferdige motoren, ikke en videostrøm: hver runde har sin egen server-seed, låst med sin SHA-256 før innsatsene åpner og avslørt etter trekningen.';

export const norwegianTexts: GameTranslation = {
  games: {
    dice: {
      description: 'Kast over eller under målet ditt: velg vinnersjansen selv, fra 1 % til 98 %.',
      details: 'Bevisbart rettferdig. Utbetaling 99 / vinnersjanse. Tilbakebetaling 99,00 % på alle mål.',
    },
    limbo: {
      description: 'Velg en multiplikator og se om trekningen når den.',
      details: 'Bevisbart rettferdig. Mål fra 1,01x til 1 000 000x. Tilbakebetaling 99,00 % på alle mål.',
    },
    plinko: {
      description: 'Slipp kulen gjennom 8 til 16 rader med pinner og se den sprette ned i en multiplikator.',
      details:
        'Bevisbart rettferdig. 8–16 rader, lav, middels eller høy risiko, opptil 1000x. Tilbakebetaling {low} % til {high} % etter tabell.',
    },
    keno: {
      description: 'Velg opptil 10 av 40 tall; 10 trekkes. Jo flere treff, jo større gevinst.',
      details:
        'Bevisbart rettferdig. 10 av 40 trekkes, lav, middels eller høy risiko, opptil 1000x. Tilbakebetaling {low} % til {high} % etter tabell.',
    },
    mines: {
      description:
        'Snu ruter på et 5×5-brett og ta ut før du treffer en mine. Flere miner, høyere multiplikatorer.',
      details:
        'Bevisbart rettferdig. 1 til 24 miner; hver trygg rute øker multiplikatoren; ta ut når du vil. Tilbakebetaling 99,00 %.',
    },
    hilo: {
      description: 'Høyere eller lavere? Tipp neste kort, bygg opp multiplikatoren og ta ut når du vil.',
      details:
        'Bevisbart rettferdig. Hvert riktig tips ganger gevinsten med oddsen sin; du kan hoppe over et hvilket som helst kort. Tilbakebetaling 99,00 %.',
    },
    crash: {
      description: 'Se multiplikatoren stige og ta ut før den krasjer. Alle spiller den samme runden.',
      details:
        'Bevisbart rettferdig: en publisert SHA-256-hashkjede og bustabits formel. Tilbakebetaling 99,00 % på hvert uttak.',
    },
    'nova-roulette': {
      description: `Europeisk rulett med én null. ${sharedTable}`,
      details:
        'Enkeltnummer 35:1, split 17:1, rad 11:1, hjørne 8:1, dobbeltrad 5:1, dusiner og kolonner 2:1, enkle sjanser 1:1. Tilbakebetaling 97,30 % på hver innsats.',
    },
    'nova-money-wheel': {
      description: `Et pengehjul med 54 felt og multiplikatorer på 2x og 7x. ${sharedTable}`,
      details:
        'Tallene 1, 2, 5, 10, 20 og 40 betaler tallet sitt mot én; en multiplikator snurrer hjulet igjen og ganger neste gevinst (høyst 49x). Tilbakebetaling per tall: 1: 95,15 %, 2: 95,26 %, 5: 90,95 %, 10: 96,25 %, 20: 92,40 %, 40: 90,48 %.',
    },
    'nova-baccarat': {
      description: `Punto banco fra en nystokket sko med åtte kortstokker hver hånd. ${sharedTable}`,
      details:
        'Spiller 1:1, bank 0,95:1 (5 % provisjon), uavgjort 8:1; ved uavgjort returneres innsatser på spiller og bank. Husets fordel: bank 1,06 %, spiller 1,24 %, uavgjort 14,36 %.',
    },
    'nova-blackjack': {
      description: `Blackjack med felles dealer: alle får de samme første kortene og spiller sin egen hånd. ${sharedTable}`,
      details:
        'Blackjack betaler 3:2, dealeren står på myk 17, dobling på de to første kortene, ingen splitt, ikke noe skjult kort (en dealer-blackjack tar også doblinger), uendelig sko. En hånd som ikke er spilt før beslutningstiden er ute, står. Tilbakebetaling 98,83 % av første innsats med beste spill.',
    },
  },
  slotDescriptions: {
    'neon-fruits': 'Klassisk frukt i neonlys: 5 hjul, 10 gevinstlinjer og en wild som betaler 3000x.',
    'sun-temple':
      'Gylne gudebilder i et ørkentempel: 243 måter å vinne på, gratisspinn med dobbel gevinst og bonuskjøp.',
    'dragon-hoard-megaways':
      'Vekk dragen på 6 hjul med skiftende høyde: opptil 117 649 måter å vinne på og gratisspinn med tredobbel gevinst.',
    'lucky-clover':
      'Følg regnbuen: 20 gevinstlinjer, hyppige gevinster og en gullkrukke som starter gratisspinn.',
    'frost-giants':
      'Storm ishallene: 243 måter å vinne på, wild-snøfnugg og gratisspinn med tredobbel gevinst som kan vinnes igjen.',
    'star-jackpot':
      'En klassiker med progressiv jackpot: 10 linjer, stjerneskudd-gratisspinn og en pott som vokser med hver innsats.',
    'pearl-diver':
      'Dykk etter perler på 5 hjul med 4 rader: 25 linjer, gratisspinn med dobbel gevinst og bonuskjøp.',
    'gold-rush-megaways':
      'Vask gull på 6 hjul med skiftende høyde: opptil 46 656 måter å vinne på og gratisspinn som kan vinnes igjen.',
  },
  slotDetails: {
    lines: (reels, rows, lines) => `${reels} hjul, ${rows} rader, ${lines} faste gevinstlinjer.`,
    ways: (reels, rows, ways) => `${reels} hjul, ${rows} rader, ${ways} måter å vinne på.`,
    megaways: (reels, minRows, maxRows, ways) =>
      `${reels} hjul med ${minRows} til ${maxRows} rader i hvert spinn: opptil ${ways} måter å vinne på.`,
    wild: 'Wild erstatter andre symboler.',
    freeSpins: (multiplier, cap) =>
      `3 eller flere scatter gir gratisspinn${multiplier ? ` med ${multiplier}x gevinst` : ''}, kan vinnes igjen opptil ${cap}.`,
    bonusBuy: (spins, price, rtp) =>
      `Bonuskjøp: ${spins} gratisspinn for ${price} ganger innsatsen (tilbakebetaling ${rtp} %).`,
    jackpot: (share) => `Progressiv jackpot fylt av ${share} % av hver innsats (del av tilbakebetalingen).`,
    rtp: (rtp) => `Tilbakebetaling ${rtp} %.`,
  },
};
