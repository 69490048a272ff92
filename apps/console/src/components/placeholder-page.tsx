import { Empty, Typography } from 'antd';

/** Stands in for a section whose page is still being built. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Empty description={`${title} is on its way.`} />
    </>
  );
}
