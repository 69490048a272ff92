import { Form, Input, Tabs } from 'antd';

export const LANG_TABS = [
  { key: 'en', label: 'English' },
  { key: 'hi', label: 'हिन्दी (Hindi)' },
  { key: 'zh', label: '中文 (Chinese)' },
] as const;

/**
 * One text in the three languages, a tab each; every language is required
 * (a borrower reads the one they chose). `name` is the form field holding { en, hi, zh }.
 */
export function LangFields(props: { fields: { name: string; label: string; max: number; rows?: number }[] }) {
  return (
    <Tabs
      size="small"
      items={LANG_TABS.map(({ key, label }) => ({
        key,
        label,
        forceRender: true,
        children: props.fields.map((field) => (
          <Form.Item
            key={field.name}
            name={[field.name, key]}
            label={field.label}
            rules={[{ required: true, whitespace: true, message: `${field.label} in ${label} is required` }]}
          >
            {field.rows ? (
              <Input.TextArea rows={field.rows} maxLength={field.max} showCount />
            ) : (
              <Input maxLength={field.max} showCount />
            )}
          </Form.Item>
        )),
      }))}
    />
  );
}
