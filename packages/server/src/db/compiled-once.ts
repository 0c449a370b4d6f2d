import type { CompiledQuery, Compilable } from 'kysely';
import type { DbOrTrx } from './database';
import { dialectOf, type DialectName } from './dialect';
import { prepareOnEachConnection } from './prepared-statements';

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
      if (dialect === 'postgres') prepareOnEachConnection(query.sql);
    }
    const parameters = query.parameters.map((parameter) => (parameter instanceof ArgumentSlot ? args[parameter.index] : parameter));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}

/**
 * compiledOnce for a read whose query takes one of a few shapes (which filters apply): one compiled query per shape,
 * compiled the first time that shape is read. `keyOf` must tell apart every shape `build` makes; `build` takes the
 * values its shape compares with as its arguments, in the order it uses them.
 *
 * @example
 * const page = compiledOncePerShape(
 *   (byLocation: boolean) => String(byLocation),
 *   (byLocation, db, ...values: unknown[]) => (byLocation ? query(db).where('location_id', '=', values[0]) : query(db)),
 * );
 * const rows = await page(locationId !== null)(db, ...(locationId !== null ? [locationId] : []));
 */
export function compiledOncePerShape<Shape, Args extends unknown[], Row>(
  keyOf: (shape: Shape) => string,
  build: (shape: Shape, db: DbOrTrx, ...args: Args) => Compilable<Row>,
): (shape: Shape) => (db: DbOrTrx, ...args: Args) => Promise<Row[]> {
  const reads = new Map<string, (db: DbOrTrx, ...args: Args) => Promise<Row[]>>();
  return (shape) => {
    const key = keyOf(shape);
    let read = reads.get(key);
    if (!read) {
      read = compiledOnce((db: DbOrTrx, ...args: Args) => build(shape, db, ...args));
      reads.set(key, read);
    }
    return read;
  };
}
