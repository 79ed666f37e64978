import { useState } from 'react';
import { notify } from '../../lib/toasts.ts';

/** A delete mutation of a panel list (optimistic: the row leaves at once and comes back if refused). */
interface DeleteMutation {
  mutate: (uid: string, options: { onSuccess: () => void }) => void;
}

/**
 * Asking before a list's row is deleted: `ask(item)` opens the question (`deleting` holds the item,
 * for its words); confirming closes it and deletes, with the `deleted` toast once the server agrees.
 * `dialog` goes to the ConfirmDialog, with the feature's title, message and button label.
 */
export function useDeleteConfirm<Item extends { uid: string }>(remove: DeleteMutation, deleted: (item: Item) => string) {
  const [deleting, setDeleting] = useState<Item | null>(null);
  return {
    deleting,
    ask: setDeleting,
    dialog: {
      opened: deleting !== null,
      danger: true,
      onConfirm: () => {
        const item = deleting;
        setDeleting(null);
        if (!item) return;
        remove.mutate(item.uid, { onSuccess: () => void notify.success(deleted(item)) });
      },
      onCancel: () => setDeleting(null),
    },
  };
}
