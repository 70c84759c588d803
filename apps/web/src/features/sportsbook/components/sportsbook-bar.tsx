import { Button } from '@casino/ui/button';
import { Icon } from '@casino/ui/icon';
import { IconButton } from '@casino/ui/icon-button';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { paths } from '@/config/paths';
import { HeaderBalance } from '@/features/player/components/header-balance';
import { useTranslation } from '@/lib/i18n-react';

/**
 * The platform's compact bar above the sportsbook: back (home when opened directly), home, the live
 * balance, Deposit (the cashier) and the language (the page relaunches the sportsbook in it).
 */
export function SportsbookBar() {
  const { t } = useTranslation(['pages', 'common', 'games']);
  const navigate = useNavigate();
  const location = useLocation();
  const onBack = () => (location.key === 'default' ? void navigate(paths.home.href()) : void navigate(-1));
  return (
    <header className="play-bar sportsbook-bar" data-testid="sportsbook-bar">
      <IconButton
        label={t('common:actions.back')}
        icon={<span className="play-bar__back">‹</span>}
        onClick={onBack}
        data-testid="sportsbook-back"
      />
      <Link
        to={paths.home.href()}
        className="ui-icon-button sportsbook-bar__home"
        aria-label={t('common:actions.goHome')}
        data-testid="sportsbook-home"
      >
        <Icon name="home" size={20} />
      </Link>
      <h1 className="play-bar__title sportsbook-bar__title">{t('sportsbook.title')}</h1>
      <div className="play-bar__actions">
        <HeaderBalance />
        <Button
          size="sm"
          onClick={() => void navigate(paths.deposit.href())}
          data-testid="sportsbook-deposit"
          aria-label={t('games:play.deposit')}
        >
          <Icon name="wallet" size={16} />
          <span className="play-bar__deposit-label">{t('games:play.deposit')}</span>
        </Button>
        <LanguageSelect className="sportsbook-bar__language" />
      </div>
    </header>
  );
}
