import { contentLanguages } from '@casino/contract/values/content';
import { localeNames } from '../../lib/i18n';
import type { ContentLanguage } from './content-draft';

/** One tab per product language; a tab is marked when that language has words. */
export function LanguageTabs(props: {
  label: string;
  chosen: ContentLanguage;
  filled: (language: ContentLanguage) => boolean;
  onChoose: (language: ContentLanguage) => void;
}) {
  return (
    <div role="tablist" aria-label={props.label} className="row wrap">
      {contentLanguages.map((language) => (
        <button
          key={language}
          type="button"
          role="tab"
          id={`tab-${language}`}
          aria-selected={props.chosen === language}
          className={props.chosen === language ? undefined : 'secondary'}
          onClick={() => props.onChoose(language)}
        >
          {localeNames[language]}
          {props.filled(language) ? ' ✓' : ''}
        </button>
      ))}
    </div>
  );
}
