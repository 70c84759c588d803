import { verifiableGames, type RoundCheck, type VerifiableGame } from '@casino/fair/verify';
import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';
import type { CheckField } from '../check-round';

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

interface RoundFieldsProps {
  values: RoundCheck;
  game: VerifiableGame | undefined;
  errorOf: (field: CheckField) => string | null;
  onChange: (name: keyof RoundCheck, value: string) => void;
}

/** The list of games to check a round of; a linked round's unknown game stays shown as it came. */
export function RoundGameField({ values, game, errorOf, onChange }: RoundFieldsProps) {
  const { t } = useTranslation('fairness');
  return (
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
          {verifiableGames().map((choice) => (
            <option key={choice.slug} value={choice.slug}>
              {choice.title}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The seeds, nonce and amounts of a round, one input each. */
export function RoundTextFields({ values, game, errorOf, onChange }: RoundFieldsProps) {
  const { t } = useTranslation('fairness');
  // The jackpot a round paid is asked for only where a game has one.
  const isShown = (field: { name: TextField }) => field.name !== 'jackpot' || game?.hasJackpot === true;
  return textFields.filter(isShown).map((field) => (
    <FormField
      key={field.name}
      label={t(`form.${field.name}`)}
      error={field.name === 'payout' || field.name === 'serverSeedHash' ? null : errorOf(field.name)}
      hint={
        field.name === 'jackpot' ? t('form.jackpotHint') : field.isOptional ? t('form.optional') : undefined
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
  ));
}
