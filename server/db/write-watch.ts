import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** One written table of an executed statement, and for an update the columns it set. */
export interface TableWrite {
  table: string;
  kind: 'insert' | 'update' | 'delete' | 'merge' | 'raw';
  columns?: string[];
}

/** A raw SQL statement that is not a plain select: which tables it writes is unknown, so it counts for all. */
export const ANY_TABLE = '*';

/**
 * Tells listeners after every statement that wrote (insert, update, delete, merge, also inside a
 * CTE), once it has run. Installed only where this process is the database's sole writer (PGlite:
 * its data directory is locked), so that what the process keeps in memory can follow every change.
 */
export class WriteWatch implements KyselyPlugin {
  private readonly pending = new WeakMap<QueryId, TableWrite[]>();
  private readonly listeners = new Set<(writes: TableWrite[]) => void>();

  onWrite(listener: (writes: TableWrite[]) => void): void {
    this.listeners.add(listener);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    // A select writes only through a data-modifying WITH (the only place PostgreSQL allows one).
    if (node.kind === 'SelectQueryNode' && !node.with) return node;
    const writes = writesOf(node);
    if (writes.length > 0) this.pending.set(queryId, writes);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const writes = this.pending.get(queryId);
    if (writes) for (const listener of this.listeners) listener(writes);
    return result;
  }
}

type Node = OperationNode & Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).kind === 'string';
}

/** The table a TableNode or an aliased one names. */
function tableName(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.kind === 'AliasNode') return tableName(node.node);
  if (node.kind !== 'TableNode') return null;
  return ((node.table as Node).identifier as Node).name as string;
}

function columnName(update: unknown): string {
  const column = (update as Node).column as Node;
  return ((column.column as Node | undefined)?.name as string | undefined) ?? '?';
}

/** Every write in a statement's tree, wherever it sits (a data-modifying CTE too). */
function writesOf(root: OperationNode): TableWrite[] {
  const writes: TableWrite[] = [];
  if (root.kind === 'RawNode') {
    const text = (root as unknown as { sqlFragments: string[] }).sqlFragments.join('?').trim();
    if (!/^select\b/i.test(text)) writes.push({ table: ANY_TABLE, kind: 'raw' });
    return writes;
  }
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    switch (value.kind) {
      case 'InsertQueryNode':
      case 'MergeQueryNode': {
        const table = tableName(value.into);
        if (table) writes.push({ table, kind: value.kind === 'InsertQueryNode' ? 'insert' : 'merge' });
        break;
      }
      case 'UpdateQueryNode': {
        const table = tableName(value.table);
        const updates = (value.updates as unknown[] | undefined) ?? [];
        if (table) writes.push({ table, kind: 'update', columns: updates.map(columnName) });
        break;
      }
      case 'DeleteQueryNode':
        for (const from of ((value.from as Node).froms as unknown[]) ?? []) {
          const table = tableName(from);
          if (table) writes.push({ table, kind: 'delete' });
        }
        break;
    }
    for (const child of Object.values(value)) if (typeof child === 'object') visit(child);
  };
  visit(root);
  return writes;
}
