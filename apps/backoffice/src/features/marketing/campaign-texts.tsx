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
  /** The campaign's terms in one line, for the preview. */
  summary: string;
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
      <CampaignPreview
        language={language}
        names={names}
        descriptions={descriptions}
        summary={props.summary}
      />
    </div>
  );
}

/**
 * The campaign as a player reading the chosen language would see its card before it is saved: a
 * language without its own words shows the English ones, as the player site does, and says so.
 */
function CampaignPreview(props: {
  language: ContentLanguage;
  names: LanguageTexts;
  descriptions: LanguageTexts;
  summary: string;
}) {
  const { t } = useI18n();
  const { language, names, descriptions } = props;
  const name = names[language].trim() || names.en.trim();
  const description = descriptions[language].trim() || descriptions.en.trim();
  const fallsBack = language !== 'en' && (!names[language].trim() || !descriptions[language].trim());
  return (
    <article className="card" aria-label={t('marketing.preview')}>
      <p className="hint">{t('marketing.preview')}</p>
      <h4 lang={language}>{name || '—'}</h4>
      {description ? <p lang={language}>{description}</p> : null}
      <p>{props.summary}</p>
      {fallsBack ? <p className="hint">{t('marketing.previewFallback')}</p> : null}
    </article>
  );
}
