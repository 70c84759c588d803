import type { QueryClient } from '@tanstack/react-query';
import { logosQueryOptions } from '@/features/site/api/get-logos';
import { skinConfigQueryOptions } from '@/features/site/api/get-skin-config';
import { skinMenuQueryOptions } from '@/features/site/api/get-skin-menu';
import { i18n } from '@/lib/i18n';

/** Menu, logos and skin config of the layout; failures are left to the components to show. */
export async function prefetchShell(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(skinMenuQueryOptions(i18n.language)),
    queryClient.prefetchQuery(logosQueryOptions({})),
    queryClient.prefetchQuery(skinConfigQueryOptions()),
  ]);
}
