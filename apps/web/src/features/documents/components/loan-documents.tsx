import type { DocumentKindName, DocumentList } from '@app/contract';
import { formatDate } from '@app/domain';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { NewPageLink } from '@/components/ui/new-page-link';
import { useTranslation } from '@/i18n/use-translation';
import {
  foreclosureBounds,
  foreclosureDayValid,
  type RangeProblem,
  statementBounds,
  statementRangeProblem,
} from './document-days';
import { type DocumentParams, documentHref, isSignedKind, pdfHref, SIGNED_KINDS } from './document-kinds';

/** The loan a card is about: what the orders list says of it. */
export interface LoanSummary {
  id: string;
  orderNo: string;
  disbursedAt: string | null;
  /** Settled, or left in the cooling-off period: nothing is owed. */
  closed: boolean;
}

type Item = DocumentList['documents'][number];

/**
 * Whether a document can be opened: the server says (`available`); a server from before
 * issue 33 lists the signed three only, which always can.
 */
function isAvailable(kind: DocumentKindName, item: Item | undefined, loan: LoanSummary): boolean {
  if (item && typeof item.available === 'boolean') return item.available;
  if (isSignedKind(kind)) return true;
  if (!loan.disbursedAt) return false;
  if (kind === 'foreclosure') return !loan.closed;
  if (kind === 'noc') return loan.closed;
  return true;
}

/** One document: its title, what it is asked for with, and its page and PDF. */
function DocumentRow({
  kind,
  orderId,
  params,
  blocked = false,
  note,
  children,
}: {
  kind: DocumentKindName;
  orderId: string;
  params?: DocumentParams;
  /** The chosen days cannot be asked for: the links wait until they are fixed. */
  blocked?: boolean;
  note?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`documents.kinds.${kind}`);
  return (
    <li className="docs-row" data-testid={`docs-row-${kind}`}>
      <span className="docs-row__title">{title}</span>
      {note ? <span className="docs-row__note">{note}</span> : null}
      {children}
      {blocked ? null : (
        <span className="docs-row__actions">
          <Link
            className="docs-row__link"
            to={documentHref(kind, orderId, params)}
            data-testid={`docs-open-${kind}`}
          >
            {t('documents.center.open')}
          </Link>
          <NewPageLink
            className="docs-row__link"
            to={pdfHref(kind, orderId, params)}
            title={title}
            data-testid={`docs-pdf-${kind}`}
          >
            {t('documents.viewPdf')}
          </NewPageLink>
        </span>
      )}
    </li>
  );
}

