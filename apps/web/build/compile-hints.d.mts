import type { Plugin } from 'vite';

export declare function compileHints(chunkNames: readonly string[]): Plugin;
