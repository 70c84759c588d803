import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useMissingProfile } from '../api/get-missing-profile';
import { cashierPath, type CashierKind } from '../cashier-redirect';

/** On my-account/:redirect: what must be filled in before the cashier opens (spec sections 2 and 8). */
export function MissingProfileNotice({ kind }: { kind: CashierKind }) {
  const { t } = useTranslation('account');
  const { data } = useMissingProfile({ enabled: true });
  if (!data) return null;
  if (data.missing.length === 0)
    return (
      <p className="account-notice account-notice--ok">
        <Link to={cashierPath(kind)}>{t(`missing.continue.${kind}`)}</Link>
      </p>
    );
  // The spec lists the fields comma-separated, named in the player's language.
  const names = data.missing.map((field) => t(`fields.${field}`, { defaultValue: field })).join(', ');
  return (
    <div className="account-notice" role="alert" data-testid="missing-profile-notice">
      <p className="account-notice__title">{t('missing.title')}</p>
      <p className="account-notice__fields">{t('missing.fields', { fields: names })}</p>
    </div>
  );
}
