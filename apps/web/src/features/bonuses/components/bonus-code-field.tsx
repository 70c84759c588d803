import { Button } from '@casino/ui/button';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';
import { notify } from '@/lib/notifications';
import { useRedeemBonusCode } from '../api/bonus-actions';

/**
 * "Add Bonus": a promotion code unlocks a campaign. Not a form of its own, as the deposit form holds
 * it too (forms do not nest): Enter in the field or the button sends it. The API's refusal (unknown,
 * expired, used up, not eligible) is shown under the field, in the player's language as it answered.
 */
export function BonusCodeField({ testId = 'bonus-code' }: { testId?: string }) {
  const { t } = useTranslation('bonuses');
  const redeem = useRedeemBonusCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onAdd = () => {
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('code.required'));
      return;
    }
    setError(null);
    redeem.mutate(trimmed, {
      onSuccess: (data) => {
        setCode('');
        notify(t('code.added', { name: data.bonus.campaign.name }), 'success');
      },
      onError: (failure) => setError(failure.message),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onAdd();
  };

  return (
    <div className="bonus-code" data-testid={testId}>
      <FormField label={t('code.label')} error={error} errorTestId={`${testId}-error`}>
        {(control) => (
          <input
            {...control}
            className="form-input"
            name="bonusCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={code}
            data-testid={`${testId}-input`}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
          />
        )}
      </FormField>
      <Button
        type="button"
        variant="secondary"
        isBusy={redeem.isPending}
        onClick={onAdd}
        data-testid={`${testId}-submit`}
      >
        {t('code.submit')}
      </Button>
    </div>
  );
}
