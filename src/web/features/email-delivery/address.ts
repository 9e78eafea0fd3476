// Whether the mail server refused the member's address for good (issue 34): read by the member home, which
// loads the notice's own chunk only then, and by the notice itself (one query, one key).
import { useQuery } from '@tanstack/react-query';
import { EMAIL_DELIVERY_ROUTES } from '../../../common/contracts/email-delivery-routes';
import { call } from '../../lib/call';

export const DELIVERY_ADDRESS_KEY = ['email-delivery', 'address'] as const;

export function useDeliveryAddress(enabled = true) {
  return useQuery({
    queryKey: DELIVERY_ADDRESS_KEY,
    queryFn: ({ signal }) => call(EMAIL_DELIVERY_ROUTES.address, { signal }),
    enabled,
  });
}
