import type { PublicRecoveryAgents } from '@app/contract';
import { fillTemplate } from '@app/domain';
import { useCallback, useEffect, useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { currentLang } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { usePublicConfig } from '@/lib/public-config';
import { getRecoveryAgents } from '../api/get-recovery-agents';
import { recoveryAgentsTexts } from '../content';
import '../recovery-agents.css';

type State = { at: 'loading' } | { at: 'error' } | { at: 'list'; list: PublicRecoveryAgents };

/**
 * /recoveryAgents, reachable without login (decision 086): the recovery
 * agencies and agents acting for the lender, as RBI's Fair Practices Code
 * asks, so a borrower can check who calls. Its own lazy chunk.
 */
export default function RecoveryAgentsPage() {
  // Re-renders on a change of language; the words are the feature's own.
  useTranslation();
  const texts = recoveryAgentsTexts(currentLang());
  const lenderName = usePublicConfig()?.operator.lender.name ?? '';
  const [state, setState] = useState<State>({ at: 'loading' });

  const load = useCallback(() => {
    setState({ at: 'loading' });
    getRecoveryAgents().then(
      (list) => setState({ at: 'list', list }),
      () => setState({ at: 'error' }),
    );
  }, []);
  useEffect(load, []);

  return (
    <div className="page">
      <PageHeader title={texts.title} fallback="/start" />
      <section className="card recovery-agents__about" data-testid="recovery-agents-about">
        <p>{fillTemplate(texts.intro, { lenderName: lenderName || '—' })}</p>
        <p>{texts.rules}</p>
      </section>
      {state.at === 'loading' ? <PageLoading /> : null}
      {state.at === 'error' ? (
        <PageProblem
          title={texts.error}
          action={texts.retry}
          onAction={load}
          testId="recovery-agents-error"
        />
      ) : null}
      {state.at === 'list' && state.list.agencies.length === 0 ? (
        <p className="card" data-testid="recovery-agents-empty">
          {texts.empty}
        </p>
      ) : null}
      {state.at === 'list'
        ? state.list.agencies.map((agency) => (
            <section className="card recovery-agency" key={agency.name} data-testid="recovery-agency">
              <h2 className="recovery-agency__name">{agency.name}</h2>
              <a
                className="recovery-agency__phone"
                href={`tel:+91${agency.phone}`}
                aria-label={`${texts.call} ${agency.phone}`}
              >
                {agency.phone}
              </a>
              {agency.agents.length === 0 ? (
                <p className="recovery-agency__none">{texts.noAgents}</p>
              ) : (
                <>
                  <h3 className="recovery-agency__agents">{texts.agents}</h3>
                  <ul className="recovery-agency__list">
                    {agency.agents.map((agent) => (
                      <li key={`${agent.name}-${agent.phone}`} data-testid="recovery-agent">
                        <span>{agent.name}</span>
                        <a href={`tel:+91${agent.phone}`}>{agent.phone}</a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          ))
        : null}
    </div>
  );
}
