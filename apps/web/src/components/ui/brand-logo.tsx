export function BrandLogo({ size = 56 }: { size?: number }) {
  return <img className="brand-logo" src="/logo.svg" width={size} height={size} alt="" />;
}
