import { Icon } from '@casino/ui/icon';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { MenuButton } from '@/components/menu-button';

/** What the menu shows of a player message (from GET /player/messages, see player-notifications.tsx). */
export interface NotificationItem {
  id: string;
  /** The server's index of the entry, which Clear names. */
  index: number;
  date: string;
  text: string;
  isNew: boolean;
}

export interface NotificationsMenuProps {
  items: NotificationItem[];
  onClear: (item: NotificationItem) => void;
  onClearAll: () => void;
  onOpenChange?: (isOpen: boolean) => void;
  /** The count on the bell; by default the new items. */
  badge?: number;
}

export function NotificationsMenu({
  items,
  onClear,
  onClearAll,
  onOpenChange,
  badge,
}: NotificationsMenuProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'latest' | 'new'>('latest');
  const newCount = items.filter((item) => item.isNew).length;
  const shown = tab === 'new' ? items.filter((item) => item.isNew) : items;
  return (
    <MenuButton
      label={t('notifications.title')}
      icon={<Icon name="bell" />}
      badge={badge ?? newCount}
      testId="header-notifications"
      onOpenChange={onOpenChange}
    >
      {() => (
        <div className="notifications-menu">
          <div className="segmented" role="group" aria-label={t('notifications.title')}>
            <button type="button" aria-pressed={tab === 'latest'} onClick={() => setTab('latest')}>
              {t('notifications.latest')}
            </button>
            <button type="button" aria-pressed={tab === 'new'} onClick={() => setTab('new')}>
              {t('notifications.new')}
            </button>
          </div>
          {shown.length === 0 ? (
            <p className="notifications-menu__empty">{t('notifications.empty')}</p>
          ) : (
            <ul className="notifications-menu__list">
              {shown.map((item) => (
                <li key={item.id}>
                  <time>{item.date}</time>
                  <p>{item.text}</p>
                  <button type="button" className="link-button" onClick={() => onClear(item)}>
                    {t('notifications.clear')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="link-button" disabled={items.length === 0} onClick={onClearAll}>
            {t('notifications.clearAll')}
          </button>
        </div>
      )}
    </MenuButton>
  );
}
