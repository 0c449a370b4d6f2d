import type { ReactNode } from 'react';
import { Avatar } from './avatar';
import { classNames } from './class-names';
import './ranking-list.css';

export interface RankingEntry {
  key: string;
  rank: number;
  /** What a screen reader says for the rank, e.g. "Rank 1". */
  rankLabel: string;
  name: string;
  /** Beside the name, e.g. a "You" pill. */
  badge?: ReactNode;
  score: ReactNode;
  /** The winner: the rank stands out. */
  isFirst?: boolean;
  /** The signed-in person's own row, highlighted. */
  isMine?: boolean;
}

/** People ranked, a row each: rank, avatar (their initials), name and their numbers. */
export function RankingList({ entries, label, isStale = false }: { entries: RankingEntry[]; label?: string; isStale?: boolean }) {
  return (
    <ol className={classNames('ranking-list', isStale && 'ranking-list--stale')} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key} className={classNames('ranking-list__row', entry.isFirst && 'ranking-list__row--first', entry.isMine && 'ranking-list__row--mine')}>
          <span className="ranking-list__rank" aria-label={entry.rankLabel}>
            {entry.rank}
          </span>
          <Avatar name={entry.name} size="small" className="ranking-list__avatar" />
          <span className="ranking-list__name">
            <span className="ranking-list__name-text">{entry.name}</span>
            {entry.badge}
          </span>
          <span className="ranking-list__score">{entry.score}</span>
        </li>
      ))}
    </ol>
  );
}
