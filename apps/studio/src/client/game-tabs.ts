import { el } from './dom';
import type { Translate } from './i18n';

export type TabName = 'history' | 'fairness' | 'help';

/** The shell's tabs under the game (history, fairness, help), labelled in the player's language. */
export function gameTabs(t: Translate, panels: Record<TabName, HTMLElement>) {
  const tabBar = el('div', { class: 'tabs', role: 'tablist' });
  const panelHost = el('div', { class: 'tab-panel' });
  const show = (name: TabName) => {
    for (const button of tabBar.querySelectorAll('button'))
      button.setAttribute('aria-selected', String(button.dataset.tab === name));
    panelHost.replaceChildren(panels[name]);
  };
  for (const name of Object.keys(panels) as TabName[]) {
    const button = el('button', { type: 'button', role: 'tab', 'data-tab': name }, t(name));
    button.addEventListener('click', () => show(name));
    tabBar.append(button);
  }
  show('history');
  return { tabBar, panelHost, show };
}
