import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

type Removal<K> = {
  mutate: (key: K, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

/** The formulary and network sections' add, confirm-remove and failure toasts. */
export function useCatalogueEdits<T, K>(
  list: 'formulary' | 'network',
  remove: Removal<K>,
  keyOf: (item: T) => K,
  removed: (item: T) => [title: string, description: string],
) {
  const [removing, setRemoving] = useState<T | null>(null);
  const failed = (error: unknown) =>
    toast.error(`${list === 'formulary' ? 'Formulary' : 'Network'} update failed`, {
      description: errorMessage(error, `Failed to update the ${list}. Please try again.`),
    });

  async function add<R>(
    send: () => Promise<R>,
    done: (result: R) => [title: string, description: string],
  ): Promise<boolean> {
    try {
      const [title, description] = done(await send());
      toast.success(title, { description });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  function confirmRemove() {
    if (removing === null) return;
    const item = removing;
    remove.mutate(keyOf(item), {
      onSuccess: () => {
        setRemoving(null);
        const [title, description] = removed(item);
        toast.success(title, { description });
      },
      onError: (error) => {
        setRemoving(null);
        failed(error);
      },
    });
  }

  return {
    failed,
    add,
    removing,
    setRemoving,
    dialog: {
      open: removing !== null,
      onOpenChange: (open: boolean) => (open ? undefined : setRemoving(null)),
      pending: remove.isPending,
      onConfirm: confirmRemove,
      pendingLabel: 'Removing...',
    },
  };
}
