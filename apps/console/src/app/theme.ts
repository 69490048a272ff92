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
    colorBgLayout: BRAND.canvas,
    borderRadius: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  },
  components: {
    Layout: { siderBg: BRAND.ink, headerBg: '#ffffff', headerPadding: '0 24px' },
    Menu: {
      darkItemBg: BRAND.ink,
      darkItemSelectedBg: BRAND.primary,
    },
  },
};
