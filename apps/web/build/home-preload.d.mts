import type { Manifest, Plugin } from 'vite';

export declare const HOME_ROUTE_MODULES: readonly string[];
export declare function preloadHome(files: readonly string[]): void;
export declare function homeFiles(manifest: Manifest): string[];
export declare function homePreload(): Plugin;
