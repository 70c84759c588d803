import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePlayer } from '@/features/player/api/get-player';
import { analytics, applyUtm, trackPageView, useAnalyticsConsent } from '@/lib/analytics/analytics';

/**
 * Page views on every route change, the landing's utm fields and the player's identity, all only
 * once the visitor has accepted analytics (the client refuses everything before).
 */
export function useAnalytics(): void {
  const consent = useAnalyticsConsent();
  const location = useLocation();
  const player = usePlayer();

  useEffect(() => {
    if (consent === 'granted') applyUtm();
  }, [consent]);

  useEffect(() => {
    if (consent === 'granted') trackPageView(location.pathname);
  }, [consent, location.pathname]);

  // Once per player (not on every reload of the player after a deposit or a profile change).
  const id = player?.id ?? null;
  const email = player?.email ?? null;
  const username = player?.username ?? null;
  useEffect(() => {
    if (consent === 'granted' && id && email && username)
      analytics.identify(id, { $email: email, $name: username });
  }, [consent, id, email, username]);
}
