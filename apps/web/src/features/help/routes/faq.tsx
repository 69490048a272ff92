import { isFaqCategory } from '@app/contract';
import { List } from 'antd-mobile';
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
import { useQueryParams } from '@/lib/use-query-params';
import { useFaq } from '../api/get-faq';
import '../help.css';

const normalise = (text: string) => text.toLocaleLowerCase().normalize('NFKC');

/** /faq?category=: the questions of one topic, or all, with a search over them. */
export default function FaqPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const asked = useQueryParams().get('category');
  const category = isFaqCategory(asked) ? asked : null;
  const faq = useFaq();
  const [query, setQuery] = useState('');
  const categories = faq.data?.categories ?? [];
  const title = categories.find((c) => c.id === category)?.title ?? t('help.help.allQuestions');
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const shown = (faq.data?.entries ?? []).filter(
    (entry) =>
      (!category || entry.category === category) &&
      words.every((word) => normalise(entry.question).includes(word)),
  );
  const chips = useRef<HTMLDivElement>(null);
  // The chosen topic's chip in view, centred, however far along the row it sits.
  useEffect(() => {
    const row = chips.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (row && chip) row.scrollLeft = chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2;
  }, [category, faq.data]);
  const choose = (next: string | null) =>
    navigate(next ? `/faq?category=${next}` : '/faq', { replace: true });

  return (
    <div className="page support-page" data-testid="faq-page">
      <PageHeader title={title} fallback="/helpCenter" />
      {faq.isPending ? (
        <PageLoading />
      ) : faq.isError ? (
        <PageProblem title={t('help.faq.loadFailed')} onAction={() => void faq.refetch()} />
      ) : (
        <>
          <div className="faq-chips" role="toolbar" ref={chips}>
            <button
              type="button"
              className="faq-chip"
              aria-pressed={category === null}
              data-testid="faq-chip-all"
              onClick={() => choose(null)}
            >
              {t('help.faq.all')}
            </button>
            {categories.map((c) => (
              <button
                type="button"
                key={c.id}
                className="faq-chip"
                aria-pressed={category === c.id}
                data-testid={`faq-chip-${c.id}`}
                onClick={() => choose(c.id)}
              >
                {c.title}
              </button>
            ))}
          </div>
          <TextInput
            type="search"
            value={query}
            onChange={setQuery}
            placeholder={t('help.faq.search')}
            aria-label={t('help.faq.search')}
            prefix={<SearchOutline aria-hidden />}
            suffix={
              query ? (
                <button
                  type="button"
                  className="faq-clear"
                  aria-label={t('help.faq.clearSearch')}
                  onClick={() => setQuery('')}
                >
                  <CloseCircleFill aria-hidden />
                </button>
              ) : null
            }
            className="faq-search"
            data-testid="faq-search"
          />
          {shown.length === 0 ? (
            <p className="card faq-empty" data-testid="faq-empty">
              {t('help.faq.noMatch', { query: query.trim() })}
            </p>
          ) : (
            <List className="card card--list" data-testid="faq-list">
              {shown.map((entry) => (
                <List.Item
                  key={entry.id}
                  onClick={() => navigate(`/faqDetail?id=${entry.id}`)}
                  data-testid={`faq-item-${entry.id}`}
                >
                  {entry.question}
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </div>
  );
}
