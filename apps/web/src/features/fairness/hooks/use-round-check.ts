import type { RoundCheck } from '@casino/fair/verify';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { checkRound, type CheckField, type RoundCheckResult } from '../check-round';
import { isLinkedRound, withGameExample } from '../round-check-values';

/**
 * The verifier form's values and the last check's result. A round linked from a game page is checked
 * at once; any change clears the result until the next check.
 */
export function useRoundCheck(initial: RoundCheck) {
  const { t } = useTranslation('fairness');
  const [values, setValues] = useState(initial);
  const [result, setResult] = useState<RoundCheckResult | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (!isLinkedRound(initial)) return;
    let isCurrent = true;
    void checkRound(initial).then((checked) => {
      if (isCurrent) setResult(checked);
    });
    return () => {
      isCurrent = false;
    };
  }, [initial]);

  const onChange = (name: keyof RoundCheck, value: string) => {
    setValues((previous) =>
      name === 'game' ? withGameExample(previous, value) : { ...previous, [name]: value },
    );
    setResult(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsBusy(true);
    try {
      setResult(await checkRound(values));
    } finally {
      setIsBusy(false);
    }
  };

  const errorOf = (field: CheckField) =>
    result && !result.isValid && result.field === field
      ? t(`errors.${result.errorKey}`, { detail: result.detail })
      : null;

  return { values, result, isBusy, onChange, onSubmit, errorOf };
}
