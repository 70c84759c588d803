import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from './i18n';
import { Trans, useTranslation } from './i18n-react';

function FairnessTitle({ onT }: { onT: (t: unknown) => void }) {
  const { t, ready } = useTranslation(['fairness', 'common']);
  useEffect(() => {
    onT(t);
  }, [t, onT]);
  return (
    <p data-testid="title" data-ready={String(ready)}>
      {t('title')} / {t('header.login')}
    </p>
  );
}

describe('useTranslation', () => {
  it('fetches its namespaces, re-renders with them and follows the language, each time with a new t', async () => {
    const ts: unknown[] = [];
    const onT = (t: unknown) => ts.push(t);
    render(<FairnessTitle onT={onT} />);
    expect(screen.getByTestId('title')).toHaveProperty('dataset.ready', 'false');
    expect(await screen.findByText('Provably fair / Log in')).toHaveProperty('dataset.ready', 'true');
    await act(() => changeLocale('de'));
    expect(screen.getByTestId('title').textContent).toBe('Nachweislich fair / Anmelden');
    expect(new Set(ts).size).toBe(3);
  });
});

describe('Trans', () => {
  it('puts the text inside a tag into its component, the rest around it', () => {
    const t = (key: string) =>
      key === 'privacy' ? 'I accept the <policy>Privacy Policy</policy>, really' : key;
    const { container } = render(
      <Trans t={t} i18nKey="privacy" components={{ policy: <a href="/info/privacy-policy" /> }} />,
    );
    expect(container.innerHTML).toBe(
      'I accept the <a href="/info/privacy-policy">Privacy Policy</a>, really',
    );
  });
});
