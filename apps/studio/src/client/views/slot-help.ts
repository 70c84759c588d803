import { el, svg } from '../dom';
import type { Formats } from '../format';
import type { Language, Translate } from '../i18n';
import type { SlotTitle } from '@casino/fair/games/slots/titles/slot-title';
import { symbolDrawing, symbolName } from './slot-symbol';

/** The help tab of a slot: its rules and its paytable, both read from the title's own maths. */

/** The player's language (symbol names) and notation (counts, multiples). */
interface HelpDeps {
  language: Language;
  formats: Formats;
}

/** A pay in coins as a multiple of the total bet: '7.5×' ('7,5×' in de). */
const asBetMultiple = (coins: number, coinsPerBet: number, formats: Formats) =>
  `${formats.short(coins / coinsPerBet)}×`;

function rules(title: SlotTitle, t: Translate, { formats }: HelpDeps) {
  const { layout, reels, wild, scatter, freeSpins, bonusBuy, jackpot } = title.config;
  const reelCount = String(reels.length);
  const paragraphs = [
    layout.kind === 'lines'
      ? t('slotLines', { reels: reelCount, rows: String(layout.rows), lines: String(layout.paylines.length) })
      : layout.kind === 'ways'
        ? t('slotWays', {
            reels: reelCount,
            rows: String(layout.rows),
            ways: String(layout.rows ** reels.length),
          })
        : t('slotMegaways', {
            reels: reelCount,
            min: String(layout.minRows),
            max: String(layout.maxRows),
            ways: formats.number(layout.maxRows ** reels.length),
          }),
  ];
  if (wild) paragraphs.push(t('slotWild'));
  if (scatter && freeSpins)
    paragraphs.push(
      t('slotFreeSpins', { cap: String(freeSpins.cap), multiplier: String(freeSpins.multiplier) }),
    );
  if (bonusBuy)
    paragraphs.push(
      t('slotBonusBuy', {
        price: String(bonusBuy.price),
        spins: String(bonusBuy.spins),
        rtp: title.bonusBuyRtp ? formats.percent(title.bonusBuyRtp) : '',
      }),
    );
  if (jackpot)
    paragraphs.push(t('slotJackpot', { share: formats.percent(jackpot.contributionBp / 100, { max: 2 }) }));
  return paragraphs.map((text) => el('p', {}, text));
}

/** The paytable's drawings need page-wide unique gradient ids, however often the help is opened. */
let iconCount = 0;

function paytable(title: SlotTitle, t: Translate, { language, formats }: HelpDeps) {
  const { config } = title;
  const counts = Array.from({ length: config.reels.length + 1 }, (_, count) => count).filter((count) =>
    Object.values(config.pays).some((pays) => (pays[count] ?? 0) > 0),
  );
  // Lines pay in line bets (a coin is a line bet); ways pay per way in parts of the total bet.
  const payText = (coins: number) =>
    config.layout.kind === 'lines' ? `${coins}×` : asBetMultiple(coins, config.coinsPerBet, formats);
  const icon = (symbol: string) => {
    const drawing = svg('svg', {
      viewBox: '0 0 100 100',
      width: 40,
      height: 40,
      role: 'img',
      'aria-label': symbolName(title, symbol, language),
    });
    iconCount += 1;
    drawing.append(symbolDrawing(title, symbol, `pay-${iconCount}`));
    return el('td', { class: 'pay-sym' }, drawing);
  };
  const rows = Object.entries(config.pays)
    .filter(([, pays]) => pays.some((pay) => pay > 0))
    .map(([symbol, pays]) =>
      el(
        'tr',
        {},
        icon(symbol),
        ...counts.map((count) => el('td', {}, pays[count] ? payText(pays[count]) : '—')),
      ),
    );
  if (config.scatter && config.scatterPays)
    rows.push(
      el(
        'tr',
        {},
        icon(config.scatter),
        ...counts.map((count) => {
          const pay = config.scatterPays![Math.min(count, config.scatterPays!.length - 1)] ?? 0;
          return el('td', {}, pay ? `${pay}×` : '—');
        }),
      ),
    );
  return el(
    'div',
    {},
    el('p', { class: 'muted' }, t(config.layout.kind === 'lines' ? 'slotPaysPerLine' : 'slotPaysPerWay')),
    el(
      'table',
      { class: 'table' },
      el('thead', {}, el('tr', {}, el('th', {}, ''), ...counts.map((count) => el('th', {}, String(count))))),
      el('tbody', {}, ...rows),
    ),
  );
}

export function slotHelp(title: SlotTitle, t: Translate, deps: HelpDeps) {
  return el('div', {}, ...rules(title, t, deps), el('h3', {}, t('paytable')), paytable(title, t, deps));
}
