import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiRefusal, createApi, takeLaunchToken } from './lib/api';
import { AppContext, useApp, type AppValue, type SessionInfo, type View } from './lib/app-context';
import { I18nProvider, useI18n, type Locale } from './lib/i18n';
import { formatMoney } from './lib/money';
import { oddsFormats, type OddsFormat } from './lib/odds-format';
import { usePrefs } from './lib/prefs';
import { pushChannel } from './lib/push';
import { EventPage } from './features/event-page';
import { Lobby } from './features/lobby';
import { MyBets } from './features/my-bets';
import { Slip } from './features/slip/slip';
import { SlipProvider, useSlip } from './features/slip/slip-state';

function Header({ view }: { view: View }) {
  const { session, navigate, prefs, setPrefs } = useApp();
  const { t, locale } = useI18n();
  return (
    <header className="topbar">
      <span className="topbar__brand">{t('app.name')}</span>
      <nav className="topbar__nav" aria-label={t('nav.label')}>
        <button
          type="button"
          className="chip"
          aria-current={view.name === 'lobby' ? 'page' : undefined}
          onClick={() => navigate({ name: 'lobby' })}
        >
          {t('nav.lobby')}
        </button>
        <button
          type="button"
          className="chip"
          aria-current={view.name === 'bets' ? 'page' : undefined}
          onClick={() => navigate({ name: 'bets' })}
        >
          {t('nav.bets')}
        </button>
      </nav>
      <label className="topbar__odds">
        <span className="visually-hidden">{t('odds.format')}</span>
        <select
          value={prefs.oddsFormat}
          onChange={(e) => setPrefs({ oddsFormat: e.target.value as OddsFormat })}
        >
          {oddsFormats.map((format) => (
            <option key={format} value={format}>
              {t(`odds.${format}`)}
            </option>
          ))}
        </select>
      </label>
      <span className="topbar__balance" aria-label={t('app.balance')}>
        {formatMoney(BigInt(session.balance), session.currency, locale)}
      </span>
    </header>
  );
}

/** The slip: a side column on wide screens, a drawer opened from a floating button on phones. */
function SlipDock() {
  const { t } = useI18n();
  const { selections } = useSlip();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="slip-toggle"
        aria-expanded={isOpen}
        aria-controls="bet-slip"
        onClick={() => setOpen(!isOpen)}
      >
        {t('slip.title')} <span className="slip-toggle__count">{selections.length}</span>
      </button>
      <aside
        id="bet-slip"
        className={`slip-dock${isOpen ? ' slip-dock--open' : ''}`}
        aria-label={t('slip.title')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <div className="slip-dock__head">
          <h2>{t('slip.title')}</h2>
          <button
            type="button"
            className="icon slip-dock__close"
            aria-label={t('slip.close')}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        <Slip />
      </aside>
    </>
  );
}

function Screen({ view }: { view: View }) {
  if (view.name === 'event') return <EventPage id={view.id} />;
  if (view.name === 'bets') return <MyBets />;
  return <Lobby />;
}

function initialView(): View {
  const params = new URL(window.location.href).searchParams;
  const view = params.get('view');
  const event = params.get('event');
  if (event) return { name: 'event', id: event };
  return view === 'bets' || view === 'my-bets' ? { name: 'bets' } : { name: 'lobby' };
}

function Sportsbook({ token, session: first }: { token: string; session: SessionInfo }) {
  const api = useMemo(() => createApi(token), [token]);
  const [session, setSession] = useState(first);
  const [prefs, setPrefs] = usePrefs(first.playerId, api);
  const [view, setView] = useState<View>(initialView);
  const refreshBalance = useCallback(() => {
    api<SessionInfo>('GET', '/session').then(setSession, () => undefined);
  }, [api]);
  const navigate = useCallback((next: View) => {
    setView(next);
    window.scrollTo(0, 0);
  }, []);
  // Settlements credit the wallet without the page asking: the balance is asked again now and then.
  useEffect(() => {
    const timer = setInterval(refreshBalance, 30_000);
    return () => clearInterval(timer);
  }, [refreshBalance]);
  useEffect(() => {
    pushChannel.start(token);
    return () => pushChannel.stop();
  }, [token]);
  const value: AppValue = {
    api,
    session,
    prefs,
    setPrefs,
    oddsFormat: prefs.oddsFormat,
    refreshBalance,
    navigate,
  };
  return (
    <AppContext value={value}>
      <SlipProvider>
        <Header view={view} />
        <div className="layout">
          <main className="layout__main">
            <Screen view={view} />
          </main>
          <SlipDock />
        </div>
      </SlipProvider>
    </AppContext>
  );
}

function Blocked({ reason }: { reason: 'session' | 'load' }) {
  const { t } = useI18n();
  return (
    <main className="blocked">
      <h1>{t('app.name')}</h1>
      <p role="alert">{t(reason === 'session' ? 'error.session' : 'error.load')}</p>
    </main>
  );
}

/** Opens the session the platform launched (the token from the URL), then the sportsbook. */
export function App({ locale }: { locale: Locale }) {
  const [token] = useState(takeLaunchToken);
  const [state, setState] = useState<{ session: SessionInfo } | { error: 'session' | 'load' } | null>(
    token ? null : { error: 'session' },
  );
  useEffect(() => {
    if (!token) return;
    createApi(token)<SessionInfo>('GET', '/session').then(
      (session) => setState({ session }),
      (error: unknown) =>
        setState({
          error: error instanceof ApiRefusal && error.code === 'game_session_invalid' ? 'session' : 'load',
        }),
    );
  }, [token]);
  return (
    <I18nProvider locale={locale}>
      {state === null ? (
        <p className="blocked" role="status">
          …
        </p>
      ) : 'error' in state ? (
        <Blocked reason={state.error} />
      ) : (
        <Sportsbook token={token!} session={state.session} />
      )}
    </I18nProvider>
  );
}
