import type { ProductOffer, ProductsResponse } from '@app/contract';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { takeArrived, takeEarly } from '@/lib/early-request';
import { PRODUCTS_PATH } from './products-path';

/**
 * The products priced by the configuration in force, null until they arrive.
 * A hook of its own rather than a query: /start carries no query client code.
 */
export function useProducts(): ProductOffer[] | null {
  const [products, setProducts] = useState(
    () => takeArrived<ProductsResponse>(PRODUCTS_PATH)?.products ?? null,
  );
  useEffect(() => {
    if (products) return;
    // A late answer after the page has gone sets nothing React keeps: no guard needed.
    (
      takeEarly<ProductsResponse>(PRODUCTS_PATH) ??
      apiRequest<ProductsResponse>(PRODUCTS_PATH, { quiet: true })
    ).then(
      (body) => setProducts(body.products),
      () => undefined,
    );
  }, [products]);
  return products;
}
