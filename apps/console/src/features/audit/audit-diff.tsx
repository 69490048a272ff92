import { Typography } from 'antd';
import { diffJson, showValue } from './json-diff';

const MONO = { fontFamily: 'ui-monospace, monospace', fontSize: 12, borderSpacing: '12px 2px' };

/**
 * One row per changed field: before struck through in red, after in green.
 * A creation (no before) lists the new values alone, a removal the old ones.
 */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null)
    return <Typography.Text type="secondary">No data recorded.</Typography.Text>;
  const lines = diffJson(before ?? {}, after ?? {});
  if (lines.length === 0) return <Typography.Text type="secondary">No field changed.</Typography.Text>;
  const showBefore = before != null;
  const showAfter = after != null;
  return (
    <table style={MONO}>
      <tbody data-testid="audit-diff">
        {lines.map((line) => (
          <tr key={line.path}>
            <td style={{ color: '#475569' }}>{line.path}</td>
            {showBefore && (
              <td style={{ color: '#b91c1c', textDecoration: showAfter ? 'line-through' : 'none' }}>
                {showValue(line.before)}
              </td>
            )}
            {showBefore && showAfter && <td>→</td>}
            {showAfter && <td style={{ color: '#15803d' }}>{showValue(line.after)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
