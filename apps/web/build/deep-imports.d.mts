import type { Plugin } from 'vite';

export declare function deepImports(): Plugin;
