import type { ChunkingContext } from 'rolldown';

export declare function homeChunkName(id: string, ctx: ChunkingContext): string | null;
