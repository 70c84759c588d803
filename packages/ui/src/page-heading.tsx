import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  level?: 1 | 2;
  id?: string;
}

export function PageHeading({ title, subtitle, actions, level = 1, id }: PageHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`ui-page-heading ui-page-heading--h${level}`}>
      <div>
        <Heading id={id} className="ui-page-heading__title">
          {title}
        </Heading>
        {subtitle ? <p className="ui-page-heading__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="ui-page-heading__actions">{actions}</div> : null}
    </div>
  );
}
