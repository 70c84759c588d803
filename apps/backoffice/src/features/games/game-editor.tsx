import type { z } from 'zod';
import type {
  staffCatalogueGameBodySchema,
  staffCatalogueGameSchema,
} from '@casino/contract/backoffice-games';
import { useState, type FormEvent } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';

export type CatalogueGame = z.infer<typeof staffCatalogueGameSchema>;
export type CatalogueGameChange = z.infer<typeof staffCatalogueGameBodySchema>;

export const categoryLabel = (category: string) => `games.cat.${category}` as MessageKey;

/** Splits the typed tags: lower case, commas or spaces between them, each once. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
  ];
}

/** One game's order, category, tags and home sections, edited in its row of the catalogue. */
export function GameEditor(props: {
  game: CatalogueGame;
  categories: string[];
  onSave: (change: CatalogueGameChange) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const { game } = props;
  const [form, setForm] = useState({
    popularity: String(game.popularity),
    category: game.category,
    tags: game.tags.join(', '),
    isNew: game.isNew,
    isJackpot: game.isJackpot,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave({
      popularity: Number(form.popularity),
      category: form.category,
      tags: parseTags(form.tags),
      isNew: form.isNew,
      isJackpot: form.isJackpot,
    });
  };
  return (
    <form className="row wrap" onSubmit={submit} aria-label={t('games.editOf', { title: game.title })}>
      <label>
        {t('games.order')}
        <input
          type="number"
          min={0}
          max={1_000_000}
          required
          value={form.popularity}
          onChange={(e) => setForm({ ...form, popularity: e.target.value })}
        />
      </label>
      <label>
        {t('games.category')}
        <select
          value={form.category}
          onChange={(e) => setForm({ ...form, category: e.target.value as CatalogueGame['category'] })}
        >
          {props.categories.map((category) => (
            <option key={category} value={category}>
              {t(categoryLabel(category))}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('games.tags')}
        <input
          value={form.tags}
          placeholder={t('games.tagsHint')}
          onChange={(e) => setForm({ ...form, tags: e.target.value })}
        />
      </label>
      <HomeSections
        isNew={form.isNew}
        isJackpot={form.isJackpot}
        onChange={(sections) => setForm({ ...form, ...sections })}
      />
      <button type="submit">{t('games.save')}</button>
      <button type="button" className="secondary" onClick={props.onCancel}>
        {t('games.cancel')}
      </button>
    </form>
  );
}

/** The home page's New and Jackpot sections a game is shown in. */
function HomeSections(props: {
  isNew: boolean;
  isJackpot: boolean;
  onChange: (sections: { isNew: boolean; isJackpot: boolean }) => void;
}) {
  const { t } = useI18n();
  const { isNew, isJackpot } = props;
  return (
    <fieldset className="row">
      <legend>{t('games.homeSections')}</legend>
      <label className="inline">
        <input
          type="checkbox"
          checked={isNew}
          onChange={(e) => props.onChange({ isNew: e.target.checked, isJackpot })}
        />
        {t('games.new')}
      </label>
      <label className="inline">
        <input
          type="checkbox"
          checked={isJackpot}
          onChange={(e) => props.onChange({ isNew, isJackpot: e.target.checked })}
        />
        {t('games.jackpot')}
      </label>
    </fieldset>
  );
}
