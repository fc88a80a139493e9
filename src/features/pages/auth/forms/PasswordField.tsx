import { forwardRef, useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { useT } from '@/i18n/useT';
import { AuthField, type AuthFieldProps } from './AuthField';

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, AuthFieldProps>(function PasswordField(props, ref) {
  const translate = useT();
  const [shown, setShown] = useState(false);
  return (
    <AuthField
      {...props}
      ref={ref}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            onClick={() => setShown(!shown)}
            aria-pressed={shown}
            aria-label={translate(shown ? 'auth.hidePassword' : 'auth.showPassword')}
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
});
