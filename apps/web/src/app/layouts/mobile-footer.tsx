import { Icon } from '@casino/ui/icon';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { openLiveChat } from '@/features/live-chat/open-live-chat';
import { useSession } from '@/lib/session';

export interface MobileFooterProps {
  isDrawerOpen: boolean;
  drawerId: string;
  onBrowse: () => void;
  onLogout: () => void;
}

/** Phones only (CSS hides it from 768px). Logged-in entries appear only when a player exists. */
export function MobileFooter({ isDrawerOpen, drawerId, onBrowse, onLogout }: MobileFooterProps) {
  const { t } = useTranslation();
  const { hasPlayer } = useSession();
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
      {hasPlayer ? (
        <>
          <NavLink to={paths.myAccount.href()} className="mobile-footer__item">
            <Icon name="user" />
            {t('footer.myProfile')}
          </NavLink>
          <button type="button" className="mobile-footer__item" onClick={onLogout}>
            <Icon name="logout" />
            {t('footer.logout')}
          </button>
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
