import type { FaqList } from '@app/contract';
import type { Lang } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useFaqLang } from '../components/use-faq-lang';

export const faqQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['faq', lang],
    queryFn: ({ signal }) => apiRequest<FaqList>(`/api/v1/help/faq?lang=${lang}`, { signal }),
    // The FAQ changes with a release, not while someone reads it.
    staleTime: 10 * 60_000,
  });

/** Every FAQ category and question, in the language on screen. */
export function useFaq() {
  return useQuery(faqQuery(useFaqLang()));
}
