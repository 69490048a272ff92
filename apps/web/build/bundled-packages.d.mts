import type { Plugin } from 'vite';

export declare const BUNDLED_PACKAGES: string;
export declare function packageDir(id: string): string | null;
export declare function bundledPackages(): Plugin;
