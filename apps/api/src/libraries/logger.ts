/** A small levelled logger: one line per event, to stdout/stderr; `silent` for tests. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function describe(detail: unknown): string {
  if (detail === undefined) return '';
  if (detail instanceof Error) return ` ${detail.stack ?? detail.message}`;
  try {
    return ` ${JSON.stringify(detail)}`;
  } catch {
    return ` ${String(detail)}`;
  }
}

export function createLogger(level: LogLevel = 'info'): Logger {
  const threshold = RANK[level];
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, detail: unknown) => {
    if (RANK[at] < threshold) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${message}${describe(detail)}\n`;
    (RANK[at] >= RANK.warn ? process.stderr : process.stdout).write(line);
  };
  return {
    debug: (message, detail) => write('debug', message, detail),
    info: (message, detail) => write('info', message, detail),
    warn: (message, detail) => write('warn', message, detail),
    error: (message, detail) => write('error', message, detail),
  };
}
