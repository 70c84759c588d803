import { Icon } from '@casino/ui/icon';
import type { MenuItem } from '@casino/contract/site';
import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { LanguageSelect } from '@/components/language-select';
import { useOpenLiveChat } from '@/features/live-chat/use-open-live-chat';
import { useSkinMenu } from '@/features/site/api/get-skin-menu';
import { DrawerIcon } from './drawer-icon';

export interface SideDrawerProps {
  id: string;
  isOpen: boolean;
  onNavigate: () => void;
  showLanguageSelect: boolean;
}

/** Every entry of GET /skinMenu, groups with their children. Guards handle entries that need login. */
export function SideDrawer({ id, isOpen, onNavigate, showLanguageSelect }: SideDrawerProps) {
  const { t, i18n } = useTranslation();
  const menu = useSkinMenu(i18n.language);

  return (
    <nav
      id={id}
      className="side-drawer"
      data-open={isOpen}
      data-testid="side-drawer"
      aria-label={t('drawer.label')}
    >
      {showLanguageSelect ? <LanguageSelect className="side-drawer__language" /> : null}
      {menu.isPending ? (
        <div className="side-drawer__status">
          <Spinner label={t('app.loading')} />
        </div>
      ) : menu.isError ? (
        <div className="side-drawer__status">
          <p>{t('drawer.error')}</p>
          <Button size="sm" variant="ghost" onClick={() => void menu.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : (
        <ul className="drawer-list">
          {menu.data.items.map((item) => (
            <DrawerEntry key={item.id} item={item} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </nav>
  );
}

function DrawerEntry({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(true);
  const hasChildren = item.children.length > 0;
  const childListId = `drawer-children-${item.id}`;

  return (
    <li className={hasChildren ? 'drawer-group' : undefined}>
      <div className="drawer-row">
        <DrawerLink
          item={item}
          isExpanded={isExpanded}
          onNavigate={onNavigate}
          onToggle={hasChildren ? () => setIsExpanded((open) => !open) : undefined}
        />
        {hasChildren && isNavigable(item.path) ? (
          <button
            type="button"
            className="drawer-expander"
            aria-expanded={isExpanded}
            aria-controls={childListId}
            aria-label={t(isExpanded ? 'drawer.collapse' : 'drawer.expand', { label: item.label })}
            onClick={() => setIsExpanded((open) => !open)}
          >
            <Icon name={isExpanded ? 'chevronDown' : 'chevronRight'} size={16} />
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <ul id={childListId} className="drawer-children" hidden={!isExpanded}>
          {item.children.map((child) => (
            <DrawerEntry key={child.id} item={child} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Entries differ by query (`/casino?category=new`), so the current one matches path and query. */
function isCurrent(path: string, location: { pathname: string; search: string }): boolean {
  const url = new URL(path, 'http://x');
  return url.pathname === location.pathname && url.search === location.search;
}

function isNavigable(path: string): boolean {
  return path !== '' && path !== '#' && !path.startsWith('#');
}

interface DrawerLinkProps {
  item: MenuItem;
  isExpanded: boolean;
  onNavigate: () => void;
  onToggle?: () => void;
}

function DrawerLink({ item, isExpanded, onNavigate, onToggle }: DrawerLinkProps) {
  const location = useLocation();
  const openLiveChat = useOpenLiveChat();
  const testId = `drawer-item-${item.id}`;
  const content = (
    <>
      <DrawerIcon name={item.icon} />
      <span>{item.label}</span>
    </>
  );
  if (item.path === '#live-chat') {
    return (
      <button
        type="button"
        className="drawer-link"
        data-testid={testId}
        onClick={() => {
          onNavigate();
          openLiveChat();
        }}
      >
        {content}
      </button>
    );
  }
  if (!isNavigable(item.path)) {
    // A group without a page of its own: the entry opens and closes its children.
    return (
      <button
        type="button"
        className="drawer-link"
        data-testid={testId}
        aria-expanded={onToggle ? isExpanded : undefined}
        onClick={onToggle}
      >
        {content}
      </button>
    );
  }
  if (/^https?:\/\//.test(item.path)) {
    return (
      <a
        className="drawer-link"
        href={item.path}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={testId}
      >
        {content}
      </a>
    );
  }
  return (
    <Link
      className="drawer-link"
      to={item.path}
      data-testid={testId}
      aria-current={isCurrent(item.path, location) ? 'page' : undefined}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
}
