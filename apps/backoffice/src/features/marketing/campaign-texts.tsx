import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import type { ContentLanguage } from '../content/content-draft';
import { LanguageTabs } from '../content/language-tabs';
import type { LanguageTexts } from './campaign-draft';
import { Field } from './field';

/**
 * A campaign's name and description in each of the six languages, one tab per language (English
 * required; a language left empty shows the English text on the player site).
 */
export function CampaignTexts(props: {
  names: LanguageTexts;
  descriptions: LanguageTexts;
  onChange: (texts: { names: LanguageTexts; descriptions: LanguageTexts }) => void;
}) {
  const { t } = useI18n();
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const { names, descriptions } = props;
  return (
    <div>
      <LanguageTabs
        label={t('marketing.languages')}
        chosen={language}
        filled={(lang) => names[lang].trim() !== ''}
        onChoose={setLanguage}
      />
      <div className="row wrap" role="tabpanel" aria-labelledby={`tab-${language}`}>
        <Field
          label="marketing.name"
          lang={language}
          value={names[language]}
          onValue={(name) => props.onChange({ names: { ...names, [language]: name }, descriptions })}
          required={language === 'en'}
          placeholder={language === 'en' ? undefined : names.en}
          maxLength={200}
        />
        <Field
          label="marketing.description"
          lang={language}
          value={descriptions[language]}
          onValue={(text) => props.onChange({ names, descriptions: { ...descriptions, [language]: text } })}
          placeholder={language === 'en' ? undefined : descriptions.en}
          maxLength={2000}
        />
      </div>
    </div>
  );
}
