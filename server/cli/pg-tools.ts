import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs pg_dump or pg_restore on the database at url. The password goes in PGPASSWORD, not on the
 * command line where ps would show it; a failure reports the tool's own message only.
 */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  try {
    await run(tool, [...args, `--dbname=${target.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: unknown };
    if (code === 'ENOENT') throw new Error(`${tool} was not found: install the PostgreSQL client tools.`);
    throw new Error(`${tool} failed: ${stderr?.trim() || String(code)}`);
  }
}
