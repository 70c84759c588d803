import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MatchStats, statsOf } from './match-stats';

afterEach(cleanup);

describe("a match's statistics", () => {
  it('reads them from the detail the feed sends, in order, after what comes before them', () => {
    expect(statsOf('cards 2 stats shots=12-8 onTarget=5-3 corners=6-4 possession=55-45')).toEqual([
      { name: 'shots', home: 12, away: 8 },
      { name: 'onTarget', home: 5, away: 3 },
      { name: 'corners', home: 6, away: 4 },
      { name: 'possession', home: 55, away: 45 },
    ]);
    expect(statsOf('games 3-2 points 1-0 server A')).toEqual([]);
    expect(statsOf(null)).toEqual([]);
  });

  it('shows each as home, name, away in a table; nothing when the feed sends none', () => {
    render(
      <MatchStats
        detail="games 3-2 points 1-0 server B stats aces=4-1 doubleFaults=0-2 unknown=1-1"
        home="Ada Lind"
        away="Mia Berg"
      />,
    );
    const table = screen.getByRole('table', { name: 'Statistics' });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['4', 'Aces', '1'],
      ['0', 'Double faults', '2'],
    ]);
    cleanup();
    render(<MatchStats detail="cards 0 stats possession=61-39" home="A" away="B" />);
    expect(screen.getByRole('row', { name: /Possession/ }).textContent).toBe('61%Possession39%');
    cleanup();
    const none = render(<MatchStats detail="cards 0" home="A" away="B" />);
    expect(none.container.innerHTML).toBe('');
  });
});
