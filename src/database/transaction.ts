import { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `work` in one transaction: everything it writes commits together or not at all.
 * Pass an existing manager to join the caller's transaction instead of opening a new one.
 */
export function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  outer?: EntityManager,
): Promise<T> {
  if (outer?.queryRunner?.isTransactionActive) return work(outer);
  return dataSource.transaction(work);
}
