/** The subset of the Web Storage API the app relies on (lets pure logic be tested with a Map). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const noopStorage: StorageLike = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/** Storage access can throw (privacy modes, disabled cookies); the app then runs without persistence. */
function guarded(get: () => Storage): StorageLike {
  return {
    getItem(key) {
      try {
        return get().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        get().setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: persistence is best effort.
      }
    },
    removeItem(key) {
      try {
        get().removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

export const localStore: StorageLike =
  typeof window === 'undefined' ? noopStorage : guarded(() => window.localStorage);
export const sessionStore: StorageLike =
  typeof window === 'undefined' ? noopStorage : guarded(() => window.sessionStorage);

/** An in-memory StorageLike, for tests. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
    dump: () => Object.fromEntries(map),
  };
}
