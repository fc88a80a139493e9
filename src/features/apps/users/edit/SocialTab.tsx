import { Box, Grid, InputAdornment, TextField } from '@mui/material';
import type { ManagedUser } from '@/mock/types/users';
import { useUserField } from '../UserFormFields';
import { SOCIAL_NETWORKS, socialSchema, type SocialInput } from '../userSchema';
import { socialIcon } from './socialIcons';
import { TabFormActions } from './TabFormActions';
import { useUserTabForm } from './useUserTabForm';

/** A user's social links, stored with the user (`social` on the record). */
type WithSocial = ManagedUser & { social?: Partial<SocialInput> };

const linksOf = (user: WithSocial): SocialInput =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, user.social?.[network] ?? ''])) as SocialInput;

/** Links to the user's profiles on other sites. */
export function SocialTab({ user }: { user: WithSocial }) {
  const { form, submit, saving } = useUserTabForm(
    user.id,
    socialSchema,
    linksOf(user),
    (social) => ({ social }),
    (saved, social) => SOCIAL_NETWORKS.every((network) => (saved as WithSocial).social?.[network] === social[network]),
  );
  const {
    register,
    reset,
    formState: { errors, isDirty },
  } = form;
  const field = useUserField(register, errors, 'social');
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Grid container spacing={2}>
        {SOCIAL_NETWORKS.map((network) => {
          const Icon = socialIcon[network];
          return (
            <Grid key={network} size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field(network)}
                type="url"
                placeholder="https://"
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <Icon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Grid>
          );
        })}
      </Grid>
      <TabFormActions dirty={isDirty} saving={saving} rootError={errors.root?.message} onDiscard={() => reset()} />
    </Box>
  );
}
