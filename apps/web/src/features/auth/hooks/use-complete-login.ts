import type { LoginData } from '@casino/contract/auth';
import { formatDateTime } from '@casino/rules/formatting';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { balanceQueryOptions } from '@/features/player/api/get-balance';
import { lastLoginQueryOptions } from '@/features/player/api/get-last-login';
import { pendingWithdrawalsQueryOptions } from '@/features/player/api/get-pending-withdrawals';
import { playerQueryOptions } from '@/features/player/api/get-player';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { startPlayerSession } from '@/features/player/player-session';
import { playerMessagesQueryOptions } from '@/features/player/api/get-player-messages';
import { notify } from '@/lib/notifications';
import { completeLogin } from '../complete-login';

/** What the log in form and Google sign-in do with a successful answer. */
export function useCompleteLogin(): (login: LoginData) => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  const locale = useFormatLocale();
  return useCallback(
    (login: LoginData) => {
      const id = login.playerSessionId;
      return completeLogin(login, {
        startSession: (data) => startPlayerSession(queryClient, data),
        refresh: {
          messages: () => queryClient.fetchQuery({ ...playerMessagesQueryOptions(id), staleTime: 0 }),
          pendingWithdrawals: () =>
            queryClient.fetchQuery({ ...pendingWithdrawalsQueryOptions(id), staleTime: 0 }),
          balance: () => queryClient.fetchQuery({ ...balanceQueryOptions(id), staleTime: 0 }),
          lastLogin: () => queryClient.fetchQuery({ ...lastLoginQueryOptions(id), staleTime: 0 }),
          player: () => queryClient.fetchQuery({ ...playerQueryOptions(id), staleTime: 0 }),
        },
        notifySuccess: (lastLogin) =>
          notify(
            lastLogin
              ? t('login.success', { at: formatDateTime(lastLogin.at, locale), ip: lastLogin.ip })
              : t('login.successFirst'),
            'success',
          ),
      });
    },
    [queryClient, t, locale],
  );
}
