import type { Api, PublicSeed } from './api';
import { el } from './dom';
import type { Translate } from './i18n';
import { sha256Hex } from './verify';

/** The seeds in play (the server seed only by its hash), the client seed to edit, and rotation. */
export function fairnessPanel(deps: { t: Translate; api: Api; seed: PublicSeed; onRotated: () => void }) {
  const { t } = deps;
  let seed = deps.seed;
  const hashOut = el('code', { class: 'mono', 'data-testid': 'server-seed-hash' });
  const nonceOut = el('output', { class: 'mono' });
  const clientInput = el('input', {
    type: 'text',
    class: 'field mono',
    maxlength: '64',
    'aria-label': t('clientSeed'),
  });
  const rotateButton = el('button', { type: 'button', class: 'chip' }, t('rotate'));
  const revealed = el('div', { class: 'revealed', 'data-testid': 'studio-revealed' });
  const paint = () => {
    hashOut.textContent = seed.serverSeedHash;
    nonceOut.textContent = String(seed.nonce);
    clientInput.value = seed.clientSeed;
  };
  rotateButton.addEventListener('click', async () => {
    rotateButton.disabled = true;
    try {
      const value = clientInput.value.trim();
      const answer = await deps.api.rotate(value && value !== seed.clientSeed ? value : undefined);
      seed = answer.seed;
      paint();
      if (answer.revealed?.serverSeed) {
        // The player can see for themselves that the revealed seed is the one whose hash was shown.
        const hash = await sha256Hex(answer.revealed.serverSeed);
        revealed.replaceChildren(
          el('p', {}, t('revealedSeed')),
          el('code', { class: 'mono' }, answer.revealed.serverSeed),
          el(
            'p',
            { class: hash === answer.revealed.serverSeedHash ? 'is-win' : 'is-error' },
            `SHA-256 = ${hash} ${hash === answer.revealed.serverSeedHash ? '✔' : '✘'}`,
          ),
        );
      }
      deps.onRotated();
    } finally {
      rotateButton.disabled = false;
    }
  });
  paint();
  return {
    element: el(
      'section',
      { class: 'panel fairness' },
      el('label', { class: 'control' }, el('span', {}, t('serverSeedHash')), hashOut),
      el('label', { class: 'control' }, el('span', {}, t('clientSeed')), clientInput),
      el('div', { class: 'control' }, el('span', {}, t('nonce')), nonceOut),
      rotateButton,
      el('p', { class: 'muted' }, t('rotateHint')),
      revealed,
    ),
    /** A round was played: the next nonce moved on. */
    advance() {
      seed = { ...seed, nonce: seed.nonce + 1 };
      nonceOut.textContent = String(seed.nonce);
    },
  };
}
