import type { FaqEntry } from '@app/contract';
import type { Lang } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useFaqLang } from '../components/use-faq-lang';

export const faqEntryQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: ['faq', lang, id],
    queryFn: ({ signal }) =>
      apiRequest<FaqEntry>(`/api/v1/help/faq/${encodeURIComponent(id)}?lang=${lang}`, { signal }),
    staleTime: 10 * 60_000,
  });

/** One question with its answer and the others of its category, in the language on screen. */
export function useFaqEntry(id: string) {
  return useQuery(faqEntryQuery(id, useFaqLang()));
}
