import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { skinConfigQueryOptions } from '@/features/site/api/get-skin-config';

/** `Screen title · Skin name` in the browser tab and history. */
export function useDocumentTitle(title: string): void {
  const { data } = useQuery(skinConfigQueryOptions());
  const skinName = data?.skinName;
  useEffect(() => {
    document.title = skinName ? `${title} · ${skinName}` : title;
  }, [title, skinName]);
}
