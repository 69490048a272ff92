import type { Manifest, Plugin } from 'vite';

export declare const SHELL_MODULES: string[];
export declare function shellFiles(manifest: Manifest, modules: readonly string[]): string[];
export declare function serviceWorker(): Plugin;
