import { useCallback, useEffect, useState } from 'react';
import { ApiRefusal } from './api';

/** Loads with `load` when its key changes and again every `refreshMs`; keeps the last answer meanwhile. */
export function useData<T>(key: string, load: () => Promise<T>, refreshMs = 0) {
  const [state, setState] = useState<{ key: string; data: T | null; error: string | null }>({
    key,
    data: null,
    error: null,
  });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let isCurrent = true;
    load().then(
      (data) => isCurrent && setState({ key, data, error: null }),
      (error: unknown) =>
        isCurrent &&
        setState((s) => ({ ...s, key, error: error instanceof ApiRefusal ? error.code : 'internal_error' })),
    );
    const timer = refreshMs > 0 ? setTimeout(() => setTick((n) => n + 1), refreshMs) : null;
    return () => {
      isCurrent = false;
      if (timer) clearTimeout(timer);
    };
    // `load` is made anew each render; the key says when what it loads changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tick, refreshMs]);
  return { data: state.key === key ? state.data : null, error: state.error, reload };
}
