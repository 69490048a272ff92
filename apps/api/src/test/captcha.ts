import { eq } from 'drizzle-orm';
import { captchaChallenges } from '../db/schema';
import { sha256Hex } from '../lib/hashing';
import { call, type TestContext } from './test-app';

/**
 * Fetches a real captcha, then rewrites its stored answer to a known one
 * (a test cannot read the picture). The answer is returned upper-case to
 * prove the check is case-insensitive.
 */
export async function solvedCaptcha(ctx: TestContext): Promise<{ id: string; answer: string }> {
  const res = await call(ctx.app, 'GET', '/api/v1/auth/captcha');
  const { id } = res.json() as { id: string };
  await ctx.database.db
    .update(captchaChallenges)
    .set({ answerHash: sha256Hex('k7mp') })
    .where(eq(captchaChallenges.id, id));
  return { id, answer: 'K7MP' };
}
