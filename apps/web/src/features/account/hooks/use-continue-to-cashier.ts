import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { missingProfileQueryOptions } from '../api/get-missing-profile';
import { pathAfterSave, type CashierKind } from '../cashier-redirect';

/**
 * After a save on my-account/:redirect: asks the server what is still missing and, once nothing is,
 * goes on to the cashier the player was heading for.
 */
export function useContinueToCashier(kind: CashierKind | null): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!kind) return;
    const { missing } = await queryClient.fetchQuery({ ...missingProfileQueryOptions(), staleTime: 0 });
    const next = pathAfterSave(kind, missing);
    if (next) await navigate(next);
  }, [kind, navigate, queryClient]);
}
