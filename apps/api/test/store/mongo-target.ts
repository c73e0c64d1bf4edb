/**
 * Where the mongo engine can run: `MONGODB_URI` when set, else a mongodb-memory-server if its
 * binary can be had within a short wait. Otherwise the reason, printed by the suite.
 */
export type MongoTarget = { uri: string; stop(): Promise<void> } | { skipped: string };

const START_TIMEOUT_MS = 20_000;

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
}

export async function findMongo(): Promise<MongoTarget> {
  const fromEnv = process.env.MONGODB_URI;
  if (fromEnv) return { uri: fromEnv, stop: async () => {} };
  let timer: NodeJS.Timeout | undefined;
  try {
    const { MongoBinary, MongoMemoryServer } = await import('mongodb-memory-server');
    // Find (or download) the binary first: a failed download then ends here, quietly.
    const server = await Promise.race([
      MongoBinary.getPath().then(() => MongoMemoryServer.create()),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no start within ${START_TIMEOUT_MS} ms`)),
          START_TIMEOUT_MS,
        );
      }),
    ]);
    return { uri: server.getUri(), stop: async () => void (await server.stop()) };
  } catch (error) {
    return {
      skipped: `MONGODB_URI is not set and mongodb-memory-server did not start (${message(error)})`,
    };
  } finally {
    clearTimeout(timer);
  }
}
