import { useI18n } from '../../lib/i18n';
import type { TranslationDraft } from './content-draft';

/** Title, description and Markdown of one language. English is required; others may stay empty. */
export function TranslationFields(props: {
  value: TranslationDraft;
  required: boolean;
  onChange: (value: TranslationDraft) => void;
}) {
  const { t } = useI18n();
  const set = (field: keyof TranslationDraft, text: string) =>
    props.onChange({ ...props.value, [field]: text });
  return (
    <div className="grid">
      <label>
        {t('content.titleField')}
        <input
          value={props.value.title}
          maxLength={200}
          required={props.required}
          onChange={(event) => set('title', event.target.value)}
        />
      </label>
      <label>
        {t('content.description')}
        <input
          value={props.value.description}
          maxLength={300}
          onChange={(event) => set('description', event.target.value)}
        />
      </label>
      <label>
        {t('content.markdown')}
        <textarea
          rows={10}
          value={props.value.markdown}
          maxLength={100_000}
          onChange={(event) => set('markdown', event.target.value)}
        />
      </label>
    </div>
  );
}
