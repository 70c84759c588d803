import type { StaffPermission } from '@casino/contract/values/staff';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router';
import { AccountPage } from './features/account/account-page';
import { AdjustmentsPage } from './features/adjustments/adjustments-page';
import { AuditPage } from './features/audit/audit-page';
import { ChatPage } from './features/chat/chat-page';
import { GamesPage } from './features/games/games-page';
import { SportsbookPage } from './features/sportsbook/sportsbook-page';
import { ContentPage } from './features/content/content-page';
import { KycPage } from './features/kyc/kyc-page';
import { LoginPage } from './features/login/login-page';
import { MarketingPage } from './features/marketing/marketing-page';
import { PlayerPage } from './features/players/player-page';
import { PlayersPage } from './features/players/players-page';
import { ReconciliationPage } from './features/reconciliation/reconciliation-page';
import { WithdrawalsPage } from './features/withdrawals/withdrawals-page';
import { localeNames, locales, useI18n, type Locale, type MessageKey } from './lib/i18n';
import { SessionContext, useSession, type Session, type StaffMe } from './lib/session';
import { staffApi, staffCall, staffToken } from './lib/staff-api';

// The reports and their chart library load only when the screen is opened.
const ReportsPage = lazy(() =>
  import('./features/reports/reports-page').then((module) => ({ default: module.ReportsPage })),
);

/** The screens and what each needs; the menu shows only those the role may use. */
const screens: Array<{ path: string; label: MessageKey; permission: StaffPermission }> = [
  { path: '/players', label: 'nav.players', permission: 'players.read' },
  { path: '/withdrawals', label: 'nav.withdrawals', permission: 'withdrawals.read' },
  { path: '/kyc', label: 'nav.kyc', permission: 'documents.read' },
  { path: '/adjustments', label: 'nav.adjustments', permission: 'balances.adjust' },
  { path: '/reports', label: 'nav.reports', permission: 'reports.read' },
  { path: '/games', label: 'nav.games', permission: 'games.read' },
  { path: '/sportsbook', label: 'nav.sportsbook', permission: 'sportsbook.read' },
  { path: '/reconciliation', label: 'nav.reconciliation', permission: 'reports.read' },
  { path: '/audit', label: 'nav.audit', permission: 'audit.read' },
  { path: '/chat', label: 'nav.chat', permission: 'chat.read' },
  { path: '/content', label: 'nav.content', permission: 'content.read' },
  { path: '/marketing', label: 'nav.marketing', permission: 'bonuses.read' },
  { path: '/account', label: 'nav.account', permission: 'session' },
];

function Shell() {
  const { t, locale, setLocale } = useI18n();
  const { me, may, logout } = useSession();
  // Until the compulsory second factor is set up, the account page (its enrolment) is all there is.
  const opens = (permission: StaffPermission) => may(permission) && !me.mustEnrolTotp;
  const visible = screens.filter((screen) => screen.path === '/account' || opens(screen.permission));
  return (
    <>
      <header className="topbar">
        <strong>{t('app.title')}</strong>
        <nav aria-label={t('app.title')}>
          {visible.map((screen) => (
            <NavLink key={screen.path} to={screen.path}>
              {t(screen.label)}
            </NavLink>
          ))}
        </nav>
        <span className="grow" />
        <label className="inline">
          <span className="visually-hidden">{t('app.language')}</span>
          <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
            {locales.map((code) => (
              <option key={code} value={code}>
                {localeNames[code]}
              </option>
            ))}
          </select>
        </label>
        <span>{t('app.signedInAs', { username: me.username, role: me.role })}</span>
        <button type="button" className="secondary" onClick={logout}>
          {t('app.logout')}
        </button>
      </header>
      <main className="content">
        {me.mustEnrolTotp ? (
          <p role="alert" className="notice">
            {t('account.enrolFirst')}
          </p>
        ) : null}
        <Routes>
          {opens('players.read') ? <Route path="/players" element={<PlayersPage />} /> : null}
          {opens('players.read') ? <Route path="/players/:id" element={<PlayerPage />} /> : null}
          {opens('withdrawals.read') ? <Route path="/withdrawals" element={<WithdrawalsPage />} /> : null}
          {opens('documents.read') ? <Route path="/kyc" element={<KycPage />} /> : null}
          {opens('balances.adjust') ? <Route path="/adjustments" element={<AdjustmentsPage />} /> : null}
          {opens('reports.read') ? (
            <Route
              path="/reports"
              element={
                <Suspense fallback={<p>{t('app.loading')}</p>}>
                  <ReportsPage />
                </Suspense>
              }
            />
          ) : null}
          {opens('games.read') ? <Route path="/games" element={<GamesPage />} /> : null}
          {opens('sportsbook.read') ? <Route path="/sportsbook" element={<SportsbookPage />} /> : null}
          {opens('reports.read') ? <Route path="/reconciliation" element={<ReconciliationPage />} /> : null}
          {opens('audit.read') ? <Route path="/audit" element={<AuditPage />} /> : null}
          {opens('chat.read') ? <Route path="/chat" element={<ChatPage />} /> : null}
          {opens('content.read') ? <Route path="/content" element={<ContentPage />} /> : null}
          {opens('bonuses.read') || opens('competitions.read') ? (
            <Route path="/marketing" element={<MarketingPage />} />
          ) : null}
          <Route path="/account" element={<AccountPage />} />
          <Route path="*" element={<Navigate to={visible[0]?.path ?? '/account'} replace />} />
        </Routes>
      </main>
    </>
  );
}

export function App() {
  const { t } = useI18n();
  const [me, setMe] = useState<StaffMe | null>(null);
  // Without a token there is nothing to check: the log-in shows at once.
  const [checked, setChecked] = useState(() => staffToken.get() === null);

  const load = useCallback(() => {
    staffCall(staffApi.getMe, {}).then(
      (data) => {
        setMe(data);
        setChecked(true);
      },
      () => {
        staffToken.clear();
        setMe(null);
        setChecked(true);
      },
    );
  }, []);
  useEffect(() => {
    if (staffToken.get()) load();
  }, [load]);

  const session = useMemo<Session | null>(
    () =>
      me && {
        me,
        may: (permission) => me.permissions.includes(permission),
        reload: load,
        logout: () => {
          void staffCall(staffApi.logout, {}).catch(() => null);
          staffToken.clear();
          setMe(null);
        },
      },
    [me, load],
  );

  if (!checked) return <p>{t('app.loading')}</p>;
  if (!session) return <LoginPage onLoggedIn={load} />;
  return (
    <SessionContext value={session}>
      <BrowserRouter basename="/backoffice">
        <Shell />
      </BrowserRouter>
    </SessionContext>
  );
}
