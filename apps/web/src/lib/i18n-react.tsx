import {
  cloneElement,
  Fragment,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { i18n } from './i18n';
import type { TFunction } from './translator';

type Namespaces = string | readonly string[];

/**
 * A screen's messages: `t` looks in the given namespaces in order (the first one by default), `ready`
 * says they are loaded in the current language. Missing ones are fetched; the component re-renders when
 * they arrive and when the language changes (then `t` is a new function, as with react-i18next).
 */
export function useTranslation(ns?: Namespaces): { t: TFunction; i18n: typeof i18n; ready: boolean } {
  const list = ns === undefined ? [i18n.defaultNamespace] : typeof ns === 'string' ? [ns] : [...ns];
  const nsKey = list.join(',');
  // The language and which of these namespaces it holds: a change of either is a new `t`.
  const state = useSyncExternalStore(
    (listener) => i18n.subscribe(listener),
    () =>
      `${i18n.language}|${list.map((name) => Number(i18n.hasResourceBundle(i18n.language, name))).join('')}`,
  );
  const ready = !state.includes('0');
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(nsKey.split(','));
  }, [ready, nsKey, state]);
  // Fixed to the language of this render's snapshot, and new once the namespaces arrive.
  const t = useMemo(
    () => i18n.getFixedT(state.slice(0, state.indexOf('|')), nsKey.split(',')),
    [state, nsKey],
  );
  return { t, i18n, ready };
}

/**
 * A message with markup: `<policy>Privacy Policy</policy>` in the text becomes `components.policy`
 * holding that text (named tags only, which is all the messages use).
 */
export function Trans({
  t,
  i18nKey,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  return <>{withComponents(t(i18nKey), components)}</>;
}

function withComponents(
  text: string,
  components: Record<string, ReactElement<{ children?: ReactNode }>>,
): ReactNode[] {
  const nodes: ReactNode[] = [];
  const tag = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let at = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > at) nodes.push(text.slice(at, match.index));
    const component = components[name];
    const children = withComponents(inner, components);
    nodes.push(
      component ? (
        cloneElement(component, { key: nodes.length }, ...children)
      ) : (
        <Fragment key={nodes.length}>{children}</Fragment>
      ),
    );
    at = match.index + whole.length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}
