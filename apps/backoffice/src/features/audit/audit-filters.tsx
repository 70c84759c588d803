import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';

export const emptyAuditFilters = { action: '', target: '', staffUsername: '', staffId: '', from: '', to: '' };
export type AuditFilters = typeof emptyAuditFilters;

/** A `datetime-local` value (the operator's own clock) as the ISO instant the API takes, or undefined. */
export function instantOf(local: string): string | undefined {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The filter form: staff member, action, target and a time range; applied on submit. */
export function AuditFilterForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(emptyAuditFilters);
  const field = (name: keyof AuditFilters) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <form onSubmit={onSubmit} className="row wrap">
      <label>
        {t('audit.action')}
        <input {...field('action')} />
      </label>
      <label>
        {t('audit.target')}
        <input {...field('target')} />
      </label>
      <label>
        {t('audit.staff')}
        <input {...field('staffUsername')} />
      </label>
      <label>
        {t('audit.staffId')}
        <input {...field('staffId')} />
      </label>
      <label>
        {t('audit.from')}
        <input type="datetime-local" {...field('from')} />
      </label>
      <label>
        {t('audit.to')}
        <input type="datetime-local" {...field('to')} />
      </label>
      <button type="submit">{t('audit.filter')}</button>
    </form>
  );
}
