import type { TextStyle } from './canvas';

/** Look of every loan document, in PDF points (1/72 inch). One place to retune it. */
export const theme = {
  color: {
    brand: '#0f766e',
    ink: '#1f2937',
    muted: '#6b7280',
    rule: '#d1d5db',
    /** Background of emphasised table rows and the meta box. */
    tint: '#f0fdfa',
  },
  page: {
    size: 'A4',
    width: 595.28,
    height: 841.89,
    marginX: 56,
    /** Content starts below the header band and stops above the footer band. */
    contentTop: 92,
    contentBottom: 841.89 - 78,
  },
  size: { title: 20, subtitle: 11.5, heading: 13, body: 10, small: 8.5, brand: 11 },
  /**
   * Line box as a multiple of the font size. Devanagari needs room for
   * matras above the headline and below the baseline (कृ, र्, ि), hence 1.5.
   */
  lineHeight: 1.5,
  /** Baseline position inside the line box, as a multiple of the font size. */
  baseline: 1.08,
} as const;

export const contentWidth = theme.page.width - 2 * theme.page.marginX;

const { color, size } = theme;

/** Named text styles, so blocks agree on what "body" and "caption" mean. */
export const styles = {
  brand: { size: size.brand, weight: 'bold', color: color.brand },
  title: { size: size.title, weight: 'bold', color: color.ink },
  subtitle: { size: size.subtitle, weight: 'regular', color: color.muted },
  heading: { size: size.heading, weight: 'bold', color: color.brand },
  body: { size: size.body, weight: 'regular', color: color.ink },
  bodyBold: { size: size.body, weight: 'bold', color: color.ink },
  label: { size: size.small, weight: 'regular', color: color.muted },
  caption: { size: size.small, weight: 'regular', color: color.muted },
} as const satisfies Record<string, TextStyle>;
