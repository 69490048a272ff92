import {
  CONTENT_SEGMENTS,
  COUPON_GRANT_LIMITS,
  COUPON_KINDS,
  STAFF_MESSAGE_LIMITS,
  STAFF_MESSAGE_TARGETS,
} from '@app/domain';
import { z } from 'zod';
import { PhoneSchema } from './auth';
import { FAQ_CATEGORIES, FAQ_ID_PATTERN } from './help';

/** Operations console, content section: activity messages, coupon grants, FAQ edits. */

export const ContentSegmentSchema = z.enum(CONTENT_SEGMENTS);

/** The send's key: one per intended send (the console makes one per form), so a repeat sends nothing. */
export const CampaignKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

const text = (max: number) => z.string().trim().min(1).max(max);
const inLangs = (max: number) => z.object({ en: text(max), hi: text(max), zh: text(max) });

export const StaffMessageBodySchema = z.object({
  key: CampaignKeySchema,
  segment: ContentSegmentSchema,
  title: inLangs(STAFF_MESSAGE_LIMITS.titleMax),
  body: inLangs(STAFF_MESSAGE_LIMITS.bodyMax),
  target: z.enum(STAFF_MESSAGE_TARGETS).nullable().default(null),
});
export type StaffMessageBody = z.infer<typeof StaffMessageBodySchema>;

const L = COUPON_GRANT_LIMITS;
export const CouponGrantBodySchema = z
  .object({
    key: CampaignKeySchema,
    /** Exactly one of: a segment, or one customer's phone. */
    segment: ContentSegmentSchema.optional(),
    phone: PhoneSchema.optional(),
    kind: z.enum(COUPON_KINDS),
    facePaise: z.number().int().min(L.minFacePaise).max(L.maxFacePaise),
    minAmountPaise: z.number().int().min(0).max(L.maxMinAmountPaise).default(0),
    validDays: z.number().int().min(L.minDays).max(L.maxDays),
  })
  .refine((v) => (v.segment === undefined) !== (v.phone === undefined), {
    message: 'segment or phone, not both',
  });
export type CouponGrantBody = z.infer<typeof CouponGrantBodySchema>;

export const CampaignResultSchema = z.object({
  id: z.string(),
  delivered: z.number().int(),
  /** True when this key was sent before: nothing was sent again. */
  repeated: z.boolean(),
});

/** A coupon to a segment is a proposal first: another person of another role approves it (decision 088). */
export const CouponProposalSchema = z.object({
  proposalId: z.uuid(),
  state: z.literal('proposed'),
});
export type CouponProposal = z.infer<typeof CouponProposalSchema>;

export const SegmentCountQuerySchema = z.object({ segment: ContentSegmentSchema });
export const SegmentCountSchema = z.object({ segment: ContentSegmentSchema, count: z.number().int() });

export const CampaignListSchema = z.object({
  campaigns: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['message', 'coupon']),
      segment: z.string().nullable(),
      summary: z.string(),
      delivered: z.number().int(),
      staffEmail: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

const LangTexts = z.object({ en: z.string(), hi: z.string(), zh: z.string() });

export const StaffFaqEntrySchema = z.object({
  id: z.string(),
  category: z.enum(FAQ_CATEGORIES),
  builtIn: z.boolean(),
  /** 'catalogue': the code's text; 'edited': staff text; 'added': a staff entry. */
  source: z.enum(['catalogue', 'edited', 'added']),
  hidden: z.boolean(),
  question: LangTexts,
  /** Paragraphs separated by a blank line. */
  answer: LangTexts,
  updatedAt: z.string().nullable(),
});
export type StaffFaqEntry = z.infer<typeof StaffFaqEntrySchema>;
export const StaffFaqListSchema = z.object({ entries: z.array(StaffFaqEntrySchema) });

export const StaffFaqIdParamsSchema = z.object({ id: z.string().max(64).regex(FAQ_ID_PATTERN) });

export const StaffFaqPutBodySchema = z.object({
  category: z.enum(FAQ_CATEGORIES),
  question: inLangs(200),
  answer: inLangs(4000),
});
export const StaffFaqHiddenBodySchema = z.object({ hidden: z.boolean() });
