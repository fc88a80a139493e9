import { Box, Grid, TextField } from '@mui/material';
import type { ManagedUser } from '@/mock/types/users';
import { useUserField } from '../UserFormFields';
import { informationSchema } from '../userSchema';
import { TabFormActions } from './TabFormActions';
import { useUserTabForm } from './useUserTabForm';

/** How to reach the user: phone number and country. */
export function InformationTab({ user }: { user: ManagedUser }) {
  const { form, submit, saving } = useUserTabForm(user.id, informationSchema, {
    contact: user.contact,
    country: user.country,
  });
  const {
    register,
    reset,
    formState: { errors, isDirty },
  } = form;
  const field = useUserField(register, errors, 'information');
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('contact')} required type="tel" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('country')} required />
        </Grid>
      </Grid>
      <TabFormActions dirty={isDirty} saving={saving} rootError={errors.root?.message} onDiscard={() => reset()} />
    </Box>
  );
}
