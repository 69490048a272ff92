import { EditOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { useStaffMutation } from '@/lib/use-staff-mutation';
import { contentApi, type FaqRow } from './content-api';
import { CATEGORY_OPTIONS, FaqDrawer } from './faq-drawer';

const FAQ = ['content', 'faq'] as const;

const SOURCE_TAGS: Record<FaqRow['source'], { color?: string; label: string }> = {
  catalogue: { label: 'Built-in' },
  edited: { color: 'blue', label: 'Edited' },
  added: { color: 'green', label: 'Added' },
};

/** The help center's FAQ by category: edit in three languages, add, hide or show. */
export function FaqTab() {
  const faq = useQuery({ queryKey: FAQ, queryFn: contentApi.faq });
  const client = useQueryClient();
  const [category, setCategory] = useState<string | undefined>();
  const [editing, setEditing] = useState<FaqRow | 'new' | null>(null);
  const hiding = useStaffMutation({
    mutationFn: (row: FaqRow) => contentApi.setFaqHidden(row.id, !row.hidden),
    invalidates: FAQ,
    done: (row) => (row.hidden ? 'Shown to borrowers again' : 'Hidden from borrowers'),
  });
  const toggle = (row: FaqRow) => hiding.run(row);

  const rows = faq.data ?? [];
  const shown = category ? rows.filter((row) => row.category === category) : rows;
  return (
    <>
      <DataList<FaqRow>
        size="small"
        rowKey="id"
        loading={faq.isFetching}
        error={faq.error}
        rows={shown}
        scroll={{ y: 560 }}
        intro={
          <Select
            allowClear
            aria-label="Category"
            placeholder="All categories"
            value={category}
            onChange={setCategory}
            options={CATEGORY_OPTIONS}
            style={{ width: 220 }}
          />
        }
        actions={
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            Add entry
          </Button>
        }
        search={{
          placeholder: 'Question or answer',
          text: (row) => `${row.question.en} ${row.answer.en}`,
        }}
        columns={[
          {
            title: 'Category',
            dataIndex: 'category',
            width: 130,
            render: (value: string) => CATEGORY_OPTIONS.find((o) => o.value === value)?.label ?? value,
          },
          {
            title: 'Question',
            key: 'question',
            render: (_, row) => (
              <Typography.Text type={row.hidden ? 'secondary' : undefined} delete={row.hidden}>
                {row.question.en}
              </Typography.Text>
            ),
          },
          {
            title: 'Status',
            key: 'status',
            width: 160,
            render: (_, row) => (
              <Space size={4}>
                <Tag color={SOURCE_TAGS[row.source].color}>{SOURCE_TAGS[row.source].label}</Tag>
                {row.hidden && <Tag color="default">Hidden</Tag>}
              </Space>
            ),
          },
          {
            title: 'Changed',
            dataIndex: 'updatedAt',
            width: 170,
            render: (iso: string | null) => formatDateTime(iso),
          },
          {
            title: '',
            key: 'actions',
            width: 190,
            render: (_, row) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(row)}
                  aria-label={`Edit ${row.id}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  icon={row.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                  onClick={() => toggle(row)}
                >
                  {row.hidden ? 'Show' : 'Hide'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <FaqDrawer
        entry={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void client.invalidateQueries({ queryKey: FAQ });
        }}
      />
    </>
  );
}
