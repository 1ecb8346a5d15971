import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { forgetAdminData, markSignedOut, signOutOf } from '../../../lib/use-admin-session';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => signOutOf('admin'),
    onSuccess: () => {
      markSignedOut(queryClient);
      navigate('/admin/login', { replace: true });
      forgetAdminData(queryClient);
    },
    onError: (error) => {
      toast.error('Sign out failed', {
        description: errorMessage(error, 'We could not sign you out. Please try again.'),
      });
    },
  });
}
