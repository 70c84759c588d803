import { Icon } from '@casino/ui/icon';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { paths } from '@/config/paths';
import { MoreSheet } from './more-sheet';

export interface MobileFooterProps {
  isDrawerOpen: boolean;
  drawerId: string;
  onBrowse: () => void;
  onLogout: () => void;
}

/**
 * Phones only (CSS hides it from 768px): the spec's footer entries as an app lays them out, five
 * icons with labels (Browse, Home, Rewards, Promotions, More) for visitors and players alike; More
 * opens a sheet with the rest (My Profile, Profile, Chat, Logout, or Log in and Sign up).
 */
export function MobileFooter({ isDrawerOpen, drawerId, onBrowse, onLogout }: MobileFooterProps) {
  const { t } = useTranslation();
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  return (
    <>
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
        <NavLink
          to={paths.networkPromotions.href()}
          className="mobile-footer__item"
          data-testid="footer-promotions"
        >
          <Icon name="megaphone" />
          {t('footer.promotions')}
        </NavLink>
        <button
          type="button"
          className="mobile-footer__item"
          aria-haspopup="dialog"
          aria-expanded={isMoreOpen}
          onClick={() => setIsMoreOpen(true)}
          data-testid="footer-more"
        >
          <Icon name="more" />
          {t('footer.more')}
        </button>
      </nav>
      <MoreSheet isOpen={isMoreOpen} onClose={() => setIsMoreOpen(false)} onLogout={onLogout} />
    </>
  );
}
