import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../i18n/i18n';
import { toast } from '../components/toasts';
import { logoutUser } from '../api/users';
import { useAppNavigate } from '../app/navigate';
import { endSession } from './session';

/** Signs out: revokes the token on the server, then forgets it here even if the call failed. */
export function useLogout() {
  const { t } = useTranslation();
  const go = useAppNavigate();
  return useMutation({
    mutationFn: logoutUser,
    onSettled: () => {
      endSession();
      toast.success(t('toast.signedOut'));
      go('login', {}, {}, { replace: true });
    },
  });
}
