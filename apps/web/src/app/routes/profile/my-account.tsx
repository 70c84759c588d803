import { profileFormTypes } from '@casino/contract/values/player';
import '@/styles/account.css';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { parseCashierRedirect, type CashierKind } from '@/features/account/cashier-redirect';
import { CashierReadiness, useNeedsReadiness } from '@/features/account/components/cashier-readiness';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { MissingProfileNotice } from '@/features/account/components/missing-profile-notice';
import { ProfileForm } from '@/features/account/components/profile-form';
import { useContinueToCashier } from '@/features/account/hooks/use-continue-to-cashier';
import { endPlayerSession } from '@/features/player/player-session';
import { LimitsSection } from '@/features/responsible-gambling/components/limits-section';

const sections = ['info', 'password', 'limits', 'documents'] as const;

// The documents' upload, the last section of a long page: its code comes after the page's first screen.
const DocumentsSection = lazy(() =>
  import('@/features/account/components/documents-section').then((module) => ({
    default: module.DocumentsSection,
  })),
);

/** Profile / my account: info, change password, gambling limits and documents (spec section 2). */
export default function ProfileMyAccountPage() {
  const { t, ready } = useTranslation(['account', 'pages']);
  const { redirect } = useParams();
  const cashierKind = parseCashierRedirect(redirect);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // A freeze or self-exclusion has ended every session on the server: forget the player here too.
  const onExcluded = () => {
    endPlayerSession(queryClient);
    // Home opens at its top, not at the scroll position of this long page.
    document.documentElement.scrollTop = 0;
    void navigate(paths.home.href(), { replace: true });
  };

  return (
    <Screen testId="page-profile-my-account" title={t('pages:profile.myAccount')}>
      {ready ? <MyAccountSections cashierKind={cashierKind} onExcluded={onExcluded} /> : <PageLoading />}
    </Screen>
  );
}

function MyAccountSections({
  cashierKind,
  onExcluded,
}: {
  cashierKind: CashierKind | null;
  onExcluded: () => void;
}) {
  const { t } = useTranslation('account');
  const continueToCashier = useContinueToCashier(cashierKind);
  const readiness = useNeedsReadiness(cashierKind);
  if (readiness.isPending) return <PageLoading />;
  if (cashierKind && readiness.isNeeded) return <CashierReadiness kind={cashierKind} />;
  return (
    <>
      {cashierKind ? <MissingProfileNotice kind={cashierKind} /> : null}
      <nav className="account-toc" aria-label={t('toc')}>
        {sections.map((section) => (
          <a key={section} href={`#account-${section}`}>
            {t(`sections.${section}`)}
          </a>
        ))}
      </nav>
      <section id="account-info" className="account-section" aria-labelledby="account-info-title">
        <h2 id="account-info-title">{t('sections.info')}</h2>
        <div className="account-forms">
          {profileFormTypes.map((type) => (
            <ProfileForm key={type} type={type} onSaved={() => void continueToCashier()} />
          ))}
        </div>
      </section>
      <section id="account-password" className="account-section" aria-labelledby="account-password-title">
        <h2 id="account-password-title">{t('sections.password')}</h2>
        <ChangePasswordForm />
      </section>
      <section id="account-limits" className="account-section" aria-labelledby="account-limits-title">
        <h2 id="account-limits-title">{t('sections.limits')}</h2>
        <LimitsSection onExcluded={onExcluded} />
      </section>
      <section id="account-documents" className="account-section" aria-labelledby="account-documents-title">
        <h2 id="account-documents-title">{t('sections.documents')}</h2>
        <Suspense fallback={<PageLoading />}>
          <DocumentsSection />
        </Suspense>
      </section>
    </>
  );
}
