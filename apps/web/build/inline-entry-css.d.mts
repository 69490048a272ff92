import type { Plugin } from 'vite';

export declare function inlineEntryCss(): Plugin[];
