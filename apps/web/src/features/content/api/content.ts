import { postListPageSize } from '@casino/contract/values/content';
import type { RouteInput } from '@casino/contract/routes/define';
import { playerApi } from '@casino/contract/routes/player-client';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Content is the same for every visitor of a language: keyed by it, kept a minute like the server says. */
const staleTime = 60_000;

/** GET /content/posts, page by page for Load more, newest first. */
export const postsQueryOptions = (language: string) =>
  infiniteQueryOptions({
    queryKey: ['content', language, 'posts'] as const,
    queryFn: ({ pageParam }) =>
      api.call(playerApi.listPosts, { query: { limit: postListPageSize, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
      return last.hasMore && last.posts.length > 0 ? loaded : undefined;
    },
    staleTime,
  });

export function usePosts(language: string) {
  return useInfiniteQuery(postsQueryOptions(language));
}

/** GET /content/posts/:slug or /content/pages/:slug; content_not_found shows the page's own empty state. */
export function useContentPage(kind: 'post' | 'page', slug: string, language: string) {
  return useQuery(
    queryOptions({
      queryKey: ['content', language, kind, slug] as const,
      queryFn: () =>
        api.call(kind === 'post' ? playerApi.getPost : playerApi.getInfoPage, {
          params: { slug },
          showMessage: false,
        }),
      staleTime,
      retry: false,
    }),
  );
}

/** GET /content/banners: the home page's hero and promotions. */
export function useBanners(language: string) {
  return useQuery(
    queryOptions({
      queryKey: ['content', language, 'banners'] as const,
      queryFn: () => api.call(playerApi.listBanners, { showMessage: false }),
      staleTime,
    }),
  );
}

export type ContactBody = RouteInput<typeof playerApi.sendContact>['body'];

/** POST /contact. The form shows the server's thanks itself, so no notice. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => api.call(playerApi.sendContact, { body, showMessage: false }),
  });
}
