import './consent-banner.css';
import { Button } from '@casino/ui/button';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import {
  consentStore,
  documentCookies,
  setAnalyticsConsent,
  useAnalyticsConsent,
} from '@/lib/analytics/analytics';
import { storageKeys } from '@/lib/storage';

/**
 * The answer is also kept as a cookie of the same name: the server paints the question with the first
 * page (apps/api first-paint.ts) only for a visitor without it. Answers given before the cookie
 * existed get it on the next visit, as this chunk loads on every page.
 */
const consentCookie = storageKeys.analyticsConsent;
function keepConsentCookie() {
  const answer = consentStore.get();
  if (answer !== 'unknown' && documentCookies.get(consentCookie) !== answer)
    documentCookies.set(consentCookie, answer, 365 * 86_400);
}
keepConsentCookie();

function answer(state: 'granted' | 'denied') {
  setAnalyticsConsent(state);
  keepConsentCookie();
}

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
        <Button variant="secondary" data-testid="consent-refuse" onClick={() => answer('denied')}>
          {t('consent.refuse')}
        </Button>
        <Button data-testid="consent-accept" onClick={() => answer('granted')}>
          {t('consent.accept')}
        </Button>
      </div>
    </section>
  );
}
