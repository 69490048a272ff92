import { CONTENT_SEGMENT_LABELS, CONTENT_SEGMENTS, type ContentSegment } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { errorText } from '@/lib/api';
import { contentApi } from './content-api';

export const SEGMENT_OPTIONS = CONTENT_SEGMENTS.map((value) => ({
  value,
  label: CONTENT_SEGMENT_LABELS[value],
}));

/** How many customers a segment reaches now: the preview beside the select. */
export function useSegmentCount(segment: ContentSegment | undefined) {
  const query = useQuery({
    queryKey: ['content', 'segment-count', segment],
    queryFn: () => contentApi.count(segment as ContentSegment),
    enabled: segment !== undefined,
  });
  return {
    count: query.isFetching ? null : (query.data ?? null),
    error: query.error ? errorText(query.error) : null,
  };
}

export function SegmentSelect(props: {
  /** From Form.Item, so its label names the select. */
  id?: string;
  value?: ContentSegment;
  onChange?: (value: ContentSegment) => void;
}) {
  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      options={SEGMENT_OPTIONS}
      style={{ width: 260 }}
    />
  );
}

export function AudienceCount(props: { segment: ContentSegment | undefined }) {
  const { count, error } = useSegmentCount(props.segment);
  if (error) return <Typography.Text type="danger">{error}</Typography.Text>;
  return (
    <Typography.Text type="secondary" data-testid="segment-count">
      {count === null
        ? 'Counting…'
        : `Reaches ${count.toLocaleString('en-IN')} customer${count === 1 ? '' : 's'} now`}
    </Typography.Text>
  );
}
