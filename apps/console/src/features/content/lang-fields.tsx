import { Alert, Badge, Form, type FormInstance, type FormProps, Input, Tabs } from 'antd';
import { useState } from 'react';
import { ApiError, errorText } from '@/lib/api';

export const LANG_TABS = [
  { key: 'en', label: 'English', name: 'English' },
  { key: 'hi', label: 'हिन्दी (Hindi)', name: 'Hindi' },
  { key: 'zh', label: '中文 (Chinese)', name: 'Chinese' },
] as const;

type Lang = (typeof LANG_TABS)[number]['key'];

export interface LangField {
  name: string;
  label: string;
  max: number;
  rows?: number;
}

/** 'Hindi', 'Hindi and Chinese', 'English, Hindi and Chinese'. */
const joined = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * The state of a form's language tabs: the tab shown, and the languages whose
 * fields hold an error. A failed submit shows the first tab with an error, so
 * the person sees what is wrong where they are looking (issue 35); each tab
 * with an error is marked. `formProps` go to the Form.
 */
export function useLangTabs<Values>(form: FormInstance<Values>, fields: readonly LangField[]) {
  const [active, setActive] = useState<Lang>('en');
  const [failed, setFailed] = useState<Lang[]>([]);
  const names = fields.map((f) => f.name);
  const langOf = (path: readonly (string | number)[]) =>
    names.includes(String(path[0])) ? LANG_TABS.find((t) => t.key === path[1])?.key : undefined;

  const errorLangs = () =>
    LANG_TABS.filter((t) => names.some((n) => form.getFieldError([n, t.key] as never).length > 0)).map(
      (t) => t.key,
    );
  const showFirst = (langs: Lang[]) => {
    setFailed(langs);
    // Stay on the tab shown when it has an error too; otherwise the first one that has.
    if (langs.length > 0 && !langs.includes(active)) setActive(langs[0] as Lang);
  };

  const formProps: Pick<FormProps<Values>, 'onFinishFailed' | 'onFieldsChange'> = {
    onFinishFailed: ({ errorFields }) => {
      const langs = LANG_TABS.map((t) => t.key).filter((key) =>
        errorFields.some((f) => langOf(f.name) === key),
      );
      showFirst(langs);
    },
    onFieldsChange: () => setFailed(errorLangs()),
  };

  /**
   * A server refusal of one of these fields ('title.hi'): its message goes under
   * the field, on its tab, which is shown. Answers the words for a toast, naming
   * the field by its label, never by its key; null when no field of the form was named.
   */
  const showServerError = (error: unknown): string | null => {
    if (!(error instanceof ApiError) || !error.field) return null;
    const path = error.field.split('.');
    const lang = langOf(path);
    const field = fields.find((f) => f.name === path[0]);
    if (!lang || !field) return null;
    form.setFields([{ name: [field.name, lang] as never, errors: [errorText(error)] }]);
    showFirst(errorLangs());
    const tab = LANG_TABS.find((t) => t.key === lang);
    return `${field.label} in ${tab?.name ?? lang}: ${errorText(error)}`;
  };

  const missing = failed.length
    ? failed.every((lang) => names.every((n) => !String(form.getFieldValue([n, lang] as never) ?? '').trim()))
      ? `The ${joined(failed.map((l) => LANG_TABS.find((t) => t.key === l)?.name ?? l))} ${failed.length === 1 ? 'text is' : 'texts are'} missing`
      : `Check the ${joined(failed.map((l) => LANG_TABS.find((t) => t.key === l)?.name ?? l))} ${failed.length === 1 ? 'text' : 'texts'}`
    : null;

  /** Back to English with no marks, for a form opened afresh. */
  const reset = () => {
    setActive('en');
    setFailed([]);
  };

  return { active, setActive, failed, formProps, showServerError, reset, summary: missing, fields };
}

/** What the tabs and the summary read (the form's props stay with the form). */
export type LangTabs = Omit<ReturnType<typeof useLangTabs>, 'formProps'>;

/**
 * One text in the three languages, a tab each; every language is required
 * (a borrower reads the one they chose). Each field's form value is { en, hi, zh }.
 * A tab whose fields hold an error carries a red mark.
 */
export function LangFields(props: { tabs: LangTabs }) {
  const { tabs } = props;
  return (
    <Tabs
      size="small"
      activeKey={tabs.active}
      onChange={(key) => tabs.setActive(key as Lang)}
      items={LANG_TABS.map(({ key, label, name }) => ({
        key,
        label: (
          <span data-testid={`lang-tab-${key}`} data-error={tabs.failed.includes(key) ? 'true' : undefined}>
            {tabs.failed.includes(key) ? <Badge status="error" text={label} /> : label}
          </span>
        ),
        forceRender: true,
        children: tabs.fields.map((field) => (
          <Form.Item
            key={field.name}
            name={[field.name, key]}
            label={field.label}
            rules={[{ required: true, whitespace: true, message: `${field.label} in ${name} is required` }]}
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

/** The line above the submit button naming the languages that still need a text. */
export function LangErrorSummary(props: { tabs: LangTabs }) {
  return props.tabs.summary ? (
    <Alert
      type="error"
      showIcon
      data-testid="lang-error-summary"
      title={props.tabs.summary}
      style={{ marginBottom: 16 }}
    />
  ) : null;
}
