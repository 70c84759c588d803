import type { GameTranslation } from '@casino/fair/games/game-texts/game-translation';

const sharedTable =
  'Uma mesa partilhada em tempo real, sorteada pelo motor comprovadamente justo, não uma transmissão de vídeo: cada ronda tem a sua própria semente do servidor, fixada pelo seu SHA-256 antes de abrirem as apostas e revelada depois do sorteio.';

export const portugueseTexts: GameTranslation = {
  games: {
    dice: {
      description: 'Lance acima ou abaixo do seu alvo: escolha a sua probabilidade, de 1 % a 98 %.',
      details: 'Comprovadamente justo. Pagamento 99 / probabilidade. RTP de 99,00 % em qualquer alvo.',
    },
    limbo: {
      description: 'Escolha um multiplicador e veja se o sorteio o alcança.',
      details: 'Comprovadamente justo. Alvos de 1,01x a 1.000.000x. RTP de 99,00 % em qualquer alvo.',
    },
    plinko: {
      description: 'Largue a bola por 8 a 16 filas de pinos e veja-a saltar até um multiplicador.',
      details:
        'Comprovadamente justo. 8–16 filas, risco baixo, médio ou alto, até 1000x. RTP de {low} % a {high} % consoante a tabela.',
    },
    keno: {
      description: 'Escolha até 10 números de 40; são sorteados 10. Quanto mais acertar, mais ganha.',
      details:
        'Comprovadamente justo. 10 de 40 sorteados, risco baixo, médio ou alto, até 1000x. RTP de {low} % a {high} % consoante a tabela.',
    },
    mines: {
      description:
        'Vire casas num tabuleiro de 5×5 e retire antes de encontrar uma mina. Mais minas, multiplicadores maiores.',
      details:
        'Comprovadamente justo. De 1 a 24 minas; cada casa segura aumenta o multiplicador; retire quando quiser. RTP de 99,00 %.',
    },
    hilo: {
      description:
        'Mais alta ou mais baixa? Adivinhe a próxima carta, faça crescer o multiplicador e retire quando quiser.',
      details:
        'Comprovadamente justo. Cada palpite certo multiplica o seu prémio pela sua cota; pode saltar qualquer carta. RTP de 99,00 %.',
    },
    crash: {
      description: 'Veja o multiplicador subir e retire antes que rebente. Todos jogam a mesma ronda.',
      details:
        'Comprovadamente justo: uma cadeia de hashes SHA-256 publicada e a fórmula do bustabit. RTP de 99,00 % em qualquer retirada.',
    },
    'nova-roulette': {
      description: `Roleta europeia com um só zero. ${sharedTable}`,
      details:
        'Número pleno 35:1, cavalo 17:1, transversal 11:1, quadrado 8:1, linha dupla 5:1, dúzias e colunas 2:1, apostas simples 1:1. RTP de 97,30 % em cada aposta.',
    },
    'nova-money-wheel': {
      description: `Uma roda da fortuna de 54 segmentos com multiplicadores 2x e 7x. ${sharedTable}`,
      details:
        'Os números 1, 2, 5, 10, 20 e 40 pagam o seu número para um; um multiplicador faz girar a roda outra vez e multiplica o prémio seguinte (no máximo 49x). RTP por número: 1: 95,15 %, 2: 95,26 %, 5: 90,95 %, 10: 96,25 %, 20: 92,40 %, 40: 90,48 %.',
    },
    'nova-baccarat': {
      description: `Punto banco com um sapato novo de oito baralhos em cada mão. ${sharedTable}`,
      details:
        'Jogador 1:1, banca 0,95:1 (5 % de comissão), empate 8:1; num empate, as apostas no jogador e na banca são devolvidas. Vantagem da casa: banca 1,06 %, jogador 1,24 %, empate 14,36 %.',
    },
    'nova-blackjack': {
      description: `Blackjack com croupier partilhado: todos recebem as mesmas primeiras cartas e jogam a sua própria mão. ${sharedTable}`,
      details:
        'O blackjack paga 3:2, o croupier fica em 17 suave, dobrar nas duas primeiras cartas, sem dividir, sem carta virada (um blackjack do croupier leva também as apostas dobradas), sapato infinito. Uma mão não jogada antes do fim do tempo de decisão fica. RTP de 98,83 % da aposta inicial com a melhor jogada.',
    },
  },
  slotDescriptions: {
    'neon-fruits':
      'Frutas clássicas sob luz de néon: 5 rolos, 10 linhas de pagamento e um wild que paga 3000x.',
    'sun-temple':
      'Ídolos dourados num templo do deserto: 243 formas de ganhar, rodadas grátis com prémio duplo e compra de bónus.',
    'dragon-hoard-megaways':
      'Acorde o dragão em 6 rolos de altura variável: até 117.649 formas de ganhar e rodadas grátis com prémio triplo.',
    'lucky-clover':
      'Siga o arco-íris: 20 linhas de pagamento, prémios frequentes e um pote de ouro que ativa rodadas grátis.',
    'frost-giants':
      'Invada os salões de gelo: 243 formas de ganhar, flocos de neve wild e rodadas grátis com prémio triplo que se reativam.',
    'star-jackpot':
      'Um clássico com jackpot progressivo: 10 linhas, rodadas grátis de estrelas cadentes e um pote que cresce com cada aposta.',
    'pearl-diver':
      'Mergulhe à procura de pérolas em 5 rolos de 4 filas: 25 linhas, rodadas grátis com prémio duplo e compra de bónus.',
    'gold-rush-megaways':
      'Procure ouro em 6 rolos de altura variável: até 46.656 formas de ganhar e rodadas grátis que se reativam.',
  },
  slotDetails: {
    lines: (reels, rows, lines) => `${reels} rolos, ${rows} filas, ${lines} linhas de pagamento fixas.`,
    ways: (reels, rows, ways) => `${reels} rolos, ${rows} filas, ${ways} formas de ganhar.`,
    megaways: (reels, minRows, maxRows, ways) =>
      `${reels} rolos de ${minRows} a ${maxRows} filas em cada rodada: até ${ways} formas de ganhar.`,
    wild: 'O wild substitui os outros símbolos.',
    freeSpins: (multiplier, cap) =>
      `3 ou mais scatters dão rodadas grátis${multiplier ? ` com prémios x${multiplier}` : ''}, reativáveis até ${cap}.`,
    bonusBuy: (spins, price, rtp) =>
      `Compra de bónus: ${spins} rodadas grátis por ${price} vezes a aposta (RTP de ${rtp} %).`,
    jackpot: (share) => `Jackpot progressivo alimentado por ${share} % de cada aposta (incluído no RTP).`,
    rtp: (rtp) => `RTP de ${rtp} %.`,
  },
};
