import { useEffect } from 'react';
import { useStore } from '@/lib/create-store';
import { titleSuffixStore } from '@/lib/document-title';

/** `Screen title · Skin name` in the browser tab and history. */
export function useDocumentTitle(title: string): void {
  const suffix = useStore(titleSuffixStore);
  useEffect(() => {
    document.title = suffix ? `${title} · ${suffix}` : title;
  }, [title, suffix]);
}
