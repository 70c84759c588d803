import { Spinner } from '@casino/ui/spinner';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useLocation } from 'react-router';
import { Screen } from '@/components/screen';
import { FairnessScheme } from '@/features/fairness/components/fairness-scheme';
import '@/features/fairness/fairness.css';

// The games' maths (and the contract's schemas they bring) load after the page, not in its first load.
const FairnessVerifier = lazy(() => import('@/features/fairness/components/fairness-verifier'));

/**
 * /fairness: how our games are provably fair, and a verifier that recomputes any round in the browser.
 * Its own chunk; the verifier and the games' maths are a second one it loads; a game page links here with
 * the round in the URL fragment, which never reaches a server.
 */
export default function FairnessPage() {
  const { t, ready } = useTranslation('fairness');
  const { hash } = useLocation();
  if (!ready) return <Spinner label="" size="lg" />;
  return (
    <Screen testId="page-fairness" title={t('title')} subtitle={t('intro')}>
      <div className="fairness-page">
        <Suspense fallback={<Spinner label="" size="lg" />}>
          <FairnessVerifier hash={hash} />
        </Suspense>
        <FairnessScheme />
      </div>
    </Screen>
  );
}
