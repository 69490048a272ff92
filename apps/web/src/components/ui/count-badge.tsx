import './count-badge.css';

/** A red count on an icon or an entry (unread messages); nothing when the count is 0. */
export function CountBadge({ count, label, testId }: { count: number; label: string; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" role="status" aria-label={label} data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
