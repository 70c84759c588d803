import { Icon } from '@casino/ui/icon';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';
import { FooterProfileMenu } from './footer-profile-menu';
import { openLiveChat } from '@/features/live-chat/open-live-chat';

export interface MobileFooterProps {
  isDrawerOpen: boolean;
  drawerId: string;
  onBrowse: () => void;
  onLogout: () => void;
}

/** Phones only (CSS hides it from 768px). Logged-in entries appear only while a player session is held. */
export function MobileFooter({ isDrawerOpen, drawerId, onBrowse, onLogout }: MobileFooterProps) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  return (
    <nav className="mobile-footer" data-testid="mobile-footer" aria-label={t('footer.label')}>
      <button
        type="button"
        className="mobile-footer__item"
        aria-expanded={isDrawerOpen}
        aria-controls={drawerId}
        onClick={onBrowse}
      >
        <Icon name="menu" />
        {t('footer.browse')}
      </button>
      <NavLink to={paths.home.href()} end className="mobile-footer__item">
        <Icon name="home" />
        {t('footer.home')}
      </NavLink>
      <NavLink to={paths.rewards.href()} className="mobile-footer__item">
        <Icon name="gift" />
        {t('footer.rewards')}
      </NavLink>
      {isLoggedIn ? (
        <>
          <NavLink
            to={paths.myAccount.href()}
            className="mobile-footer__item"
            data-testid="footer-my-profile"
          >
            <Icon name="user" />
            {t('footer.myProfile')}
          </NavLink>
          <button
            type="button"
            className="mobile-footer__item"
            onClick={onLogout}
            data-testid="footer-logout"
          >
            <Icon name="logout" />
            {t('footer.logout')}
          </button>
          <FooterProfileMenu />
        </>
      ) : (
        <NavLink to={paths.networkPromotions.href()} className="mobile-footer__item">
          <Icon name="megaphone" />
          {t('footer.promotions')}
        </NavLink>
      )}
      <button type="button" className="mobile-footer__item" onClick={openLiveChat}>
        <Icon name="chat" />
        {t('footer.chat')}
      </button>
    </nav>
  );
}
