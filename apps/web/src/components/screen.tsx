import { useDocumentTitle } from '@/hooks/use-document-title';
import { EmptyState } from '@casino/ui/empty-state';
import { PageHeading } from '@casino/ui/page-heading';
import type { ReactNode } from 'react';

export interface ScreenProps {
  testId: string;
  title: string;
  subtitle?: string;
  /** The honest empty state of a screen whose content arrives with a later issue. */
  empty?: { title: string; description?: string; icon?: ReactNode };
  children?: ReactNode;
}

export function Screen({ testId, title, subtitle, empty, children }: ScreenProps) {
  useDocumentTitle(title);
  return (
    <section className="screen" data-testid={testId}>
      <PageHeading title={title} subtitle={subtitle} />
      {children}
      {empty ? <EmptyState title={empty.title} description={empty.description} icon={empty.icon} /> : null}
    </section>
  );
}