function DayInput({
  testId,
  label,
  value,
  min,
  max,
  onChange,
}: {
  testId: string;
  label: string;
  value: string;
  min: string;
  max: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="docs-day">
      <span className="docs-day__label">{label}</span>
      <input
        type="date"
        className="docs-day__input"
        data-testid={testId}
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

const RANGE_TEXTS = {
  order: 'documents.center.rangeOrder',
  outside: 'documents.center.rangeOutside',
  long: 'documents.center.rangeLong',
} as const satisfies Record<Exclude<RangeProblem, null>, string>;

/** The statement with its range: the whole loan unless the borrower picks other days. */
function StatementRow({ loan, disbursedAt }: { loan: LoanSummary; disbursedAt: string }) {
  const { t } = useTranslation();
  const bounds = statementBounds(disbursedAt);
  const [from, setFrom] = useState(bounds.first);
  const [to, setTo] = useState(bounds.today);
  const problem = statementRangeProblem(from, to, bounds);
  // the whole loan is the server's default: links name only the days the borrower changed
  const params: DocumentParams = {
    from: from === bounds.first ? undefined : from,
    to: to === bounds.today ? undefined : to,
  };
  return (
    <DocumentRow
      kind="statement"
      orderId={loan.id}
      params={params}
      blocked={problem !== null}
      note={t('documents.center.statementHint')}
    >
      <span className="docs-days">
        <DayInput
          testId="docs-statement-from"
          label={t('documents.center.from')}
          value={from}
          min={bounds.first}
          max={bounds.today}
          onChange={setFrom}
        />
        <DayInput
          testId="docs-statement-to"
          label={t('documents.center.to')}
          value={to}
          min={bounds.first}
          max={bounds.today}
          onChange={setTo}
        />
      </span>
      {problem ? (
        <span className="docs-row__problem" role="alert" data-testid="docs-statement-problem">
          {t(RANGE_TEXTS[problem])}
        </span>
      ) : null}
    </DocumentRow>
  );
}

/** The foreclosure letter for a day from today to 30 days ahead (today unless picked). */
function ForeclosureRow({ loan }: { loan: LoanSummary }) {
  const { t } = useTranslation();
  const bounds = foreclosureBounds();
  const [date, setDate] = useState(bounds.today);
  const valid = foreclosureDayValid(date, bounds);
  return (
    <DocumentRow
      kind="foreclosure"
      orderId={loan.id}
      params={{ date: date === bounds.today ? undefined : date }}
      blocked={!valid}
      note={t('documents.center.foreclosureHint')}
    >
      <span className="docs-days">
        <DayInput
          testId="docs-foreclosure-date"
          label={t('documents.center.foreclosureDate')}
          value={date}
          min={bounds.today}
          max={bounds.last}
          onChange={setDate}
        />
      </span>
      {valid ? null : (
        <span className="docs-row__problem" role="alert" data-testid="docs-foreclosure-problem">
          {t('documents.center.foreclosureInvalid')}
        </span>
      )}
    </DocumentRow>
  );
}

/** A line in place of a document that is not there yet, saying when it comes. */
function PendingRow({ kind, text }: { kind: DocumentKindName; text: string }) {
  const { t } = useTranslation();
  return (
    <li className="docs-row docs-row--pending" data-testid={`docs-row-${kind}`}>
      <span className="docs-row__title">{t(`documents.kinds.${kind}`)}</span>
      <span className="docs-row__note" data-testid={`docs-pending-${kind}`}>
        {text}
      </span>
    </li>
  );
}

/**
 * One loan's documents (issue 33): the three it was signed with, then its account's:
 * the statement for a range, the foreclosure letter for a day, the NOC once issued and
 * the schedule. Each opens as a page and in the PDF viewer.
 */
export function LoanDocuments({ loan, list }: { loan: LoanSummary; list: DocumentList }) {
  const { t } = useTranslation();
  const item = (kind: DocumentKindName) => list.documents.find((doc) => doc.kind === kind);
  const available = (kind: DocumentKindName) => isAvailable(kind, item(kind), loan);
  const issuedAt = item('noc')?.issuedAt ?? null;
  const paidOut = loan.disbursedAt;
  return (
    <>
      <h3 className="docs-group">{t('documents.center.signedGroup')}</h3>
      <ul className="docs-rows">
        {SIGNED_KINDS.filter(available).map((kind) => (
          <DocumentRow key={kind} kind={kind} orderId={loan.id} />
        ))}
      </ul>
      <h3 className="docs-group">{t('documents.center.accountGroup')}</h3>
      <ul className="docs-rows">
        {paidOut && available('statement') ? <StatementRow loan={loan} disbursedAt={paidOut} /> : null}
        {paidOut && available('foreclosure') ? <ForeclosureRow loan={loan} /> : null}
        {paidOut && loan.closed && !available('foreclosure') ? (
          <PendingRow kind="foreclosure" text={t('documents.center.foreclosureSettled')} />
        ) : null}
        {available('noc') ? (
          <DocumentRow
            kind="noc"
            orderId={loan.id}
            note={issuedAt ? t('documents.center.nocIssued', { date: formatDate(issuedAt) }) : undefined}
          />
        ) : (
          <PendingRow kind="noc" text={t('documents.center.nocPending')} />
        )}
        {paidOut && available('schedule') ? (
          <DocumentRow kind="schedule" orderId={loan.id} note={t('documents.center.scheduleHint')} />
        ) : null}
        {paidOut ? null : (
          <li className="docs-row docs-row--pending" data-testid="docs-not-paid-out">
            <span className="docs-row__note">{t('documents.center.notPaidOut')}</span>
          </li>
        )}
      </ul>
    </>
  );
}
