// Spec 4.4: the dashboard asks the server whether onboarding is complete (it settles what it can on its
// own); when the name is still needed, this modal asks for it, and saving it refreshes the session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { PROFILE_MESSAGES, type OnboardingNameRequest } from '../../../common/contracts/profile';
import { ONBOARDING_ROUTES } from '../../../common/contracts/profile-routes';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/call';
import { useBrand } from '../../lib/config';
import { notify } from '../../lib/notify';
import { ME_QUERY_KEY, useMe } from '../../lib/session';
import { Modal } from '../../components/ui/Modal';

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
  const [firstName, setFirstName] = useState(me.user?.firstName ?? '');
  const [lastName, setLastName] = useState(me.user?.lastName ?? '');
  const [done, setDone] = useState(false);

  const save = useMutation({
    mutationFn: (body: OnboardingNameRequest) => call(ONBOARDING_ROUTES.complete, { body }),
    onSuccess: async () => {
      setDone(true);
      queryClient.removeQueries({ queryKey: ONBOARDING_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: (error) => notify.error(errorMessage(error, PROFILE_MESSAGES.saveFailed)),
  });

  // The server settled it silently: the session may still say 'not onboarded', so refresh it once.
  const settledSilently = check.data && !check.data.needsName && me.kind === 'not_onboarded';
  useEffect(() => {
    if (settledSilently) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [settledSilently, queryClient]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const names = { firstName: firstName.trim(), lastName: lastName.trim() };
    if (!names.firstName || !names.lastName) {
      notify.error(PROFILE_MESSAGES.namesRequired);
      return;
    }
    save.mutate(names);
  };

  const open = Boolean(check.data?.needsName) && !done;
  return (
    <Modal
      open={open}
      onOpenChange={() => undefined}
      locked
      header={<p className="eyebrow mb-3 text-brand-deep">One last step</p>}
      title={`Welcome to ${shortName}`}
      description="Please tell us your name to complete your profile."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Complete your profile" className="mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <Button
          type="submit"
          size="md"
          busy={save.isPending}
          busyLabel="Saving..."
          className="w-full sm:w-auto sm:justify-self-end"
        >
          Continue
        </Button>
      </form>
    </Modal>
  );
}
