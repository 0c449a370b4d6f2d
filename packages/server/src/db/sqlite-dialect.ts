import { SqliteDialect, SqliteQueryCompiler, ValueNode, type LimitNode, type QueryCompiler } from 'kysely';

/**
 * SQLite's compiler with a LIMIT that is a bound value written `limit +?`. SQLite reads a LIMIT that is a bare parameter
 * while it plans the statement, so binding that parameter again (better-sqlite3 binds every parameter on every run)
 * makes it prepare the statement anew on the next run: for a list page with joins that costs more than reading the
 * page. SQLite does not look into `+?`, so a kept statement stays prepared; the page is the same.
 */
class KeptStatementQueryCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    if (!ValueNode.is(node.limit) || node.limit.immediate) return super.visitLimit(node);
    this.append('limit +');
    this.visitNode(node.limit);
  }
}

/** Kysely's SQLite dialect whose statements, once prepared, are run again without being prepared anew. */
export class KeptStatementSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new KeptStatementQueryCompiler();
  }
}
