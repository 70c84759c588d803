import { isLocale, supportedLocales } from '@casino/rules/locales';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { changeLocale, localeNames } from '@/lib/i18n';

export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="ui-visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-select"
        data-testid="language-select"
        value={i18n.language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void changeLocale(next);
        }}
      >
        {supportedLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
