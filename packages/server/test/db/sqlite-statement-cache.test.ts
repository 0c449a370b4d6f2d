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
    expect(first.reader).toBe(true);
    expect(first.all([2])).toEqual([{ name: 'b' }]);
  });

  it('reads rows as better-sqlite3 makes them: every column in order, a repeated name in its first place with its last value', () => {
    const cached = withStatementCache(database);
    const sql = `SELECT id, name, NULL AS empty, 1.5 AS half, x'00ff' AS bytes, id AS twice, name AS twice FROM item WHERE id <= ? ORDER BY id`;
    const rows = cached.prepare(sql).all([2]) as Record<string, unknown>[];
    expect(rows).toEqual(database.prepare(sql).all(2));
    expect(Object.keys(rows[0]!)).toEqual(['id', 'name', 'empty', 'half', 'bytes', 'twice']);
    expect(rows[0]!.twice).toBe('a');
  });

  it('keeps a column named __proto__ as a value, never as the row\'s prototype', () => {
    const [row] = withStatementCache(database).prepare(`SELECT 'p' AS "__proto__", 1 AS one`).all([]) as object[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('p');
  });

  it('answers a write with RETURNING with its rows, and a write without with its changes', () => {
    const cached = withStatementCache(database);
    expect(cached.prepare("INSERT INTO item (name) VALUES (?) RETURNING id, name").all(['d'])).toEqual([{ id: 4, name: 'd' }]);
    expect(cached.prepare('DELETE FROM item WHERE id = ?').run([4])).toMatchObject({ changes: 1 });
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
