import { useTranslation } from '@/lib/i18n-react';

const steps = ['commit', 'clientSeed', 'nonce', 'hmac', 'floats', 'reveal', 'crash'] as const;

/** The scheme in a few sentences, for a player who wants to check it by other means too. */
export function FairnessScheme() {
  const { t } = useTranslation('fairness');
  return (
    <section className="fairness-card" data-testid="fairness-scheme">
      <h2 className="fairness-card__title">{t('scheme.title')}</h2>
      <ol className="fairness-steps">
        {steps.map((step) => (
          <li key={step}>{t(`scheme.${step}`)}</li>
        ))}
      </ol>
      <p className="fairness-muted">{t('scheme.otherProviders')}</p>
    </section>
  );
}
