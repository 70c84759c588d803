import { useCallback, useEffect, useState } from 'react';

/** Loads data for a screen and reloads it on demand; `error` is the refused call's result code. */
export function useStaffData<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({ data: null, error: null });
  const [version, setVersion] = useState(0);
  useEffect(
    () => {
      let isCurrent = true;
      load().then(
        (data) => isCurrent && setState({ data, error: null }),
        (error: unknown) =>
          isCurrent && setState({ data: null, error: (error as { code?: string }).code ?? 'internal_error' }),
      );
      return () => {
        isCurrent = false;
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
    [...deps, version],
  );
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { ...state, reload };
}
