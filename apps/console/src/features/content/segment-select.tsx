import { CONTENT_SEGMENT_LABELS, CONTENT_SEGMENTS, type ContentSegment } from '@app/domain';
import { Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '@/lib/api';
import { contentApi } from './content-api';

export const SEGMENT_OPTIONS = CONTENT_SEGMENTS.map((value) => ({
  value,
  label: CONTENT_SEGMENT_LABELS[value],
}));

/** How many customers a segment reaches now: the preview beside the select. */
export function useSegmentCount(segment: ContentSegment | undefined) {
  const [count, setCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!segment) return;
    let live = true;
    setCount(null);
    contentApi
      .count(segment)
      .then((n) => {
        if (!live) return;
        setCount(n);
        setError(null);
      })
      .catch((e: unknown) => {
        if (live) setError(errorText(e));
      });
    return () => {
      live = false;
    };
  }, [segment]);
  return { count, error };
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
