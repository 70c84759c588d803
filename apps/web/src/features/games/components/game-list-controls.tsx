import type { GameProvider } from '@casino/contract/games';
import { gameSorts, type GameSort } from '@casino/contract/values/games';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';

export interface GameListControlsProps {
  search: string;
  onSearch: (text: string) => void;
  provider: string;
  onProvider: (code: string) => void;
  providers: GameProvider[];
  sort: GameSort;
  onSort: (sort: GameSort) => void;
  /** A search ranks by how well titles match, so the order is not the player's to pick then. */
  isSortDisabled: boolean;
}

/** Search box, provider filter and order of a game list. */
export function GameListControls(props: GameListControlsProps) {
  const { t } = useTranslation('games');
  const id = useId();
  return (
    <form className="game-controls" role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="game-controls__search">
        <label htmlFor={`${id}-search`} className="ui-visually-hidden">
          {t('controls.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="form-input"
          placeholder={t('controls.searchPlaceholder')}
          value={props.search}
          maxLength={100}
          autoComplete="off"
          data-testid="game-search"
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      <div className="game-controls__field">
        <label htmlFor={`${id}-provider`}>{t('controls.provider')}</label>
        <select
          id={`${id}-provider`}
          className="form-input"
          value={props.provider}
          data-testid="game-provider-filter"
          onChange={(event) => props.onProvider(event.target.value)}
        >
          <option value="all">{t('controls.allProviders')}</option>
          {props.providers.map((provider) => (
            <option key={provider.code} value={provider.code}>
              {provider.name}
            </option>
          ))}
        </select>
      </div>
      <div className="game-controls__field">
        <label htmlFor={`${id}-sort`}>{t('controls.sort')}</label>
        <select
          id={`${id}-sort`}
          className="form-input"
          value={props.sort}
          disabled={props.isSortDisabled}
          data-testid="game-sort"
          onChange={(event) => props.onSort(event.target.value as GameSort)}
        >
          {gameSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`controls.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
