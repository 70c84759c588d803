import type { ActivityStatement } from '@casino/contract/statement';
import { playerApi } from '@casino/contract/routes/player-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /player/statement/{year}: the year's deposits, withdrawals and net result by product. */
export function getStatement(year: number): Promise<ActivityStatement> {
  return api.call(playerApi.getActivityStatement, { params: { year } });
}

/** The current year when none is chosen (the server knows the player's years; today's is always one). */
export function useStatement(year: number) {
  return useQuery({
    queryKey: ['player', 'statement', year],
    queryFn: () => getStatement(year),
    placeholderData: keepPreviousData,
  });
}

/** The same statement as a PDF file, in the interface's language. */
export function downloadStatementPdf(year: number): Promise<Blob> {
  return api.requestFile(`/player/statement/${year}/pdf`);
}
