import type { FaqCategory } from '@app/contract';
import type { PricingConfig } from '@app/domain';
import type { FaqId } from '../faq-entries';

type GstBase = PricingConfig['gstBase'];

export interface FaqText {
  question: string;
  /** Numbered steps, shown before the paragraphs. */
  steps?: readonly string[];
  answer: readonly string[];
}

/** One language of the FAQ. Typed by FaqId and FaqCategory: a missing text does not compile. */
export interface FaqTexts {
  categories: Record<FaqCategory, string>;
  /** Phrases that depend on the configuration, chosen before the texts are filled. */
  words: {
    gstOn: Record<GstBase, string>;
    extensionGst: Record<GstBase, string>;
  };
  entries: Record<FaqId, FaqText>;
}
