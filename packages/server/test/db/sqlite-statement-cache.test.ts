import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/db/sqlite-statement-cache';

describe('the SQLite statement cache', () => {
  const database = new SQLite(':memory:');
  database.exec('CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT)');
  database.exec("INSERT INTO item (name) VALUES ('a'), ('b'), ('c')");

  it('hands out the same prepared statement for the same SQL', () => {
    const cached = withStatementCache(database);
    const first = cached.prepare('SELECT name FROM item WHERE id = ?');
    expect(cached.prepare('SELECT name FROM item WHERE id = ?')).toBe(first);
    expect(first.all([2])).toEqual([{ name: 'b' }]);
  });

  it('prepares a fresh statement while the cached one is still being iterated', () => {
    const cached = withStatementCache(database);
    const sql = 'SELECT name FROM item ORDER BY id';
    const streaming = cached.prepare(sql).iterate([]);
    expect(streaming.next().value).toEqual({ name: 'a' });
    const again = cached.prepare(sql);
    expect(again.all([])).toHaveLength(3);
    expect([...streaming]).toEqual([{ name: 'b' }, { name: 'c' }]);
  });

  it('forgets the least recently used statement beyond its capacity', () => {
    const cached = withStatementCache(database, 2);
    const one = cached.prepare('SELECT 1');
    const two = cached.prepare('SELECT 2');
    expect(cached.prepare('SELECT 1')).toBe(one);
    cached.prepare('SELECT 3');
    expect(cached.prepare('SELECT 1')).toBe(one);
    expect(cached.prepare('SELECT 2')).not.toBe(two);
  });
});
