import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RankingList, type RankingEntry } from './ranking-list';

const entry = (rank: number, name: string, extra: Partial<RankingEntry> = {}): RankingEntry => ({
  key: name,
  rank,
  rankLabel: `Rank ${rank}`,
  name,
  score: `${10 - rank} guests`,
  ...extra,
});

describe('RankingList', () => {
  it('lists each person with the rank read out, initials hidden from screen readers, name, badge and score', () => {
    render(
      <RankingList
        label="Guides this month"
        entries={[entry(1, 'Sanne Visser', { isFirst: true }), entry(2, 'Bram Peters', { isMine: true, badge: <em>You</em> })]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Guides this month' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByLabelText('Rank 1').textContent).toBe('1');
    expect(first!.textContent).toBe('1SVSanne Visser9 guests');
    expect(first!.querySelector('.ranking-list__avatar')?.getAttribute('aria-hidden')).toBe('true');
    expect(first!.className).toContain('ranking-list__row--first');
    expect(second!.className).toContain('ranking-list__row--mine');
    expect(within(second!).getByText('You').closest('.ranking-list__name')?.textContent).toBe('Bram PetersYou');
  });

  it('marks a list whose numbers are being refreshed as stale', () => {
    const { container } = render(<RankingList entries={[entry(1, 'Sanne Visser')]} isStale />);
    expect(container.querySelector('ol')?.className).toBe('ranking-list ranking-list--stale');
  });
});
