import { enApp } from './en-app';
import { enPublic } from './en-public';

/**
 * English, the default language, in two halves so that the landing page only
 * carries its own strings. hi.ts and zh.ts must have the same keys (their type).
 */
export const en = { ...enPublic, ...enApp };

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Resources = Widen<typeof en>;
