import { el } from '../dom';
import type { Translate } from '../i18n';
import type { TableResult } from './table-socket';

/**
 * The round's fairness, checked in the browser: the hash shown before betting, then the revealed seed,
 * whose SHA-256 must be that hash and whose draw (client seed = round id, nonce 0) must be the result.
 */
export function tableFairness(t: Translate, slug: string) {
  const hashOut = el('code', { class: 'mono' }, '—');
  const revealed = el('div', { class: 'revealed' });
  const element = el(
    'section',
    { class: 'panel fairness' },
    el('div', {}, el('p', { class: 'muted' }, t('tableRoundHash')), hashOut),
    revealed,
    el('p', { class: 'muted' }, t('rulesTableFair')),
  );

  return {
    element,
    showHash(hash: string | null) {
      hashOut.textContent = hash ?? '—';
    },
    async showResult(result: TableResult) {
      const status = el('p', { class: 'muted' }, '…');
      revealed.replaceChildren(
        el('p', { class: 'muted' }, t('revealedSeed')),
        el('code', { class: 'mono' }, result.serverSeed),
        el('p', { class: 'muted' }, t('clientSeed')),
        el('code', { class: 'mono' }, `${result.clientSeed} · nonce 0`),
        status,
      );
      // Only the digests and the table's draw, fetched on the first check: not the whole verifier
      // (every game's maths and schemas), which the page never needs for a table.
      const [{ checkServerSeed, fairUint32s }, { findTableDraw }] = await Promise.all([
        import('@casino/fair/verify/web-crypto'),
        import('@casino/fair/tables/table-draws'),
      ]);
      const table = findTableDraw(slug);
      const isHashOk = await checkServerSeed(result.serverSeed, result.serverSeedHash);
      const uint32s = table
        ? await fairUint32s(
            { serverSeed: result.serverSeed, clientSeed: result.clientSeed, nonce: 0 },
            table.numbersPerRound,
          )
        : [];
      const isDrawOk = !!table && JSON.stringify(table.draw(uint32s)) === JSON.stringify(result.outcome);
      status.textContent = isHashOk && isDrawOk ? `✓ ${t('tableVerifiedRound')}` : `✗ ${t('mismatch')}`;
      status.className = isHashOk && isDrawOk ? 'is-win' : 'is-error';
    },
  };
}
