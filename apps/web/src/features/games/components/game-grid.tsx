import type { Game } from '@casino/contract/games';
import { useState } from 'react';
import { GameInfoDialog } from './game-info-dialog';
import { GameTile } from './game-tile';

export interface GameGridProps {
  games: Game[];
  /** A home row scrolls sideways; a list wraps. */
  layout?: 'grid' | 'row';
  testId?: string;
  /** How many of the first tiles load their picture at once, first (the screen's first row). */
  priorityCount?: number;
}

/** Tiles, and the one info dialog they open. */
export function GameGrid({ games, layout = 'grid', testId = 'game-grid', priorityCount = 0 }: GameGridProps) {
  const [selected, setSelected] = useState<Game | null>(null);
  return (
    <>
      <ul className={`game-grid game-grid--${layout}`} data-testid={testId}>
        {games.map((game, index) => (
          <GameTile key={game.id} game={game} onOpen={setSelected} isPriority={index < priorityCount} />
        ))}
      </ul>
      <GameInfoDialog game={selected} onClose={() => setSelected(null)} />
    </>
  );
}
