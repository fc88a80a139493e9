import { SaveButton, Toolbar } from 'react-admin';
import { TrashButton } from '../trash/TrashButtons';
import { ConflictNotice } from './conflict';
import { ErrorAnnouncer } from './ErrorAnnouncer';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { FormDraft } from '@/shared/forms/FormDraft';

/**
 * Save — always enabled on an add form, so saving an empty form shows what is missing — and on edit a delete that
 * asks first (shown only to who may delete), the notice of a change someone else saved meanwhile, and the offer
 * of a draft kept from before a reload or a sign-in; after a refused save, the alert that says what is wrong.
 */
export function FormToolbar({ mode }: { mode: 'add' | 'edit' }) {
  return (
    <Toolbar sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
      <FormDraft />
      {mode === 'edit' && <ConflictNotice />}
      <SaveButton alwaysEnable={mode === 'add'} />
      {mode === 'edit' && <TrashButton />}
      <UnsavedChangesGuard />
      <ErrorAnnouncer />
    </Toolbar>
  );
}
