import { Box, LinearProgress, Typography } from '@mui/material';
import { useT } from '@/i18n/useT';
import { missingPasswordChecks, passwordStrength, PASSWORD_CHECKS, PASSWORD_MIN_LENGTH } from './rules';

const COLORS = { empty: 'inherit', weak: 'error', fair: 'warning', good: 'info', strong: 'success' } as const;

/** A strength bar under a password field, with the rules the password still misses. */
export function PasswordStrength({ password }: { password: string }) {
  const translate = useT();
  const { level, score } = passwordStrength(password);
  const missing = missingPasswordChecks(password);
  return (
    <Box aria-live="polite" sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={(score / PASSWORD_CHECKS.length) * 100}
        color={COLORS[level]}
        aria-label={translate('showcaseForms.password.strengthLabel')}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        variant="caption"
        component="p"
        sx={{ mt: 0.5 }}
        color={level === 'empty' ? 'text.secondary' : `${COLORS[level]}.main`}
      >
        {translate(`showcaseForms.password.levels.${level}`)}
      </Typography>
      {password && missing.length > 0 && (
        <Typography variant="caption" component="p" color="text.secondary">
          {translate('showcaseForms.password.stillNeeds', {
            list: missing
              .map((check) => translate(`showcaseForms.password.checks.${check}`, { min: PASSWORD_MIN_LENGTH }))
              .join(', '),
          })}
        </Typography>
      )}
    </Box>
  );
}
