import type { QueuePage } from '@app/contract';
import type { StaffRole } from '@app/domain';
import { and, desc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { applications, loanOrders, type StaffProposalRow, staffProposals } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';

/** The member of staff acting (a console request's AuthenticatedStaff fits). */
export interface Actor {
  staffId: string;
  role: StaffRole;
}

/** What a proposal is about: the audit subject, and the loan when it is on one. */
export interface ProposalSubject {
  subjectType: string;
  subjectId: string | null;
  orderId?: string | null;
}

/**
 * One kind of four-eyes action. `check` runs when it is proposed (refuse
 * early what cannot be done); `execute` runs in the approving transaction and
 * returns what it did. Both may throw an AppError: the approval then changes
 * nothing.
 */
export interface ProposalHandler<P extends Record<string, unknown> = Record<string, unknown>> {
  check?(tx: Tx, payload: P, now: Date): Promise<ProposalSubject>;
  execute(tx: Tx, proposal: StaffProposalRow & { payload: P }, now: Date): Promise<Record<string, unknown>>;
}

/**
 * Maker-checker (decision 088): a proposal by one member of staff, approved
 * or rejected by another whose role is different too. Any module registers a
 * kind with its handler (`register`); approval executes it in the same
 * transaction. Every step, refusals included, is in the audit log.
 */
export function createProposalService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const handlers = new Map<string, ProposalHandler>();

  function register<P extends Record<string, unknown>>(kind: string, handler: ProposalHandler<P>): void {
    handlers.set(kind, handler as unknown as ProposalHandler);
  }

  function handlerOf(kind: string): ProposalHandler {
    const handler = handlers.get(kind);
    if (!handler) throw new AppError('PROPOSAL_KIND_UNKNOWN');
    return handler;
  }

  async function propose(
    actor: Actor,
    kind: string,
    payload: Record<string, unknown>,
    reason: string,
    subject?: ProposalSubject,
  ): Promise<StaffProposalRow> {
    const handler = handlerOf(kind);
    const now = clock.now();
    return transact(db, async (tx) => {
      const about = (await handler.check?.(tx, payload, now)) ??
        subject ?? { subjectType: kind, subjectId: null };
      const [row] = await tx
        .insert(staffProposals)
        .values({
          kind,
          subjectType: about.subjectType,
          subjectId: about.subjectId,
          orderId: about.orderId ?? null,
          payload,
          proposedBy: actor.staffId,
          proposedRole: actor.role,
          reason,
          proposedAt: now,
        })
        .returning();
      if (!row) throw new Error('proposal insert failed');
      await auditRepository.record(
        tx,
        {
          staffId: actor.staffId,
          action: `proposal.${kind}.propose`,
          subjectType: about.subjectType,
          subjectId: about.subjectId ?? row.id,
          after: { proposalId: row.id, payload },
          reason,
        },
        now,
      );
      return row;
    });
  }

  /** Locks an open proposal for a decision; a refusal is recorded (committed) and returned. */
  async function lockForDecision(tx: Tx, actor: Actor, id: string, verb: 'approve' | 'reject', now: Date) {
    const [row] = await tx
      .select()
      .from(staffProposals)
      .where(eq(staffProposals.id, id))
      .limit(1)
      .for('update');
    if (!row) return new AppError('PROPOSAL_NOT_FOUND');
    const refusal =
      row.state !== 'proposed'
        ? 'PROPOSAL_ALREADY_DECIDED'
        : row.proposedBy === actor.staffId
          ? 'PROPOSAL_SAME_PERSON'
          : row.proposedRole === actor.role
            ? 'PROPOSAL_SAME_ROLE'
            : null;
    if (refusal) {
      await auditRepository.record(
        tx,
        {
          staffId: actor.staffId,
          action: `proposal.${row.kind}.${verb}_refused`,
          subjectType: row.subjectType,
          subjectId: row.subjectId ?? row.id,
          after: { proposalId: row.id, code: refusal },
        },
        now,
      );
      return new AppError(refusal);
    }
    return row;
  }

  async function approve(actor: Actor, id: string, reason: string | null = null): Promise<StaffProposalRow> {
    const now = clock.now();
    return transact(db, async (tx) => {
      const row = await lockForDecision(tx, actor, id, 'approve', now);
      if (row instanceof AppError) return row;
      const result = await handlerOf(row.kind).execute(tx, row, now);
      const [done] = await tx
        .update(staffProposals)
        .set({
          state: 'executed',
          decidedBy: actor.staffId,
          decidedRole: actor.role,
          decisionReason: reason,
          decidedAt: now,
          result,
        })
        .where(eq(staffProposals.id, id))
        .returning();
      await auditRepository.record(
        tx,
        {
          staffId: actor.staffId,
          action: `proposal.${row.kind}.approve`,
          subjectType: row.subjectType,
          subjectId: row.subjectId ?? row.id,
          before: { proposalId: row.id, proposedBy: row.proposedBy, payload: row.payload },
          after: result,
          reason,
        },
        now,
      );
      return done as StaffProposalRow;
    });
  }

  async function reject(actor: Actor, id: string, reason: string): Promise<StaffProposalRow> {
    const now = clock.now();
    return transact(db, async (tx) => {
      const row = await lockForDecision(tx, actor, id, 'reject', now);
      if (row instanceof AppError) return row;
      const [done] = await tx
        .update(staffProposals)
        .set({
          state: 'rejected',
          decidedBy: actor.staffId,
          decidedRole: actor.role,
          decisionReason: reason,
          decidedAt: now,
        })
        .where(eq(staffProposals.id, id))
        .returning();
      await auditRepository.record(
        tx,
        {
          staffId: actor.staffId,
          action: `proposal.${row.kind}.reject`,
          subjectType: row.subjectType,
          subjectId: row.subjectId ?? row.id,
          before: { proposalId: row.id, payload: row.payload },
          reason,
        },
        now,
      );
      return done as StaffProposalRow;
    });
  }

  /** Proposals with their loan's number and borrower's name (from the application), so a decision names whom it touches. */
  function listed(where: SQL | undefined, page: QueuePage) {
    return db
      .select({
        ...getTableColumns(staffProposals),
        orderNo: loanOrders.orderNo,
        customerId: loanOrders.customerId,
        customerName: sql<string | null>`${applications.steps}->'identity'->>'name'`,
      })
      .from(staffProposals)
      .leftJoin(loanOrders, eq(loanOrders.id, staffProposals.orderId))
      .leftJoin(applications, eq(applications.id, loanOrders.applicationId))
      .where(where)
      .orderBy(desc(staffProposals.proposedAt), desc(staffProposals.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  /** Open proposals `actor` may decide (someone else's, from another role), newest first: a page and how many in all. */
  async function waitingFor(actor: Actor, page: QueuePage) {
    const where = and(
      eq(staffProposals.state, 'proposed'),
      ne(staffProposals.proposedBy, actor.staffId),
      ne(staffProposals.proposedRole, actor.role),
    );
    const [rows, [count]] = await Promise.all([
      listed(where, page),
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(staffProposals)
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  }

  /** Every proposal on one loan, newest first (a loan has a handful; 200 is far beyond any). */
  const ofOrder = (orderId: string) => listed(eq(staffProposals.orderId, orderId), { offset: 0, limit: 200 });

  return { register, propose, approve, reject, waitingFor, ofOrder };
}

export type ProposalService = ReturnType<typeof createProposalService>;
