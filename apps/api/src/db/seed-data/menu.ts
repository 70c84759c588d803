import type { Labels } from '../schema';

/** One side-drawer entry (spec section 2 "Navigation"); paths point into the web routes of section 2. */
export interface MenuSeedItem {
  slug: string;
  path: string;
  icon: string | null;
  requiresLogin?: boolean;
  labels: Labels;
  children?: MenuSeedItem[];
}

const l = (en: string, es: string, de: string, fr: string, pt: string, no: string): Labels => ({
  en,
  es,
  de,
  fr,
  pt,
  no,
});

export const sideDrawerMenu: MenuSeedItem[] = [
  {
    slug: 'rewards',
    path: '/rewards',
    icon: 'gift',
    labels: l('Rewards', 'Recompensas', 'Belohnungen', 'Récompenses', 'Recompensas', 'Belønninger'),
  },
  {
    slug: 'bonus',
    path: '/profile/bonuses',
    icon: 'bonus',
    requiresLogin: true,
    labels: l('Bonus', 'Bono', 'Bonus', 'Bonus', 'Bônus', 'Bonus'),
  },
  {
    slug: 'challenges',
    path: '/challenges',
    icon: 'target',
    labels: l('Challenges', 'Desafíos', 'Herausforderungen', 'Défis', 'Desafios', 'Utfordringer'),
  },
  {
    slug: 'vip-club',
    path: '/vip-program',
    icon: 'crown',
    labels: l('VIP Club', 'Club VIP', 'VIP-Club', 'Club VIP', 'Clube VIP', 'VIP-klubb'),
  },
  {
    slug: 'slots',
    path: '/casino',
    icon: 'slots',
    labels: l(
      'Slots',
      'Tragamonedas',
      'Spielautomaten',
      'Machines à sous',
      'Caça-níqueis',
      'Spilleautomater',
    ),
    children: [
      {
        slug: 'slots-all',
        path: '/casino',
        icon: null,
        labels: l(
          'All Games',
          'Todos los juegos',
          'Alle Spiele',
          'Tous les jeux',
          'Todos os jogos',
          'Alle spill',
        ),
      },
      {
        slug: 'slots-favorites',
        path: '/casino?category=favorites',
        icon: null,
        requiresLogin: true,
        labels: l(
          'Favorite Games',
          'Juegos favoritos',
          'Lieblingsspiele',
          'Jeux favoris',
          'Jogos favoritos',
          'Favorittspill',
        ),
      },
      {
        slug: 'slots-new',
        path: '/casino?category=new',
        icon: null,
        labels: l(
          'New Slots',
          'Nuevas tragamonedas',
          'Neue Slots',
          'Nouvelles machines à sous',
          'Novos caça-níqueis',
          'Nye spilleautomater',
        ),
      },
      {
        slug: 'slots-jackpot',
        path: '/casino?category=jackpot',
        icon: null,
        labels: l(
          'Jackpot Slots',
          'Tragamonedas con jackpot',
          'Jackpot-Slots',
          'Machines à jackpot',
          'Caça-níqueis com jackpot',
          'Jackpot-automater',
        ),
      },
      {
        slug: 'slots-megaways',
        path: '/casino?category=megaways',
        icon: null,
        labels: l(
          'Megaways and Multiways',
          'Megaways y Multiways',
          'Megaways und Multiways',
          'Megaways et Multiways',
          'Megaways e Multiways',
          'Megaways og Multiways',
        ),
      },
      {
        slug: 'slots-bonusbuy',
        path: '/casino?category=bonusbuy',
        icon: null,
        labels: l(
          'Bonusbuy',
          'Compra de bono',
          'Bonuskauf',
          'Achat de bonus',
          'Compra de bônus',
          'Bonuskjøp',
        ),
      },
    ],
  },
  {
    slug: 'live-casino',
    path: '/livecasino',
    icon: 'live',
    labels: l(
      'Live Casino',
      'Casino en vivo',
      'Live-Casino',
      'Casino en direct',
      'Cassino ao vivo',
      'Live-kasino',
    ),
    children: [
      {
        slug: 'live-lobby',
        path: '/livecasino',
        icon: null,
        labels: l('Lobby', 'Vestíbulo', 'Lobby', 'Accueil', 'Saguão', 'Lobby'),
      },
      {
        slug: 'live-baccarat',
        path: '/livecasino?category=baccarat',
        icon: null,
        labels: l('Baccarat', 'Bacará', 'Baccara', 'Baccara', 'Bacará', 'Baccarat'),
      },
      {
        slug: 'live-blackjack',
        path: '/livecasino?category=blackjack',
        icon: null,
        labels: l('Blackjack', 'Blackjack', 'Blackjack', 'Blackjack', 'Blackjack', 'Blackjack'),
      },
      {
        slug: 'live-roulette',
        path: '/livecasino?category=roulette',
        icon: null,
        labels: l('Roulette', 'Ruleta', 'Roulette', 'Roulette', 'Roleta', 'Rulett'),
      },
      {
        slug: 'live-all',
        path: '/livecasino?category=all',
        icon: null,
        labels: l(
          'All Live Games',
          'Todos los juegos en vivo',
          'Alle Live-Spiele',
          'Tous les jeux en direct',
          'Todos os jogos ao vivo',
          'Alle live-spill',
        ),
      },
    ],
  },
  {
    slug: 'game-shows',
    path: '/game-shows',
    icon: 'microphone',
    labels: l('Game Shows', 'Concursos', 'Spielshows', 'Jeux télévisés', 'Game shows', 'Spillshow'),
  },
  {
    slug: 'sportsbook',
    path: '/sportsbook',
    icon: 'ball',
    requiresLogin: true,
    labels: l(
      'Sportsbook',
      'Apuestas deportivas',
      'Sportwetten',
      'Paris sportifs',
      'Apostas esportivas',
      'Sportsbetting',
    ),
  },
  {
    slug: 'crash-and-fast',
    path: '/crash-and-fast',
    icon: 'rocket',
    labels: l(
      'Crash and Fast',
      'Crash y juegos rápidos',
      'Crash- und Schnellspiele',
      'Crash et jeux rapides',
      'Crash e jogos rápidos',
      'Crash og raske spill',
    ),
  },
  {
    slug: 'promotions',
    path: '/deposit-bonus',
    icon: 'megaphone',
    labels: l('Promotions', 'Promociones', 'Aktionen', 'Promotions', 'Promoções', 'Kampanjer'),
    children: [
      {
        slug: 'promotions-rewards',
        path: '/rewards',
        icon: null,
        labels: l('Rewards', 'Recompensas', 'Belohnungen', 'Récompenses', 'Recompensas', 'Belønninger'),
      },
      {
        slug: 'promotions-challenges',
        path: '/challenges',
        icon: null,
        labels: l('Challenges', 'Desafíos', 'Herausforderungen', 'Défis', 'Desafios', 'Utfordringer'),
      },
      {
        slug: 'promotions-deposit-bonus',
        path: '/deposit-bonus',
        icon: null,
        labels: l(
          'Deposit Bonus',
          'Bono de depósito',
          'Einzahlungsbonus',
          'Bonus de dépôt',
          'Bônus de depósito',
          'Innskuddsbonus',
        ),
      },
    ],
  },
  {
    slug: 'tournaments',
    path: '/slot-races',
    icon: 'trophy',
    labels: l('Tournaments', 'Torneos', 'Turniere', 'Tournois', 'Torneios', 'Turneringer'),
    children: [
      {
        slug: 'tournaments-slot-races',
        path: '/slot-races',
        icon: null,
        labels: l(
          'Slot Races',
          'Carreras de tragamonedas',
          'Slot-Rennen',
          'Courses de machines à sous',
          'Corridas de caça-níqueis',
          'Automatløp',
        ),
      },
      {
        slug: 'tournaments-network-promotions',
        path: '/network-promotions',
        icon: null,
        labels: l(
          'Network Promotions',
          'Promociones de red',
          'Netzwerk-Aktionen',
          'Promotions du réseau',
          'Promoções da rede',
          'Nettverkskampanjer',
        ),
      },
    ],
  },
  {
    slug: 'news',
    path: '/news',
    icon: 'news',
    labels: l(
      'News And Blog',
      'Noticias y blog',
      'News und Blog',
      'Actualités et blog',
      'Notícias e blog',
      'Nyheter og blogg',
    ),
  },
  {
    slug: 'affiliates',
    path: '/info/affiliates',
    icon: 'handshake',
    labels: l('Affiliates', 'Afiliados', 'Partnerprogramm', 'Affiliation', 'Afiliados', 'Partnere'),
  },
  {
    slug: 'live-chat',
    path: '#live-chat',
    icon: 'chat',
    labels: l('Live Chat', 'Chat en vivo', 'Live-Chat', 'Chat en direct', 'Chat ao vivo', 'Livechat'),
  },
  {
    slug: 'contact-us',
    path: '/info/contact-us',
    icon: 'mail',
    labels: l('Contact Us', 'Contáctanos', 'Kontakt', 'Nous contacter', 'Fale conosco', 'Kontakt oss'),
  },
];
