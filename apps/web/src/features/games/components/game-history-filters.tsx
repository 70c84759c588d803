import { Button } from '@casino/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { DateRangeFields, patchFilters } from '@/components/date-range-fields';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import type { GameHistoryFilters } from '../api/get-game-history';

export interface GameHistoryFiltersFormProps {
  value: GameHistoryFilters;
  onChange: (next: GameHistoryFilters) => void;
}

/** From and to days (both included); each change asks for page one again. */
export function GameHistoryFiltersForm({ value, onChange }: GameHistoryFiltersFormProps) {
  const { t } = useTranslation('games');
  const locale = useFormatLocale();
  return (
    <form className="history-filters" onSubmit={(event) => event.preventDefault()}>
      <DateRangeFields
        locale={locale}
        from={value.from}
        to={value.to}
        labels={{ from: t('history.from'), to: t('history.to') }}
        testIdPrefix="game-history"
        onChange={(range) => onChange(patchFilters(value, range))}
      />
      <div className="history-filters__reset">
        <Button variant="ghost" size="sm" onClick={() => onChange({})} disabled={!Object.keys(value).length}>
          {t('history.reset')}
        </Button>
      </div>
    </form>
  );
}
