// The signed-in member's own photo (GET /api/profile/photo), one cache entry for the account menu's
// avatar and the profile page's photo card: saving or removing the photo there changes the menu at once.
import { queryOptions } from '@tanstack/react-query';
import { PHOTO_ROUTES } from '../../common/contracts/photos-routes';
import { call } from './call';

export const OWN_PHOTO_QUERY_KEY = ['own-photo'] as const;

export const ownPhotoQueryOptions = () =>
  queryOptions({
    queryKey: OWN_PHOTO_QUERY_KEY,
    queryFn: ({ signal }) => call(PHOTO_ROUTES.own, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
    // Only this member changes it, through the card that writes the answer here.
    staleTime: Infinity,
  });
