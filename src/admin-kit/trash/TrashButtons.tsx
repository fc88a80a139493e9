import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  DeleteButton,
  useBulkDeleteController,
  useListContext,
  useRedirect,
  useResourceContext,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useRecordNotice } from '../recordNotice';
import { useDeleteErrorNotice } from './deleteError';

/*
 * Delete moves records to the trash. react-admin's buttons would say "Element deleted" in blue; these say what went
 * where, in green ("Administrator Ada Owner moved to the trash"). Their onSuccess replaces react-admin's, so it also
 * does what that one did: clear the form's unsaved state, leave the record's page, unselect the rows.
 */

/**
 * Delete one record (edit and show pages): it moves to the trash at once, with an Undo in the notice, as the list's
 * bulk delete does; no confirmation, since nothing is lost (deleting for good, in the trash, asks). Then back to the list.
 */
export function TrashButton() {
  const area = useResourceContext()!;
  const notice = useRecordNotice(area);
  const redirect = useRedirect();
  const onError = useDeleteErrorNotice();
  // null outside a form (the show page)
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  return (
    <DeleteButton
      mutationMode="undoable"
      mutationOptions={{
        onSuccess: (_data, { previousData }) => {
          notice('trashed', previousData ? [previousData] : [], { count: 1, undoable: true });
          form?.reset(undefined, { keepValues: true });
          redirect('list', area);
        },
        onError,
      }}
    />
  );
}

/**
 * Delete the selected rows, with undo. Built on the controller rather than BulkDeleteButton, whose undoable variant
 * passes `mutationOptions` on to the DOM (react-admin 5.15).
 */
export function BulkTrashButton() {
  const area = useResourceContext()!;
  const notice = useRecordNotice(area);
  const { data, selectedIds, onUnselectItems } = useListContext();
  const selected = (data ?? []).filter((record) => selectedIds.includes(record.id));
  const onError = useDeleteErrorNotice();
  const { handleDelete, isPending } = useBulkDeleteController({
    mutationMode: 'undoable',
    mutationOptions: {
      onSuccess: () => {
        notice('trashed', selected, { count: selectedIds.length, undoable: true });
        onUnselectItems(true);
      },
      onError,
    },
  });
  return (
    <Button label="ra.action.delete" color="error" onClick={handleDelete} disabled={isPending}>
      <DeleteIcon />
    </Button>
  );
}
