import { z } from 'zod';
import { IsoDateTime } from './common';

const Paise = z.number().int();

/** A higher limit and longer terms earned by repaying on time: offered, applied only once accepted. */
export const LimitOfferSchema = z
  .object({
    id: z.uuid(),
    fromQuotaPaise: Paise,
    quotaPaise: Paise,
    maxTermMonths: z.number().int(),
    state: z.enum(['offered', 'accepted', 'declined']),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'LimitOffer' });
export type LimitOfferView = z.infer<typeof LimitOfferSchema>;
