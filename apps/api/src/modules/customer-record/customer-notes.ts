import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { customerNotes, customers, staffUsers } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';
import type { AuthenticatedStaff } from '../staff';
import type { Page } from './customer-record-repository';

const repo = {
  async page(db: Executor, customerId: string, page: Page) {
    return db
      .select({
        id: customerNotes.id,
        text: customerNotes.text,
        createdAt: customerNotes.createdAt,
        authorName: staffUsers.name,
        authorEmail: staffUsers.email,
        total: sql<string>`count(*) over ()`,
      })
      .from(customerNotes)
      .innerJoin(staffUsers, eq(staffUsers.id, customerNotes.staffId))
      .where(eq(customerNotes.customerId, customerId))
      .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
      .offset(page.offset)
      .limit(page.limit);
  },
};

/**
 * Staff notes on a customer (issue 35, decision 091): anyone who reaches the
 * customer's record adds one; a note is never edited. Adding one is audited
 * in its transaction; the list is a tab of the record, like the others.
 */
export function createCustomerNotes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function list(customerId: string, page: Page) {
    const rows = await repo.page(db, customerId, page);
    return {
      notes: rows.map((r) => ({
        id: r.id,
        text: r.text,
        author: { name: r.authorName, email: r.authorEmail },
        createdAt: r.createdAt.toISOString(),
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  async function add(actor: AuthenticatedStaff, customerId: string, text: string) {
    const now = clock.now();
    return transact(db, async (tx) => {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId))
        .limit(1);
      if (!customer) throw new AppError('NOT_FOUND');
      const [note] = await tx
        .insert(customerNotes)
        .values({ customerId, staffId: actor.staffId, text, createdAt: now })
        .returning();
      if (!note) throw new Error('note not inserted');
      // The audit keeps who noted and when; the words stay in the note alone.
      await auditRepository.record(
        tx,
        {
          staffId: actor.staffId,
          action: 'customers.note_add',
          subjectType: 'customer',
          subjectId: customerId,
          after: { noteId: note.id, length: text.length },
        },
        now,
      );
      return {
        id: note.id,
        text: note.text,
        author: { name: actor.name, email: actor.email },
        createdAt: note.createdAt.toISOString(),
      };
    });
  }

  return { list, add };
}

export type CustomerNotes = ReturnType<typeof createCustomerNotes>;
