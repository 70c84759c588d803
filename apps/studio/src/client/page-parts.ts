import type { SessionData } from './api';
import { el } from './dom';
import type { Translate } from './i18n';

/** The way back to the casino: its home and its cashier, opened in the top window. */
export function casinoLinks(session: SessionData, t: Translate): HTMLElement {
  const links = el('nav', { class: 'links' });
  if (session.homeUrl)
    links.append(el('a', { href: session.homeUrl, target: '_top', rel: 'noopener' }, t('home')));
  if (session.cashierUrl)
    links.append(el('a', { href: session.cashierUrl, target: '_top', rel: 'noopener' }, t('deposit')));
  return links;
}

/** The page's top bar: the game's title, fun or real money, the balance and the sound switch. */
export function topBar(
  session: SessionData,
  t: Translate,
  balanceOut: HTMLElement,
  muteButton: HTMLElement,
): HTMLElement {
  return el(
    'header',
    { class: 'topbar' },
    el('h1', {}, session.game.title),
    el('span', { class: `badge ${session.mode}` }, t(session.mode === 'fun' ? 'funMode' : 'realMode')),
    el('div', { class: 'balance' }, el('span', {}, t('balance')), balanceOut),
    muteButton,
  );
}
