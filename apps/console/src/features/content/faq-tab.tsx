import { EditOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Select, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { contentApi, type FaqRow } from './content-api';
import { CATEGORY_OPTIONS, FaqDrawer } from './faq-drawer';

const SOURCE_TAGS: Record<FaqRow['source'], { color?: string; label: string }> = {
  catalogue: { label: 'Built-in' },
  edited: { color: 'blue', label: 'Edited' },
  added: { color: 'green', label: 'Added' },
};

/** The help center's FAQ by category: edit in three languages, add, hide or show. */
export function FaqTab() {
  const { message } = App.useApp();
  const [rows, setRows] = useState<FaqRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [category, setCategory] = useState<string | undefined>();
  const [editing, setEditing] = useState<FaqRow | 'new' | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await contentApi.faq());
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [message]);
  useEffect(() => {
    void load();
  }, [load]);

  const toggle = async (row: FaqRow) => {
    try {
      await contentApi.setFaqHidden(row.id, !row.hidden);
      message.success(row.hidden ? 'Shown to borrowers again' : 'Hidden from borrowers');
    } catch (e) {
      message.error(errorText(e));
    }
    await load();
  };

  const shown = category ? rows.filter((row) => row.category === category) : rows;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Select
          allowClear
          aria-label="Category"
          placeholder="All categories"
          value={category}
          onChange={setCategory}
          options={CATEGORY_OPTIONS}
          style={{ width: 220 }}
        />
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Add entry
        </Button>
      </Space>
      <Table<FaqRow>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={shown}
        pagination={false}
        scroll={{ y: 560 }}
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
          void load();
        }}
      />
    </Space>
  );
}
