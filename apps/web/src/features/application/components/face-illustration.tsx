/** A person holding a card beside their face: shows the pose before the camera opens. */
export function FaceIllustration({ label }: { label: string }) {
  return (
    <svg className="face-illustration" viewBox="0 0 240 160" role="img" aria-label={label}>
      <rect x="0" y="0" width="240" height="160" rx="16" fill="#ccfbf1" />
      {/* shoulders and head */}
      <path d="M40 160c0-34 22-52 52-52s52 18 52 52z" fill="#0f766e" />
      <circle cx="92" cy="66" r="30" fill="#f4c9a0" />
      <path d="M62 62c0-20 13-32 30-32s30 12 30 32c-8-8-18-12-30-12s-22 4-30 12z" fill="#1f2937" />
      <circle cx="82" cy="68" r="3" fill="#1f2937" />
      <circle cx="102" cy="68" r="3" fill="#1f2937" />
      <path d="M84 82q8 6 16 0" stroke="#1f2937" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      {/* the card, held up by the hand beside the face */}
      <g transform="rotate(-6 175 72)">
        <rect x="136" y="44" width="78" height="52" rx="6" fill="#fff" stroke="#0f766e" strokeWidth="2.5" />
        <rect x="144" y="54" width="20" height="24" rx="3" fill="#fbbf24" />
        <rect x="170" y="56" width="36" height="5" rx="2.5" fill="#94a3b8" />
        <rect x="170" y="66" width="28" height="5" rx="2.5" fill="#94a3b8" />
        <rect x="144" y="84" width="62" height="5" rx="2.5" fill="#cbd5e1" />
      </g>
      <path d="M150 160v-48c0-8 6-14 14-14s14 6 14 14v48z" fill="#0f766e" />
      <ellipse cx="164" cy="100" rx="12" ry="10" fill="#f4c9a0" />
    </svg>
  );
}
