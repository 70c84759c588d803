import type { GameTranslation } from '@casino/fair/games/game-texts/game-translation';

const sharedTable =
  'Une table partagée en temps réel, tirée par le moteur équitable et vérifiable, pas un flux vidéo : chaque tour a sa propre graine serveur, engagée par son SHA-256 avant l’ouverture des mises et révélée après le tirage.';

export const frenchTexts: GameTranslation = {
  games: {
    dice: {
      description: 'Lancez au-dessus ou en dessous de votre cible : choisissez votre chance, de 1 % à 98 %.',
      details: 'Équitable et vérifiable. Gain 99 / chance. RTP de 99,00 % pour toute cible.',
    },
    limbo: {
      description: 'Annoncez un multiplicateur et voyez si le tirage l’atteint.',
      details: 'Équitable et vérifiable. Cibles de 1,01x à 1 000 000x. RTP de 99,00 % pour toute cible.',
    },
    plinko: {
      description:
        'Lâchez la bille à travers 8 à 16 rangées de clous et regardez-la rebondir jusqu’à un multiplicateur.',
      details:
        'Équitable et vérifiable. 8 à 16 rangées, risque faible, moyen ou élevé, jusqu’à 1000x. RTP de {low} % à {high} % selon la table.',
    },
    keno: {
      description:
        'Choisissez jusqu’à 10 numéros sur 40 ; 10 sont tirés. Plus vous en trouvez, plus vous gagnez.',
      details:
        'Équitable et vérifiable. 10 numéros tirés sur 40, risque faible, moyen ou élevé, jusqu’à 1000x. RTP de {low} % à {high} % selon la table.',
    },
    mines: {
      description:
        'Retournez des cases sur une grille de 5×5 et encaissez avant de tomber sur une mine. Plus de mines, plus gros multiplicateurs.',
      details:
        'Équitable et vérifiable. De 1 à 24 mines ; chaque case sûre augmente le multiplicateur ; encaissez quand vous voulez. RTP de 99,00 %.',
    },
    hilo: {
      description:
        'Plus haut ou plus bas ? Devinez la carte suivante, faites grimper votre multiplicateur et encaissez quand vous voulez.',
      details:
        'Équitable et vérifiable. Chaque bonne réponse multiplie votre gain par sa cote ; passez n’importe quelle carte. RTP de 99,00 %.',
    },
    crash: {
      description:
        'Regardez le multiplicateur monter et encaissez avant le crash. Tout le monde joue le même tour.',
      details:
        'Équitable et vérifiable : une chaîne de hachages SHA-256 publiée et la formule de bustabit. RTP de 99,00 % à chaque encaissement.',
    },
    'nova-roulette': {
      description: `Roulette européenne à un seul zéro. ${sharedTable}`,
      details:
        'Plein 35:1, cheval 17:1, transversale pleine 11:1, carré 8:1, sixain 5:1, douzaines et colonnes 2:1, chances simples 1:1. RTP de 97,30 % sur chaque mise.',
    },
    'nova-money-wheel': {
      description: `Une roue de la fortune à 54 segments avec des multiplicateurs 2x et 7x. ${sharedTable}`,
      details:
        'Les numéros 1, 2, 5, 10, 20 et 40 paient leur valeur contre un ; un multiplicateur relance la roue et multiplie le gain suivant (49x au plus). RTP par numéro : 1 : 95,15 %, 2 : 95,26 %, 5 : 90,95 %, 10 : 96,25 %, 20 : 92,40 %, 40 : 90,48 %.',
    },
    'nova-baccarat': {
      description: `Punto banco avec un sabot neuf de huit jeux à chaque main. ${sharedTable}`,
      details:
        'Joueur 1:1, banquier 0,95:1 (5 % de commission), égalité 8:1 ; en cas d’égalité, les mises sur le joueur et le banquier sont rendues. Avantage de la maison : banquier 1,06 %, joueur 1,24 %, égalité 14,36 %.',
    },
    'nova-blackjack': {
      description: `Blackjack à croupier partagé : tout le monde reçoit les mêmes premières cartes et joue sa propre main. ${sharedTable}`,
      details:
        'Le blackjack paie 3:2, le croupier reste sur 17 souple, doublement sur les deux premières cartes, pas de partage, pas de carte cachée (un blackjack du croupier prend aussi les mises doublées), sabot infini. Une main non jouée avant la fin de son temps de décision reste. RTP de 98,83 % de la mise initiale avec le meilleur jeu.',
    },
  },
  slotDescriptions: {
    'neon-fruits':
      'Des fruits classiques sous les néons : 5 rouleaux, 10 lignes de paiement et un wild qui paie 3000x.',
    'sun-temple':
      'Des idoles d’or dans un temple du désert : 243 façons de gagner, des tours gratuits à gains doublés et un achat de bonus.',
    'dragon-hoard-megaways':
      'Réveillez le dragon sur 6 rouleaux de hauteur variable : jusqu’à 117 649 façons de gagner et des tours gratuits à gains triplés.',
    'lucky-clover':
      'Suivez l’arc-en-ciel : 20 lignes de paiement, des gains fréquents et un pot d’or qui lance les tours gratuits.',
    'frost-giants':
      'Prenez d’assaut les salles de glace : 243 façons de gagner, des flocons wild et des tours gratuits à gains triplés qui se relancent.',
    'star-jackpot':
      'Un classique à jackpot progressif : 10 lignes, des tours gratuits étoiles filantes et une cagnotte qui grossit à chaque mise.',
    'pearl-diver':
      'Plongez à la recherche de perles sur 5 rouleaux de 4 rangées : 25 lignes, des tours gratuits à gains doublés et un achat de bonus.',
    'gold-rush-megaways':
      'Cherchez de l’or sur 6 rouleaux de hauteur variable : jusqu’à 46 656 façons de gagner et des tours gratuits qui se relancent.',
  },
  slotDetails: {
    lines: (reels, rows, lines) => `${reels} rouleaux, ${rows} rangées, ${lines} lignes de paiement fixes.`,
    ways: (reels, rows, ways) => `${reels} rouleaux, ${rows} rangées, ${ways} façons de gagner.`,
    megaways: (reels, minRows, maxRows, ways) =>
      `${reels} rouleaux de ${minRows} à ${maxRows} rangées à chaque tour : jusqu’à ${ways} façons de gagner.`,
    wild: 'Le wild remplace les autres symboles.',
    freeSpins: (multiplier, cap) =>
      `3 scatters ou plus donnent des tours gratuits${multiplier ? ` à gains x${multiplier}` : ''}, relançables jusqu’à ${cap}.`,
    bonusBuy: (spins, price, rtp) =>
      `Achat de bonus : ${spins} tours gratuits pour ${price} fois la mise (RTP de ${rtp} %).`,
    jackpot: (share) => `Jackpot progressif alimenté par ${share} % de chaque mise (compris dans le RTP).`,
    rtp: (rtp) => `RTP de ${rtp} %.`,
  },
};
