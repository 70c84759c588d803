import type { GameTranslation } from '@casino/fair/games/game-texts/game-translation';

const sharedTable =
  'Ein gemeinsamer Echtzeit-Tisch, gezogen von der nachweislich fairen Engine, kein Videostream: Jede Runde hat ihren eigenen Server-Seed, der vor Öffnung der Einsätze per SHA-256 festgelegt und nach der Ziehung offengelegt wird.';

export const germanTexts: GameTranslation = {
  games: {
    dice: {
      description: 'Würfle über oder unter dein Ziel: Wähle deine Gewinnchance zwischen 1 % und 98 %.',
      details: 'Nachweislich fair. Auszahlung 99 / Gewinnchance. Auszahlungsquote 99,00 % bei jedem Ziel.',
    },
    limbo: {
      description: 'Nenne einen Multiplikator und sieh, ob die Ziehung ihn erreicht.',
      details: 'Nachweislich fair. Ziele von 1,01x bis 1.000.000x. Auszahlungsquote 99,00 % bei jedem Ziel.',
    },
    plinko: {
      description:
        'Lass die Kugel durch 8 bis 16 Reihen von Stiften fallen und sieh zu, wie sie in einen Multiplikator springt.',
      details:
        'Nachweislich fair. 8–16 Reihen, niedriges, mittleres oder hohes Risiko, bis zu 1000x. Auszahlungsquote {low} % bis {high} % je nach Tabelle.',
    },
    keno: {
      description:
        'Wähle bis zu 10 von 40 Zahlen; 10 werden gezogen. Je mehr Treffer, desto höher der Gewinn.',
      details:
        'Nachweislich fair. 10 von 40 gezogen, niedriges, mittleres oder hohes Risiko, bis zu 1000x. Auszahlungsquote {low} % bis {high} % je nach Tabelle.',
    },
    mines: {
      description:
        'Decke Felder auf einem 5×5-Feld auf und lass dir auszahlen, bevor du eine Mine triffst. Mehr Minen, höhere Multiplikatoren.',
      details:
        'Nachweislich fair. 1 bis 24 Minen; jedes sichere Feld erhöht den Multiplikator; Auszahlung jederzeit möglich. Auszahlungsquote 99,00 %.',
    },
    hilo: {
      description:
        'Höher oder tiefer? Tippe auf die nächste Karte, steigere deinen Multiplikator und lass dir auszahlen, wann du willst.',
      details:
        'Nachweislich fair. Jeder richtige Tipp multipliziert deinen Gewinn mit seiner Quote; jede Karte kann übersprungen werden. Auszahlungsquote 99,00 %.',
    },
    crash: {
      description:
        'Sieh dem Multiplikator beim Steigen zu und lass dir auszahlen, bevor er abstürzt. Alle spielen dieselbe Runde.',
      details:
        'Nachweislich fair: eine veröffentlichte SHA-256-Hashkette und die Formel von bustabit. Auszahlungsquote 99,00 % bei jeder Auszahlung.',
    },
    'nova-roulette': {
      description: `Europäisches Roulette mit einer Null. ${sharedTable}`,
      details:
        'Plein 35:1, Cheval 17:1, Transversale pleine 11:1, Carré 8:1, Transversale simple 5:1, Dutzende und Kolonnen 2:1, einfache Chancen 1:1. Auszahlungsquote 97,30 % auf jede Wette.',
    },
    'nova-money-wheel': {
      description: `Ein Geldrad mit 54 Feldern und Multiplikatoren 2x und 7x. ${sharedTable}`,
      details:
        'Die Zahlen 1, 2, 5, 10, 20 und 40 zahlen ihren Wert zu eins; ein Multiplikator dreht das Rad erneut und multipliziert den nächsten Gewinn (höchstens 49x). Auszahlungsquote je Zahl: 1: 95,15 %, 2: 95,26 %, 5: 90,95 %, 10: 96,25 %, 20: 92,40 %, 40: 90,48 %.',
    },
    'nova-baccarat': {
      description: `Punto Banco, jede Hand aus einem frisch gemischten Schuh mit acht Decks. ${sharedTable}`,
      details:
        'Spieler 1:1, Bank 0,95:1 (5 % Kommission), Unentschieden 8:1; bei Unentschieden werden Einsätze auf Spieler und Bank zurückgegeben. Hausvorteil: Bank 1,06 %, Spieler 1,24 %, Unentschieden 14,36 %.',
    },
    'nova-blackjack': {
      description: `Blackjack mit gemeinsamem Croupier: Alle erhalten dieselben ersten Karten und spielen ihre eigene Hand. ${sharedTable}`,
      details:
        'Blackjack zahlt 3:2, der Croupier steht auf Soft 17, Verdoppeln auf die ersten zwei Karten, kein Teilen, keine verdeckte Karte (ein Blackjack des Croupiers nimmt auch Verdopplungen), unendlicher Schuh. Eine Hand, die bis zum Ende der Entscheidungszeit nicht gespielt wird, steht. Auszahlungsquote 98,83 % des ersten Einsatzes bei optimalem Spiel.',
    },
  },
  slotDescriptions: {
    'neon-fruits':
      'Klassische Früchte im Neonlicht: 5 Walzen, 10 Gewinnlinien und ein Wild, das 3000x zahlt.',
    'sun-temple':
      'Goldene Götzenbilder in einem Wüstentempel: 243 Wege, Freispiele mit doppeltem Gewinn und ein Bonuskauf.',
    'dragon-hoard-megaways':
      'Wecke den Drachen auf 6 Walzen wechselnder Höhe: bis zu 117.649 Wege und Freispiele mit dreifachem Gewinn.',
    'lucky-clover':
      'Folge dem Regenbogen: 20 Gewinnlinien, häufige Gewinne und ein Goldtopf, der Freispiele auslöst.',
    'frost-giants':
      'Erstürme die Eishallen: 243 Wege, wilde Schneeflocken und Freispiele mit dreifachem Gewinn, die sich erneut auslösen lassen.',
    'star-jackpot':
      'Ein Klassiker mit progressivem Jackpot: 10 Linien, Sternschnuppen-Freispiele und ein Topf, der mit jedem Einsatz wächst.',
    'pearl-diver':
      'Tauche nach Perlen auf 5 Walzen mit 4 Reihen: 25 Linien, Freispiele mit doppeltem Gewinn und ein Bonuskauf.',
    'gold-rush-megaways':
      'Wasche Gold auf 6 Walzen wechselnder Höhe: bis zu 46.656 Wege und Freispiele, die sich erneut auslösen lassen.',
  },
  slotDetails: {
    lines: (reels, rows, lines) => `${reels} Walzen, ${rows} Reihen, ${lines} feste Gewinnlinien.`,
    ways: (reels, rows, ways) => `${reels} Walzen, ${rows} Reihen, ${ways} Wege.`,
    megaways: (reels, minRows, maxRows, ways) =>
      `${reels} Walzen mit ${minRows} bis ${maxRows} Reihen bei jedem Dreh: bis zu ${ways} Wege.`,
    wild: 'Das Wild ersetzt andere Symbole.',
    freeSpins: (multiplier, cap) =>
      `Ab 3 Scattern gibt es Freispiele${multiplier ? ` mit ${multiplier}x` : ''}, erneut auslösbar bis zu ${cap}.`,
    bonusBuy: (spins, price, rtp) =>
      `Bonuskauf: ${spins} Freispiele für das ${price}-Fache des Einsatzes (Auszahlungsquote ${rtp} %).`,
    jackpot: (share) =>
      `Progressiver Jackpot, gespeist aus ${share} % jedes Einsatzes (Teil der Auszahlungsquote).`,
    rtp: (rtp) => `Auszahlungsquote ${rtp} %.`,
  },
};
