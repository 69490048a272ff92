import type {
  PublicRecoveryAgents,
  RecoveryAgencyBody,
  RecoveryAgencyPatch,
  RecoveryAgencyView,
  RecoveryAgentBody,
  RecoveryAgentPatch,
  RecoveryAgentView,
  RecoveryAssignBody,
  RecoveryAssignmentView,
  RecoveryContactBody,
  RecoveryContactView,
  RecoveryLoan,
  RecoveryRegister,
} from '@app/contract';
import { istDayKey, withinContactHours } from '@app/domain';
import type { Db, Executor } from '../../db/client';
import type {
  RecoveryAgencyRow,
  RecoveryAgentRow,
  RecoveryAssignmentRow,
  RecoveryContactRow,
} from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';
import type { Notice, Notifier } from '../../platform/notifier';
import type { AuthenticatedStaff } from '../staff';
import { recoveryRepository as repo } from './recovery-repository';

const iso = (d: Date) => d.toISOString();

const agentView = (row: RecoveryAgentRow): RecoveryAgentView => ({
  id: row.id,
  agencyId: row.agencyId,
  name: row.name,
  idNumber: row.idNumber,
  phone: row.phone,
  email: row.email,
  active: row.active,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const agencyView = (row: RecoveryAgencyRow, agents: RecoveryAgentRow[]): RecoveryAgencyView => ({
  id: row.id,
  name: row.name,
  registrationNo: row.registrationNo,
  phone: row.phone,
  email: row.email,
  active: row.active,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  agents: agents.filter((a) => a.agencyId === row.id).map(agentView),
});

const assignmentView = (row: RecoveryAssignmentRow): RecoveryAssignmentView => ({
  id: row.id,
  orderId: row.orderId,
  agencyId: row.agencyId,
  agencyName: row.agencyName,
  agentId: row.agentId,
  agentName: row.agentName,
  contactPhone: row.contactPhone,
  assignedAt: iso(row.assignedAt),
  noticeSentAt: iso(row.noticeSentAt),
  endedAt: row.endedAt ? iso(row.endedAt) : null,
});

const contactView = (row: RecoveryContactRow): RecoveryContactView => ({
  id: row.id,
  assignmentId: row.assignmentId,
  agentId: row.agentId,
  at: iso(row.at),
  channel: row.channel,
  note: row.note,
  recordedAt: iso(row.recordedAt),
});

/** What the audit keeps of a register entry: the whole of it (the register is the lender's, not a borrower's). */
const auditable = ({ createdAt: _c, updatedAt: _u, ...rest }: RecoveryAgencyRow | RecoveryAgentRow) => rest;

/**
 * Recovery agents (issue 34 L3, decision 086): the register of agencies and
 * agents, their assignment to overdue loans and the contacts they make. RBI's
 * Fair Practices Code and the Digital Lending Directions want the borrower
 * told the agent's name and contact before any contact: the assignment writes
 * that notice in its own transaction (the SMS follows the commit), and a
 * contact earlier than the notice that named the agent is refused.
 */
export function createRecoveryService(deps: { db: Db; clock: Clock; notifier: Notifier }) {
  const { db, clock, notifier } = deps;

  async function audit(
    tx: Executor,
    staff: AuthenticatedStaff,
    action: string,
    subject: { type: string; id: string },
    before: unknown,
    after: unknown,
  ) {
    await auditRepository.record(
      tx,
      { staffId: staff.staffId, action, subjectType: subject.type, subjectId: subject.id, before, after },
      clock.now(),
    );
  }

  async function agencyOf(tx: Executor, id: string): Promise<RecoveryAgencyView> {
    const row = await repo.agency(tx, id);
    if (!row) throw new AppError('RECOVERY_AGENCY_NOT_FOUND');
    const agents = (await repo.agents(tx)).filter((a) => a.agencyId === id);
    return agencyView(row, agents);
  }

  return {
    async register(): Promise<RecoveryRegister> {
      const [agencies, agents] = await Promise.all([repo.agencies(db), repo.agents(db)]);
      return { agencies: agencies.map((a) => agencyView(a, agents)) };
    },

    /** Active agencies with their active agents: names and phones only (the borrower app's public page). */
    async publicList(): Promise<PublicRecoveryAgents> {
      const [agencies, agents] = await Promise.all([repo.agencies(db), repo.agents(db)]);
      return {
        agencies: agencies
          .filter((a) => a.active)
          .map((a) => ({
            name: a.name,
            phone: a.phone,
            agents: agents
              .filter((g) => g.agencyId === a.id && g.active)
              .map((g) => ({ name: g.name, phone: g.phone })),
          })),
      };
    },

    async createAgency(body: RecoveryAgencyBody, staff: AuthenticatedStaff): Promise<RecoveryAgencyView> {
      return transact(db, async (tx) => {
        const now = clock.now();
        const row = await repo.insertAgency(tx, { ...body, createdAt: now, updatedAt: now });
        await audit(
          tx,
          staff,
          'recovery.agency.create',
          { type: 'recovery_agency', id: row.id },
          null,
          auditable(row),
        );
        return agencyView(row, []);
      });
    },

    async updateAgency(
      id: string,
      patch: RecoveryAgencyPatch,
      staff: AuthenticatedStaff,
    ): Promise<RecoveryAgencyView> {
      return transact(db, async (tx) => {
        const before = await repo.agency(tx, id);
        if (!before) throw new AppError('RECOVERY_AGENCY_NOT_FOUND');
        const row = await repo.updateAgency(tx, id, { ...patch, updatedAt: clock.now() });
        if (!row) throw new AppError('RECOVERY_AGENCY_NOT_FOUND');
        await audit(
          tx,
          staff,
          'recovery.agency.update',
          { type: 'recovery_agency', id },
          auditable(before),
          auditable(row),
        );
        return agencyOf(tx, id);
      });
    },

    async createAgent(
      agencyId: string,
      body: RecoveryAgentBody,
      staff: AuthenticatedStaff,
    ): Promise<RecoveryAgentView> {
      return transact(db, async (tx) => {
        if (!(await repo.agency(tx, agencyId))) throw new AppError('RECOVERY_AGENCY_NOT_FOUND');
        const now = clock.now();
        const row = await repo.insertAgent(tx, { ...body, agencyId, createdAt: now, updatedAt: now });
        await audit(
          tx,
          staff,
          'recovery.agent.create',
          { type: 'recovery_agent', id: row.id },
          null,
          auditable(row),
        );
        return agentView(row);
      });
    },

    async updateAgent(
      id: string,
      patch: RecoveryAgentPatch,
      staff: AuthenticatedStaff,
    ): Promise<RecoveryAgentView> {
      return transact(db, async (tx) => {
        const before = await repo.agent(tx, id);
        if (!before) throw new AppError('RECOVERY_AGENT_NOT_FOUND');
        const row = await repo.updateAgent(tx, id, { ...patch, updatedAt: clock.now() });
        if (!row) throw new AppError('RECOVERY_AGENT_NOT_FOUND');
        await audit(
          tx,
          staff,
          'recovery.agent.update',
          { type: 'recovery_agent', id },
          auditable(before),
          auditable(row),
        );
        return agentView(row);
      });
    },

    async loan(orderId: string): Promise<RecoveryLoan> {
      const [assignments, contacts] = await Promise.all([
        repo.assignments(db, orderId),
        repo.contacts(db, orderId),
      ]);
      return { assignments: assignments.map(assignmentView), contacts: contacts.map(contactView) };
    },

    /**
     * Puts an agency (and one of its agents) on an overdue loan and tells the
     * borrower who will contact them. The same agency and agent again is the
     * assignment in force, with no second notice; another replaces it.
     */
    async assign(
      orderId: string,
      body: RecoveryAssignBody,
      staff: AuthenticatedStaff,
    ): Promise<RecoveryAssignmentView> {
      const agentId = body.agentId ?? null;
      let notice: Notice | null = null;
      const view = await transact(db, async (tx) => {
        const now = clock.now();
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw new AppError('NOT_FOUND');
        const agency = await repo.agency(tx, body.agencyId);
        if (!agency) throw new AppError('RECOVERY_AGENCY_NOT_FOUND');
        const agent = agentId === null ? null : await repo.agent(tx, agentId);
        if (agent === undefined || (agent && agent.agencyId !== agency.id))
          throw new AppError('RECOVERY_AGENT_NOT_FOUND');
        if (!agency.active || (agent && !agent.active)) throw new AppError('RECOVERY_AGENT_INACTIVE');
        if (!(await repo.isOverdue(tx, orderId, istDayKey(now))))
          throw new AppError('RECOVERY_LOAN_NOT_OVERDUE');

        const open = await repo.openAssignment(tx, orderId);
        if (open && open.agencyId === agency.id && open.agentId === agentId) return assignmentView(open);
        if (open) await repo.endAssignment(tx, open.id, now);
        const contactPhone = agent?.phone ?? agency.phone;
        const row = await repo.insertAssignment(tx, {
          orderId,
          customerId: order.customerId,
          agencyId: agency.id,
          agentId,
          agencyName: agency.name,
          agentName: agent?.name ?? null,
          contactPhone,
          assignedBy: staff.staffId,
          assignedAt: now,
          noticeSentAt: now,
        });
        notice = await notifier.write(tx, {
          customerId: order.customerId,
          template: 'recovery_agent_assigned',
          params: {
            orderNo: order.orderNo,
            // An agency without a named agent: the notice names the agency's desk.
            agentName: agent?.name ?? agency.name,
            agencyName: agency.name,
            agentPhone: contactPhone,
          },
        });
        await audit(
          tx,
          staff,
          'recovery.assign',
          { type: 'order', id: orderId },
          open ? assignmentView(open) : null,
          assignmentView(row),
        );
        return assignmentView(row);
      });
      await notifier.send(notice);
      return view;
    },

    /** A contact by an agent, recorded only when a notice naming that agent on this loan went out before it. */
    async recordContact(
      orderId: string,
      body: RecoveryContactBody,
      staff: AuthenticatedStaff,
    ): Promise<RecoveryContactView> {
      const result = await transact(db, async (tx) => {
        const now = clock.now();
        const at = new Date(body.at);
        if (at.getTime() > now.getTime()) throw new AppError('VALIDATION_FAILED', { field: 'at' });
        if (!(await repo.lockOrder(tx, orderId))) throw new AppError('NOT_FOUND');
        // The collectors' rule holds for agents too: a contact outside 08:00-19:00 India time is
        // refused, and the refusal stays in the audit log (returned, not thrown, so it commits).
        if (!withinContactHours(at)) {
          await audit(tx, staff, 'recovery.refused', { type: 'order', id: orderId }, null, {
            action: 'contact',
            agentId: body.agentId,
            at: at.toISOString(),
            code: 'OUTSIDE_CONTACT_HOURS',
          });
          return new AppError('OUTSIDE_CONTACT_HOURS', { field: 'at' });
        }
        const agent = await repo.agent(tx, body.agentId);
        if (!agent) throw new AppError('RECOVERY_AGENT_NOT_FOUND');
        const covering = (await repo.assignments(tx, orderId)).find(
          (a) =>
            a.agentId === agent.id &&
            a.noticeSentAt.getTime() <= at.getTime() &&
            (a.endedAt === null || a.endedAt.getTime() >= at.getTime()),
        );
        if (!covering) throw new AppError('RECOVERY_NOTICE_NOT_SENT');
        const row = await repo.insertContact(tx, {
          assignmentId: covering.id,
          agentId: agent.id,
          at,
          channel: body.channel,
          note: body.note ?? '',
          recordedBy: staff.staffId,
          recordedAt: now,
        });
        await audit(tx, staff, 'recovery.contact', { type: 'order', id: orderId }, null, contactView(row));
        return contactView(row);
      });
      if (result instanceof AppError) throw result;
      return result;
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
