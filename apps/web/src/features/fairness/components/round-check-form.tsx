import { Button } from '@casino/ui/button';
import { findVerifiableGame, type RoundCheck } from '@casino/fair/verify';
import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';
import { useRoundCheck } from '../hooks/use-round-check';
import { RoundCheckResultView } from './round-check-result';
import { RoundGameField, RoundTextFields } from './round-check-fields';

/**
 * The verifier form. Its first values come from the page (a game page's link fills them from the URL
 * fragment, and such a round is checked at once); every check runs in the browser.
 */
export function RoundCheckForm({ initial }: { initial: RoundCheck }) {
  const { t } = useTranslation('fairness');
  const { values, result, isBusy, onChange, onSubmit, errorOf } = useRoundCheck(initial);
  const game = findVerifiableGame(values.game);
  const fieldProps = { values, game, errorOf, onChange };

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
          <RoundGameField {...fieldProps} />
          <RoundTextFields {...fieldProps} />
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
