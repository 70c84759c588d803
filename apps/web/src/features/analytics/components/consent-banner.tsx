import './consent-banner.css';
import { Button } from '@casino/ui/button';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { setAnalyticsConsent, useAnalyticsConsent } from '@/lib/analytics/analytics';

/**
 * Asks once whether analytics cookies may be used (the product serves European players): until the
 * visitor accepts, nothing is tracked, sent or stored; a refusal keeps it that way. Not a modal: the
 * page stays usable, the banner is a labelled region reachable by keyboard.
 */
export function ConsentBanner() {
  const consent = useAnalyticsConsent();
  const { t, ready } = useTranslation('engage');
  const titleId = useId();
  const textId = useId();
  if (consent !== 'unknown' || !ready) return null;
  return (
    <section
      className="consent-banner"
      role="region"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="consent-banner"
    >
      <h2 id={titleId} className="consent-banner__title">
        {t('consent.title')}
      </h2>
      <p id={textId} className="consent-banner__text">
        {t('consent.text')}
      </p>
      <div className="consent-banner__actions">
        <Button
          variant="secondary"
          data-testid="consent-refuse"
          onClick={() => setAnalyticsConsent('denied')}
        >
          {t('consent.refuse')}
        </Button>
        <Button data-testid="consent-accept" onClick={() => setAnalyticsConsent('granted')}>
          {t('consent.accept')}
        </Button>
      </div>
    </section>
  );
}
