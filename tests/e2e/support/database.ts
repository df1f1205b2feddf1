import Database from 'better-sqlite3';

/** Moves an application in the e2e server's database to a status (where the lifecycle's earlier calls would leave it). */
export function putAt(uuid: string, status: string): void {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    db.prepare('UPDATE applications SET checklist_status = ? WHERE uuid = ?').run(status, uuid);
  } finally {
    db.close();
  }
}
