import { Button } from '@casino/ui/button';
import { findVerifiableGame, verifiableGames, type RoundCheck } from '@casino/fair/verify';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';
import { checkRound, type CheckField, type RoundCheckResult } from '../check-round';
import { isLinkedRound, withGameExample } from '../round-check-values';
import { RoundCheckResultView } from './round-check-result';

type TextField = Exclude<keyof RoundCheck, 'game' | 'params' | 'moves'>;

const textFields: {
  name: TextField;
  testId: string;
  isOptional?: boolean;
  inputMode?: 'numeric' | 'decimal';
}[] = [
  { name: 'serverSeed', testId: 'fairness-server-seed' },
  { name: 'serverSeedHash', testId: 'fairness-server-seed-hash', isOptional: true },
  { name: 'clientSeed', testId: 'fairness-client-seed' },
  { name: 'nonce', testId: 'fairness-nonce', inputMode: 'numeric' },
  { name: 'stake', testId: 'fairness-stake', inputMode: 'decimal' },
  { name: 'payout', testId: 'fairness-payout-input', isOptional: true, inputMode: 'decimal' },
  { name: 'jackpot', testId: 'fairness-jackpot-input', isOptional: true, inputMode: 'decimal' },
];

/**
 * The verifier form. Its first values come from the page (a game page's link fills them from the URL
 * fragment, and such a round is checked at once); every check runs in the browser.
 */
export function RoundCheckForm({ initial }: { initial: RoundCheck }) {
  const { t } = useTranslation('fairness');
  const [values, setValues] = useState(initial);
  const [result, setResult] = useState<RoundCheckResult | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const games = verifiableGames();
  const game = findVerifiableGame(values.game);
  // The jackpot a round paid is asked for only where a game has one.
  const isShown = (field: { name: TextField }) => field.name !== 'jackpot' || game?.hasJackpot === true;

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

  return (
    <>
      <form
        className="fairness-card"
        aria-label={t('form.title')}
        data-testid="fairness-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <h2 className="fairness-card__title">{t('form.title')}</h2>
        <p className="fairness-muted">{t('form.hint')}</p>
        <div className="form-grid">
          <FormField label={t('form.game')} error={errorOf('game')}>
            {(control) => (
              <select
                {...control}
                className="form-input"
                value={values.game}
                data-testid="fairness-game"
                onChange={(event) => onChange('game', event.target.value)}
              >
                {game ? null : <option value={values.game}>{values.game}</option>}
                {games.map((choice) => (
                  <option key={choice.slug} value={choice.slug}>
                    {choice.title}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {textFields.filter(isShown).map((field) => (
            <FormField
              key={field.name}
              label={t(`form.${field.name}`)}
              error={field.name === 'payout' || field.name === 'serverSeedHash' ? null : errorOf(field.name)}
              hint={
                field.name === 'jackpot'
                  ? t('form.jackpotHint')
                  : field.isOptional
                    ? t('form.optional')
                    : undefined
              }
            >
              {(control) => (
                <input
                  {...control}
                  className="form-input fairness-mono"
                  name={field.name}
                  value={values[field.name]}
                  inputMode={field.inputMode}
                  autoComplete="off"
                  spellCheck={false}
                  data-testid={field.testId}
                  onChange={(event) => onChange(field.name, event.target.value)}
                />
              )}
            </FormField>
          ))}
        </div>
        <FormField label={t('form.params')} error={errorOf('params')}>
          {(control) => (
            <textarea
              {...control}
              className="form-input fairness-textarea fairness-mono"
              rows={3}
              value={values.params}
              spellCheck={false}
              data-testid="fairness-params"
              onChange={(event) => onChange('params', event.target.value)}
            />
          )}
        </FormField>
        {game?.isSharedTable ? <p className="fairness-muted">{t('form.sharedTable')}</p> : null}
        {game?.hasMoves ? (
          <FormField label={t('form.moves')} error={errorOf('moves')} hint={t('form.multiStep')}>
            {(control) => (
              <textarea
                {...control}
                className="form-input fairness-textarea fairness-mono"
                rows={2}
                value={values.moves}
                spellCheck={false}
                data-testid="fairness-moves"
                onChange={(event) => onChange('moves', event.target.value)}
              />
            )}
          </FormField>
        ) : null}
        <div className="form-actions">
          <Button type="submit" isBusy={isBusy} data-testid="fairness-submit">
            {t('form.submit')}
          </Button>
        </div>
      </form>
      {result?.isValid ? <RoundCheckResultView result={result} /> : null}
    </>
  );
}
