export interface DiffLine {
  path: string;
  before: unknown;
  after: unknown;
}

const ABSENT = Symbol('absent');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields that differ between an audit entry's before and after, as dotted
 * paths ('limits.maxPaise'); arrays compare whole. Unchanged fields are left
 * out: a reviewer wants what the action changed, not the whole record.
 */
export function diffJson(before: unknown, after: unknown, path = ''): DiffLine[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) =>
      diffJson(
        key in before ? before[key] : ABSENT,
        key in after ? after[key] : ABSENT,
        path ? `${path}.${key}` : key,
      ),
    );
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [
    {
      path: path || '(value)',
      before: before === ABSENT ? undefined : before,
      after: after === ABSENT ? undefined : after,
    },
  ];
}

export function showValue(value: unknown): string {
  return value === undefined ? '—' : JSON.stringify(value);
}
