import type { Game } from '@casino/contract/games';
import { useState } from 'react';
import { GameInfoDialog } from './game-info-dialog';
import { GameTile } from './game-tile';

export interface GameGridProps {
  games: Game[];
  /** A home row scrolls sideways; a list wraps. */
  layout?: 'grid' | 'row';
  testId?: string;
}

/** Tiles, and the one info dialog they open. */
export function GameGrid({ games, layout = 'grid', testId = 'game-grid' }: GameGridProps) {
  const [selected, setSelected] = useState<Game | null>(null);
  return (
    <>
      <ul className={`game-grid game-grid--${layout}`} data-testid={testId}>
        {games.map((game) => (
          <GameTile key={game.id} game={game} onOpen={setSelected} />
        ))}
      </ul>
      <GameInfoDialog game={selected} onClose={() => setSelected(null)} />
    </>
  );
}
