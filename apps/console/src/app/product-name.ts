import { useEffect, useState } from 'react';

const FALLBACK = 'RupeeSetu';
let cached: Promise<string> | null = null;

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
  const [name, setName] = useState(FALLBACK);
  useEffect(() => {
    let live = true;
    cached ??= fetchProductName();
    void cached.then((loaded) => live && setName(loaded));
    return () => {
      live = false;
    };
  }, []);
  return name;
}
