import { useQuery } from '@tanstack/react-query';

const FALLBACK = 'RupeeSetu';

async function fetchProductName(): Promise<string> {
  try {
    const res = await fetch('/api/v1/config');
    if (!res.ok) return FALLBACK;
    const config = (await res.json()) as { proName?: string };
    return config.proName || FALLBACK;
  } catch {
    return FALLBACK;
  }
}

/** The deployment's product name (PRO_NAME) from the public GET /api/v1/config, read once. */
export function useProductName(): string {
  const { data } = useQuery({
    queryKey: ['product-name'],
    queryFn: fetchProductName,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? FALLBACK;
}
