import type { CompiledQuery, Compilable } from 'kysely';
import type { DbOrTrx } from './database';
import { dialectOf, type DialectName } from './dialect';

/** Stands in for the argument at `index` while a query is compiled the first time. */
class ArgumentSlot {
  constructor(readonly index: number) {}
}

/**
 * A read compiled once per dialect and then run with each call's arguments as its parameters: for the short reads of
 * every request, where building and compiling the Kysely query costs about as much as running it. `build` may use its
 * arguments only as values the query compares with (never to choose the query's shape, nor changed on the way); a
 * compiled query that lost one of them is refused at once.
 *
 * @example
 * const findById = compiledOnce((db, id: string) => db.selectFrom('reservations').selectAll().where('id', '=', id));
 * const [row] = await findById(db, id);
 */
export function compiledOnce<Args extends unknown[], Row>(build: (db: DbOrTrx, ...args: Args) => Compilable<Row>) {
  const compiled = new Map<DialectName, CompiledQuery<Row>>();
  const compile = (db: DbOrTrx, arity: number): CompiledQuery<Row> => {
    const slots = Array.from({ length: arity }, (_, index) => new ArgumentSlot(index)) as Args;
    const query = build(db, ...slots).compile();
    const used = new Set(query.parameters.flatMap((parameter) => (parameter instanceof ArgumentSlot ? [parameter.index] : [])));
    if (used.size !== arity) throw new Error(`compiledOnce: the query uses ${used.size} of its ${arity} arguments as values`);
    return query;
  };
  return async (db: DbOrTrx, ...args: Args): Promise<Row[]> => {
    const dialect = dialectOf(db);
    let query = compiled.get(dialect);
    if (!query) {
      query = compile(db, args.length);
      compiled.set(dialect, query);
    }
    const parameters = query.parameters.map((parameter) => (parameter instanceof ArgumentSlot ? args[parameter.index] : parameter));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
