import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from './i18n';
import { useMoney } from './money';

function moneyIn(locale: string) {
  localStorage.setItem('backoffice.locale', locale);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider>{children}</I18nProvider>;
  return renderHook(() => useMoney(), { wrapper }).result.current;
}

describe('the back office money formatter', () => {
  afterEach(cleanup);

  it("writes minor units with each currency's own exponent", () => {
    const money = moneyIn('en');
    expect(money.minor(1250, 'EUR')).toBe('€12.50');
    expect(money.minor('-5', 'EUR')).toBe('-€0.05');
    expect(money.minor(1250n, 'JPY')).toBe('JP¥1,250');
    expect(money.minor('1250', 'BHD')).toBe('BHD\u00a01.250');
    expect(money.minor('900719925474099312', 'EUR')).toBe('€9,007,199,254,740,993.12');
    expect(money.decimal('20.00', 'EUR')).toBe('€20.00');
  });

  it('follows the language of the screen, with a no-break space before the unit', () => {
    expect(moneyIn('de').minor(123456, 'EUR')).toBe('1.234,56\u00a0€');
    expect(moneyIn('fr').decimal('20.00', 'EUR')).toBe('20,00\u00a0€');
    expect(moneyIn('no').minor(2000, 'EUR')).toBe('20,00\u00a0€');
  });
});
