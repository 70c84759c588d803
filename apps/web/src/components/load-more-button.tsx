import { Button } from '@casino/ui/button';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a list read page by page; nothing once the last page is in. */
export function LoadMoreButton({
  query,
  label,
  testId,
}: {
  query: PagedQuery;
  label: string;
  testId: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="form-actions">
      <Button
        variant="secondary"
        isBusy={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
        data-testid={testId}
      >
        {label}
      </Button>
    </div>
  );
}
