import { Button } from '@casino/ui/button';
import { checkCrashRound, type CrashCheck } from '@casino/fair/verify';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';

type CrashField = 'gameHash' | 'previousHash' | 'salt';

const fields: { name: CrashField; testId: string; isOptional?: boolean }[] = [
  { name: 'gameHash', testId: 'crash-game-hash' },
  { name: 'previousHash', testId: 'crash-previous-hash', isOptional: true },
  { name: 'salt', testId: 'crash-salt' },
];

/** A crash round from its game hash: its crash point, and its link to the round before it. */
export function CrashCheckForm() {
  const { t } = useTranslation('fairness');
  const [values, setValues] = useState<Record<CrashField, string>>({
    gameHash: '',
    previousHash: '',
    salt: '',
  });
  const [result, setResult] = useState<CrashCheck | null>(null);
  const [isSaltMissing, setIsSaltMissing] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // HMAC needs a key: without the salt there is nothing to compute.
    setIsSaltMissing(values.salt === '');
    if (values.salt === '') return setResult(null);
    setResult(await checkCrashRound(values));
  };

  const errorOf = (name: CrashField) => {
    if (name === 'salt') return isSaltMissing ? t('errors.required') : null;
    return result?.resultCode === 'validation_error' && result.field === name ? t('crash.invalidHash') : null;
  };

  return (
    <form
      className="fairness-card"
      aria-label={t('crash.title')}
      data-testid="crash-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <h2 className="fairness-card__title">{t('crash.title')}</h2>
      <div className="form-grid">
        {fields.map((field) => (
          <FormField
            key={field.name}
            label={t(`crash.${field.name}`)}
            error={errorOf(field.name)}
            hint={field.isOptional ? t('form.optional') : undefined}
          >
            {(control) => (
              <input
                {...control}
                className="form-input fairness-mono"
                value={values[field.name]}
                autoComplete="off"
                spellCheck={false}
                data-testid={field.testId}
                onChange={(event) => {
                  setValues((previous) => ({ ...previous, [field.name]: event.target.value }));
                  setResult(null);
                }}
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="form-actions">
        <Button type="submit" data-testid="crash-submit">
          {t('crash.submit')}
        </Button>
      </div>
      {result?.resultCode === 'ok' ? <CrashPoint result={result} /> : null}
    </form>
  );
}

/** The round's crash point and whether the previous hash given is the one this round hashes to. */
function CrashPoint({ result }: { result: Extract<CrashCheck, { resultCode: 'ok' }> }) {
  const { t } = useTranslation('fairness');
  return (
    <dl className="fairness-list" aria-live="polite" data-testid="crash-result">
      <dt>{t('crash.point')}</dt>
      <dd>
        <strong data-testid="crash-point">{result.crashPointText}×</strong>
      </dd>
      <dt>SHA-256</dt>
      <dd className="fairness-mono">
        {result.previousHashExpected}
        {result.isChainLink === null ? null : (
          <p
            className={`fairness-match fairness-match--${result.isChainLink ? 'yes' : 'no'}`}
            data-testid="crash-chain-match"
          >
            {result.isChainLink ? `✔ ${t('crash.chainMatch')}` : `✘ ${t('crash.chainMismatch')}`}
          </p>
        )}
      </dd>
    </dl>
  );
}
