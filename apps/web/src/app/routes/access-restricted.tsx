import { useDocumentTitle } from '@/hooks/use-document-title';
import { Icon } from '@casino/ui/icon';
import { isCountryBlocked } from '@casino/rules/geo';
import { useTranslation } from '@/lib/i18n-react';
import { LanguageSelect } from '@/components/language-select';
import { storage, storageKeys } from '@/lib/storage';

export default function AccessRestrictedPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('accessRestricted.title'));
  const isBlockedCountry = isCountryBlocked(storage.get(storageKeys.country2));
  return (
    <div className="standalone" data-testid="page-access-restricted">
      <div className="standalone__card">
        <div className="standalone__icon">
          <Icon name="ban" size={48} />
        </div>
        <h1>{t('accessRestricted.title')}</h1>
        {isBlockedCountry ? (
          <p className="standalone__lead" data-testid="country-blocked">
            <strong>{t('accessRestricted.countryBlocked')}</strong>{' '}
            {t('accessRestricted.countryBlockedDetail')}
          </p>
        ) : null}
        <p>{t('accessRestricted.body')}</p>
        <LanguageSelect />
      </div>
    </div>
  );
}
