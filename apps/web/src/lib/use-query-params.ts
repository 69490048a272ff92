import { useLocation } from 'react-router';

/**
 * The route's query (`#/withdrawModel?amount=..`). Read through useLocation:
 * react-router's useSearchParams would add its helpers to the entry chunk,
 * which carries the router (docs/decisions/006).
 */
export function useQueryParams(): URLSearchParams {
  return new URLSearchParams(useLocation().search);
}
