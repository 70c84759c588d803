import { Dialog } from '@casino/ui/dialog';
import { Icon, type IconName } from '@casino/ui/icon';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { paths } from '@/config/paths';
import { openAuthDialog } from '@/features/session/auth-dialog-store';
import { useOpenLiveChat } from '@/features/live-chat/use-open-live-chat';
import { usePlayer } from '@/features/player/api/get-player';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';

export interface MoreSheetProps {
  isOpen: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/**
 * The footer's More: a modal bottom sheet (the native dialog traps focus and closes on Escape) with the
 * footer entries the bar has no room for.
 */
export function MoreSheet({ isOpen, onClose, onLogout }: MoreSheetProps) {
  const { t } = useTranslation(['common', 'pages']);
  const openLiveChat = useOpenLiveChat();
  const isLoggedIn = useIsLoggedIn();
  const player = usePlayer();
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  const link = (to: string, icon: IconName, label: string, testId: string) => (
    <li>
      <Link to={to} onClick={onClose} data-testid={testId}>
        <Icon name={icon} />
        {label}
      </Link>
    </li>
  );
  const action = (onClick: () => void, icon: IconName, label: string, testId: string) => (
    <li>
      <button type="button" onClick={run(onClick)} data-testid={testId}>
        <Icon name={icon} />
        {label}
      </button>
    </li>
  );

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('footer.more')}
      closeLabel={t('actions.close')}
      className="ui-dialog--sheet more-sheet"
      testId="more-sheet"
    >
      {isLoggedIn ? (
        <>
          {player ? <p className="more-sheet__username">{player.username}</p> : null}
          <ul className="more-sheet__list">
            {link(paths.myAccount.href(), 'user', t('footer.myProfile'), 'more-my-profile')}
          </ul>
          <h3 className="more-sheet__heading">{t('pages:profile.title')}</h3>
          <ul className="more-sheet__list">
            {link(paths.profileBonuses.href(), 'gift', t('profileMenu.bonuses'), 'more-bonuses')}
            {link(paths.profileCashback.href(), 'coin', t('pages:profile.cashback'), 'more-cashback')}
            {link(paths.profileHistory.href(), 'list', t('profileMenu.history'), 'more-history')}
          </ul>
          <ul className="more-sheet__list">
            {action(openLiveChat, 'chat', t('footer.chat'), 'more-chat')}
            {action(onLogout, 'logout', t('footer.logout'), 'more-logout')}
          </ul>
        </>
      ) : (
        <ul className="more-sheet__list">
          {action(() => openAuthDialog('login'), 'login', t('header.login'), 'more-login')}
          {action(() => openAuthDialog('signup'), 'userPlus', t('header.signup'), 'more-signup')}
          {action(openLiveChat, 'chat', t('footer.chat'), 'more-chat')}
        </ul>
      )}
    </Dialog>
  );
}
