import type { ThemeConfig } from 'antd';

/** The borrower app's identity (apps/web/src/styles/index.css): teal primary, amber accent, slate ink. */
export const BRAND = {
  primary: '#0f766e',
  primaryDark: '#115e59',
  accent: '#fbbf24',
  ink: '#0f172a',
  canvas: '#f1f5f9',
};

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    colorWarning: '#d97706',
    colorInfo: BRAND.primary,
    // Light tints of the primary for info banners (derived ones come out grey on this teal).
    colorInfoBg: '#f0fdfa',
    colorInfoBorder: '#99f6e4',
    colorTextBase: BRAND.ink,
    // antd's secondary text (45 % ink, about 3.3:1) fails WCAG AA: the web app's muted grey (docs/decisions/042).
    colorTextDescription: '#5b6577',
    colorTextTertiary: '#5b6577',
    colorBgLayout: BRAND.canvas,
    borderRadius: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  },
  components: {
    // The empty-table text is drawn in the disabled grey (about 2:1).
    Table: { colorTextDisabled: '#5b6577' },
    // Each page's title is its one h1 (axe: page-has-heading-one), drawn at antd's h3 size.
    Typography: { fontSizeHeading1: 24 },
    Layout: { siderBg: BRAND.ink, headerBg: '#ffffff', headerPadding: '0 24px' },
    Menu: {
      darkItemBg: BRAND.ink,
      darkItemSelectedBg: BRAND.primary,
    },
  },
};
