import { levelReward } from '@casino/rules/loyalty/level-rewards';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { usePlayer } from '@/features/player/api/get-player';
import { notify } from '@/lib/notifications';
import { useLoyalty } from '../api/get-loyalty';
import { useRewardGameTitles } from '../api/get-reward-game-titles';
import { isNewerLevelUp, lastShownLevelUp, rememberLevelUpShown } from '../level-up-memory';
import { useLoyaltyFormat } from './use-loyalty-format';

export const levelUpNoticeTestId = 'level-up-toast';

/**
 * "Level N reached" with its reward, once per level-up: when GET /player/loyalty's lastLevelUp is
 * newer than the last one this browser showed. It stays until closed, like a new message.
 */
export function useLevelUpNotice(): void {
  const { t, ready } = useTranslation();
  const player = usePlayer();
  const { data } = useLoyalty();
  const lastLevelUp = data?.lastLevelUp ?? null;
  const isPending = !!player && !!lastLevelUp && isNewerLevelUp(lastLevelUp.at, lastShownLevelUp(player.id));
  const rewardOfLevel = isPending ? levelReward(lastLevelUp.level) : null;
  // The slot's title for free spins; the notice waits for it (the slug stands in if the list fails).
  const titlesQuery = useRewardGameTitles(rewardOfLevel?.kind === 'freeSpins');
  const format = useLoyaltyFormat();

  useEffect(() => {
    if (!ready || !player || !lastLevelUp || !rewardOfLevel) return;
    if (!isNewerLevelUp(lastLevelUp.at, lastShownLevelUp(player.id))) return;
    if (rewardOfLevel.kind === 'freeSpins' && titlesQuery.isPending) return;
    rememberLevelUpShown(player.id, lastLevelUp.at);
    notify(
      t('loyalty.levelUp', {
        level: lastLevelUp.level,
        reward: format.reward(rewardOfLevel, titlesQuery.titles),
      }),
      'success',
      null,
      { testId: levelUpNoticeTestId, isPlayerScoped: true },
    );
  }, [ready, player, lastLevelUp, rewardOfLevel, titlesQuery.isPending, titlesQuery.titles, format, t]);
}
