import { describe, expect, it } from 'vitest';
import { DataGenerations, statementEffect } from '../../src/db/data-generations';

describe('statementEffect', () => {
  it.each([
    ['select "r"."id" from "reservations" as "r" left join "employees" as "e" on "e"."id" = "r"."guide_employee_id"', ['reservations', 'employees']],
    ['select count(*) from chat_messages where chat_nmbr = ?', ['chat_messages']],
    ['with recent as (select * from "orders") select * from recent join order_deliveries on 1 = 1', ['orders', 'order_deliveries']],
  ])('reads the tables of %s', (sql, tables) => {
    const effect = statementEffect(sql);
    expect(effect.kind).toBe('read');
    expect(effect.kind === 'read' && effect.tables).toEqual(expect.arrayContaining(tables));
  });

  it.each([
    ['insert into "chat_messages" ("paragraph") values (?)', 'chat_messages'],
    ['insert or ignore into read_marks (chat_nmbr) values (?)', 'read_marks'],
    ['update "reservations" set "status" = ? where "id" = ?', 'reservations'],
    ['delete from "order_deliveries" where "nmbr" = ?', 'order_deliveries'],
  ])('writes the table of %s', (sql, table) => {
    expect(statementEffect(sql)).toEqual({ kind: 'write', table });
  });

  it('knows transaction control and takes anything else for a change of everything', () => {
    expect(statementEffect('begin')).toEqual({ kind: 'begin' });
    expect(statementEffect('start transaction isolation level serializable')).toEqual({ kind: 'begin' });
    expect(statementEffect('commit')).toEqual({ kind: 'end' });
    expect(statementEffect('rollback')).toEqual({ kind: 'end' });
    expect(statementEffect('rollback to "sp1"')).toEqual({ kind: 'savepoint' });
    expect(statementEffect('savepoint "sp1"')).toEqual({ kind: 'savepoint' });
    expect(statementEffect('pragma foreign_keys = ON')).toEqual({ kind: 'unknown' });
    expect(statementEffect('with gone as (delete from "x" returning *) select * from gone')).toEqual({ kind: 'unknown' });
  });
});

describe('DataGenerations', () => {
  const captured = async (generations: DataGenerations, tables: string[]) => {
    const { capture, result } = generations.captureReads(async () => generations.noteRead(tables));
    await result;
    return capture;
  };

  it('keeps a capture current until a table it read changes', async () => {
    const generations = new DataGenerations();
    const capture = await captured(generations, ['reservations', 'employees']);
    expect(capture.tables).toEqual(new Map([['reservations', 0], ['employees', 0]]));
    generations.noteChange(['orders']);
    expect(generations.isCurrent(capture)).toBe(true);
    generations.noteChange(['employees']);
    expect(generations.isCurrent(capture)).toBe(false);
  });

  it('invalidates every capture on a change it cannot place', async () => {
    const generations = new DataGenerations();
    const capture = await captured(generations, ['reservations']);
    generations.noteChange('everything');
    expect(generations.isCurrent(capture)).toBe(false);
  });

  it('marks the capture whose own work changed data, and no other', async () => {
    const generations = new DataGenerations();
    const writing = generations.captureReads(async () => generations.noteChange(['read_marks']));
    const reading = generations.captureReads(async () => generations.noteRead(['read_marks']));
    await Promise.all([writing.result, reading.result]);
    expect(writing.capture.changedData).toBe(true);
    expect(reading.capture.changedData).toBe(false);
  });
});
