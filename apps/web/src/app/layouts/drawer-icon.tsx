import { Icon, isIconName, type IconName } from '@casino/ui/icon';

/** Menu icons arrive as names from GET /skinMenu; a few aliases map to our set, others get a dot. */
const aliases: Record<string, IconName> = {
  rewards: 'gift',
  bonus: 'coin',
  bonuses: 'coin',
  vip: 'crown',
  casino: 'slots',
  live: 'cards',
  'live-casino': 'cards',
  sports: 'ball',
  sportsbook: 'ball',
  crash: 'rocket',
  promotions: 'megaphone',
  tournaments: 'trophy',
  handshake: 'users',
  affiliates: 'users',
  'live-chat': 'chat',
  contact: 'mail',
};

export function DrawerIcon({ name }: { name: string | null }) {
  const key = name?.toLowerCase() ?? '';
  const icon: IconName = aliases[key] ?? (isIconName(key) ? key : 'dot');
  return (
    <span className="drawer-icon">
      <Icon name={icon} />
    </span>
  );
}
