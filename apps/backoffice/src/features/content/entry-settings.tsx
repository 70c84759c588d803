import { useI18n } from '../../lib/i18n';
import type { ContentDraft } from './content-draft';

/** The entry's slug, cover, publish window and, for a banner, its placement, position and link. */
export function EntrySettings(props: { draft: ContentDraft; onChange: (draft: ContentDraft) => void }) {
  const { t } = useI18n();
  const { draft } = props;
  const set = (field: keyof ContentDraft, value: string) => props.onChange({ ...draft, [field]: value });
  return (
    <div className="row wrap">
      <label>
        {t('content.slug')}
        <input
          value={draft.slug}
          required
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          maxLength={100}
          onChange={(event) => set('slug', event.target.value)}
        />
      </label>
      <label>
        {t('content.coverImage')}
        <input
          value={draft.coverImage}
          placeholder="/static/content/…"
          onChange={(event) => set('coverImage', event.target.value)}
        />
      </label>
      <label>
        {t('content.publishFrom')}
        <input
          type="datetime-local"
          value={draft.publishFrom}
          onChange={(event) => set('publishFrom', event.target.value)}
        />
      </label>
      <label>
        {t('content.publishUntil')}
        <input
          type="datetime-local"
          value={draft.publishUntil}
          onChange={(event) => set('publishUntil', event.target.value)}
        />
      </label>
      {draft.kind === 'banner' ? <BannerSettings {...props} /> : null}
    </div>
  );
}

function BannerSettings(props: { draft: ContentDraft; onChange: (draft: ContentDraft) => void }) {
  const { t } = useI18n();
  const { draft } = props;
  const set = (field: keyof ContentDraft, value: string) => props.onChange({ ...draft, [field]: value });
  return (
    <>
      <label>
        {t('content.placement')}
        <select value={draft.placement} onChange={(event) => set('placement', event.target.value)}>
          <option value="hero">{t('content.placementHero')}</option>
          <option value="promotion">{t('content.placementPromotion')}</option>
        </select>
      </label>
      <label>
        {t('content.position')}
        <input
          type="number"
          min={0}
          max={10000}
          value={draft.position}
          onChange={(event) => set('position', event.target.value)}
        />
      </label>
      <label>
        {t('content.link')}
        <input
          value={draft.link}
          placeholder="/promotions"
          onChange={(event) => set('link', event.target.value)}
        />
      </label>
    </>
  );
}
