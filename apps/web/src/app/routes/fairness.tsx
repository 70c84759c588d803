import { Spinner } from '@casino/ui/spinner';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Screen } from '@/components/screen';
import { CrashCheckForm } from '@/features/fairness/components/crash-check-form';
import { FairnessScheme } from '@/features/fairness/components/fairness-scheme';
import { RoundCheckForm } from '@/features/fairness/components/round-check-form';
import { initialRoundCheck } from '@/features/fairness/round-check-values';
import '@/features/fairness/fairness.css';

/**
 * /fairness: how our games are provably fair, and a verifier that recomputes any round in the browser.
 * Its own chunk (the studio's verifier and the games' maths come with it); a game page links here with
 * the round in the URL fragment, which never reaches a server.
 */
export default function FairnessPage() {
  const { t, ready } = useTranslation('fairness');
  const { hash } = useLocation();
  const initial = useMemo(() => initialRoundCheck(hash), [hash]);
  if (!ready) return <Spinner label="" size="lg" />;
  return (
    <Screen testId="page-fairness" title={t('title')} subtitle={t('intro')}>
      <div className="fairness-page">
        {/* A new link (another fragment) starts the form again from that round. */}
        <RoundCheckForm key={hash} initial={initial} />
        <CrashCheckForm />
        <FairnessScheme />
      </div>
    </Screen>
  );
}
