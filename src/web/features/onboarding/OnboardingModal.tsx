// Spec 4.4: the dashboard asks the server whether onboarding is complete (it settles what it can on its
// own); when the name is still needed, this modal asks for it, and saving it refreshes the session. The
// form itself (OnboardingNameForm, on the form kit) loads only when the modal opens.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ONBOARDING_ROUTES } from '../../../common/contracts/profile-routes';
import { Modal } from '../../components/ui/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { call } from '../../lib/call';
import { useBrand } from '../../lib/config';
import { ME_QUERY_KEY, useMe } from '../../lib/session';

const OnboardingNameForm = lazy(() => import('./OnboardingNameForm').then((m) => ({ default: m.OnboardingNameForm })));

const ONBOARDING_QUERY_KEY = ['onboarding', 'check'] as const;

export function OnboardingModal() {
  const me = useMe();
  const queryClient = useQueryClient();
  const { shortName } = useBrand();
  const check = useQuery({
    queryKey: [...ONBOARDING_QUERY_KEY, me.user?.id],
    queryFn: () => call(ONBOARDING_ROUTES.check),
    enabled: Boolean(me.user),
    staleTime: Infinity,
    retry: false,
  });
  const [done, setDone] = useState(false);

  // The server settled it silently: the session may still say 'not onboarded', so refresh it once.
  const settledSilently = check.data && !check.data.needsName && me.kind === 'not_onboarded';
  useEffect(() => {
    if (settledSilently) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [settledSilently, queryClient]);

  const saved = async () => {
    setDone(true);
    queryClient.removeQueries({ queryKey: ONBOARDING_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };

  const open = Boolean(check.data?.needsName) && !done;
  return (
    <Modal
      open={open}
      locked
      header={<p className="eyebrow mb-3 text-brand-deep">One last step</p>}
      title={`Welcome to ${shortName}`}
      description="Please tell us your name to complete your profile."
    >
      <Suspense
        fallback={
          <div role="status" className="mt-6 flex justify-center py-8 text-stone">
            <Spinner />
            <span className="sr-only">Loading...</span>
          </div>
        }
      >
        <OnboardingNameForm
          defaultValues={{ firstName: me.user?.firstName ?? '', lastName: me.user?.lastName ?? '' }}
          onSaved={saved}
        />
      </Suspense>
    </Modal>
  );
}
