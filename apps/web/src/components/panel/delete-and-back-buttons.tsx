import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

interface DeleteAndBackButtonsProps {
  /** Asks to delete the item; left out for a new one, which has nothing to delete. */
  onDelete?: () => void;
  deleteLabel: string;
  backTo: string;
  backLabel: string;
}

/** The last buttons of a panel form: delete (a saved item only) and back to the list. */
export function DeleteAndBackButtons({ onDelete, deleteLabel, backTo, backLabel }: DeleteAndBackButtonsProps) {
  return (
    <>
      {onDelete ? (
        <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete} fullWidth>
          {deleteLabel}
        </Button>
      ) : null}
      <Button component={Link} to={backTo} variant="default" fullWidth>
        {backLabel}
      </Button>
    </>
  );
}
