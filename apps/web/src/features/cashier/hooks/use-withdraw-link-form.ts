import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { serverIssuesByField } from '@/lib/validation-issues';
import type { CryptoCurrency, WithdrawalLink } from '@/lib/wallet-types';
import { useSubmitWithdrawalAddress } from '../api/withdrawal-link';
import { checkMemoTag, checkPayoutAddress } from '../address-rules';
import { cashierRefusalText } from '../refusal-text';

export type WithdrawLinkField = 'cryptoCurrency' | 'address' | 'memoTag';

/**
 * The state of the e-mailed withdrawal link's form: the chosen crypto currency, address and memo tag,
 * their rules (shown once a submit was tried) and the server's answer, each under its field.
 */
export function useWithdrawLinkForm(
  token: string,
  link: WithdrawalLink,
  onDone: (next: WithdrawalLink) => void,
) {
  const { t } = useTranslation('cashier');
  const submit = useSubmitWithdrawalAddress(token);
  const [crypto, setCrypto] = useState<CryptoCurrency | undefined>(
    (link.cryptoCurrency as CryptoCurrency | null) ?? link.currencies[0]?.code,
  );
  const [address, setAddress] = useState('');
  const [memo, setMemo] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<WithdrawLinkField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const needsMemo = link.currencies.find((option) => option.code === crypto)?.needsMemoTag ?? false;
  const problems: Record<'address' | 'memoTag', string | null> = {
    address: checkPayoutAddress(address),
    memoTag: checkMemoTag(memo, needsMemo),
  };
  const errorOf = (field: WithdrawLinkField) => {
    if (serverErrors[field]) return serverErrors[field];
    const code = field === 'cryptoCurrency' ? null : problems[field];
    return isChecked && code ? t(`errors.${code}`) : null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsChecked(true);
    setServerErrors({});
    setRefusal(null);
    const firstInvalid = (['address', 'memoTag'] as const).find((field) => problems[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    if (!crypto) return;
    submit.mutate(
      { cryptoCurrency: crypto, address: address.trim(), ...(memo.trim() ? { memoTag: memo.trim() } : {}) },
      {
        onSuccess: onDone,
        onError: (error) => {
          const byField = serverIssuesByField(error);
          const known = (['cryptoCurrency', 'address', 'memoTag'] as const).filter((field) => byField[field]);
          if (known.length)
            setServerErrors(Object.fromEntries(known.map((field) => [field, byField[field]])));
          else setRefusal(cashierRefusalText(t, error));
        },
      },
    );
  };

  return {
    crypto,
    address,
    memo,
    needsMemo,
    refusal,
    isSubmitting: submit.isPending,
    errorOf,
    onSubmit,
    chooseCrypto: (next: CryptoCurrency) => {
      setCrypto(next);
      setServerErrors({});
    },
    changeAddress: (next: string) => {
      setAddress(next);
      setServerErrors((previous) => ({ ...previous, address: undefined }));
    },
    changeMemo: (next: string) => {
      setMemo(next);
      setServerErrors((previous) => ({ ...previous, memoTag: undefined }));
    },
  };
}
