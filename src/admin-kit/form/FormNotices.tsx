import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { TabbedFormTabs, type TabbedFormTabsProps } from 'react-admin';
import { FormDraft } from '@/shared/forms/FormDraft';
import { EditingElsewhere } from '../presence/PresenceAvatars';
import { ChangedElsewhere } from './changedElsewhere';
import { ConflictNotice } from './conflict';

/**
 * What the form says before its fields, where the user looks: the offer of a draft kept from before a reload or a
 * sign-in, and on edit someone else's change met by a save. Each comes into view and takes the focus when it appears.
 */
export function FormNotices({ mode }: { mode: 'add' | 'edit' }) {
  return (
    <>
      <FormDraft />
      {mode === 'edit' && <EditingElsewhere />}
      {mode === 'edit' && <ChangedElsewhere />}
      {mode === 'edit' && <ConflictNotice />}
    </>
  );
}

/** A tabbed form's tab headers with the notices above them (TabbedForm hands its `tabs` element its tabs). */
export function TabsWithNotices({
  mode,
  children,
  ...tabs
}: TabbedFormTabsProps & { mode: 'add' | 'edit'; children?: ReactNode }) {
  return (
    <>
      {/* Padded as the tabs' content is, only when there is a notice. */}
      <Box sx={{ px: 2, '&:has(> *)': { pt: 2 } }}>
        <FormNotices mode={mode} />
      </Box>
      <TabbedFormTabs {...tabs}>{children}</TabbedFormTabs>
    </>
  );
}
