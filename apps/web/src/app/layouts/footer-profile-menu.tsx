import { Icon } from '@casino/ui/icon';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { usePopover } from '@/hooks/use-popover';
import { usePlayer } from '@/features/player/api/get-player';

/**
 * The footer's Profile entry on phones: the profile pages the header menu lists, in a panel that
 * opens upwards. Escape and a tap outside close it.
 */
export function FooterProfileMenu() {
  const { t } = useTranslation(['common', 'pages']);
  const player = usePlayer();
  const { isOpen, setIsOpen, panelId, rootRef, buttonRef } = usePopover();

  const links = [
    { to: paths.myAccount.href(), label: t('profileMenu.myAccount') },
    { to: paths.profileBonuses.href(), label: t('profileMenu.bonuses') },
    { to: paths.profileCashback.href(), label: t('pages:profile.cashback') },
    { to: paths.profileHistory.href(), label: t('profileMenu.history') },
  ];
  return (
    <div className="footer-profile" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="mobile-footer__item"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        data-testid="footer-profile"
      >
        <Icon name="list" />
        {t('pages:profile.title')}
      </button>
      <div id={panelId} className="footer-profile__panel" hidden={!isOpen}>
        {player ? <p className="profile-menu__username">{player.username}</p> : null}
        <ul className="menu-list">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => setIsOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
