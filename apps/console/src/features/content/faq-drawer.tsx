import { FAQ_CATEGORIES } from '@app/contract';
import { App, Button, Drawer, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { contentApi, type FaqRow, type LangTexts } from './content-api';
import { LangErrorSummary, type LangField, LangFields, useLangTabs } from './lang-fields';

interface FaqForm {
  category: string;
  question: LangTexts;
  answer: LangTexts;
}

const TEXTS: LangField[] = [
  { name: 'question', label: 'Question', max: 200 },
  { name: 'answer', label: 'Answer', max: 4000, rows: 12 },
];

export const CATEGORY_OPTIONS = FAQ_CATEGORIES.map((value) => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
}));

/**
 * Edit one FAQ entry (or add one when `entry` is 'new') in the three
 * languages. A built-in entry keeps its category; saving overrides its
 * catalogue text for every borrower at once.
 */
export function FaqDrawer(props: { entry: FaqRow | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FaqForm>();
  const tabs = useLangTabs(form, TEXTS);
  const [saving, setSaving] = useState(false);
  const { entry } = props;
  const existing = entry && entry !== 'new' ? entry : null;
  const close = () => {
    tabs.reset();
    props.onClose();
  };

  const save = async (values: FaqForm) => {
    setSaving(true);
    try {
      if (existing) await contentApi.editFaq(existing.id, values);
      else await contentApi.addFaq(values);
      message.success(existing ? 'Saved: borrowers see the new text now' : 'Added: borrowers see it now');
      tabs.reset();
      props.onSaved();
    } catch (e) {
      message.error(tabs.showServerError(e) ?? errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={entry !== null}
      onClose={close}
      size={720}
      title={existing ? `Edit FAQ: ${existing.id}` : 'Add an FAQ entry'}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            Save
          </Button>
        </Space>
      }
    >
      <Form<FaqForm>
        key={existing?.id ?? 'new'}
        form={form}
        layout="vertical"
        onFinish={save}
        {...tabs.formProps}
        initialValues={
          existing
            ? { category: existing.category, question: existing.question, answer: existing.answer }
            : { category: 'account' }
        }
      >
        <Form.Item name="category" label="Category">
          <Select options={CATEGORY_OPTIONS} disabled={existing?.builtIn} style={{ width: 220 }} />
        </Form.Item>
        <LangFields tabs={tabs} />
        <LangErrorSummary tabs={tabs} />
        <Typography.Text type="secondary">
          Separate paragraphs with a blank line. Numbers are shown as typed: update them here if the product
          terms change.
        </Typography.Text>
      </Form>
    </Drawer>
  );
}
