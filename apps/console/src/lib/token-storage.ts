/**
 * The only module that touches localStorage. The console has its own key: it is served from the
 * patient site's origin, and an operator token must never be read as a patient's (or the reverse).
 */
const TOKEN_KEY = 'clinicConsoleToken';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

function read(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    // Storage can be disabled: behave as if nothing were stored.
    return null;
  }
}

function write(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(TOKEN_KEY);
    else window.localStorage.setItem(TOKEN_KEY, value);
  } catch {
    // Quota or disabled storage: the session lives only as long as the page.
  }
}

/** The operator's token, observable so React re-renders when it changes (here or in another tab). */
export const tokenStore = {
  get: read,
  set(token: string): void {
    write(token);
    notify();
  },
  clear(): void {
    if (read() === null) return;
    write(null);
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
