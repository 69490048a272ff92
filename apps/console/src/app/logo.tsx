/** The product mark, the same drawing as apps/web/public/logo.svg. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="logo">
      <rect width="64" height="64" rx="14" fill="#0F766E" />
      <path
        d="M10 44c6-14 14-21 22-21s16 7 22 21"
        fill="none"
        stroke="#FBBF24"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M18 44V36M32 44V30M46 44V36" stroke="#FBBF24" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M24 12h16M24 17h16M28 12c6 0 8 2.5 8 5s-2 5-8 5h-4l11 9"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
