import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type OrderSignatureRow, orderSignatures } from '../../db/schema';

export const signatureRepository = {
  async findByOrder(db: Executor, orderId: string): Promise<OrderSignatureRow | undefined> {
    const [row] = await db
      .select()
      .from(orderSignatures)
      .where(eq(orderSignatures.orderId, orderId))
      .limit(1);
    return row;
  },

  /** The evidence of a signature: written once (the order id is the key). */
  async insert(db: Executor, values: Omit<OrderSignatureRow, 'pdfKeys'>): Promise<void> {
    await db.insert(orderSignatures).values(values);
  },

  async setPdfKeys(db: Executor, orderId: string, pdfKeys: OrderSignatureRow['pdfKeys']): Promise<void> {
    await db.update(orderSignatures).set({ pdfKeys }).where(eq(orderSignatures.orderId, orderId));
  },
};
