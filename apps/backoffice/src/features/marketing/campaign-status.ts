import type { MessageKey } from '../../lib/i18n';

export type CampaignStatus = 'scheduled' | 'active' | 'paused' | 'ended';

/** A campaign's state as the screen names it. */
export const statusLabels: Record<CampaignStatus, MessageKey> = {
  scheduled: 'marketing.statusScheduled',
  active: 'marketing.statusActive',
  paused: 'marketing.statusPaused',
  ended: 'marketing.statusEnded',
};

/** A promotion code's state (a code is never scheduled: its window says when it works). */
export const codeStatusLabels: Record<Exclude<CampaignStatus, 'scheduled'>, MessageKey> = statusLabels;
