import { IconButton } from '@mui/material';
import { HintTooltip } from '../HintTooltip';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useT } from '@/i18n/useT';
import { updateSettings, useLayoutSettings } from '../settings';

export function SkinToggle() {
  const translate = useT();
  const { skin } = useLayoutSettings();
  const dark = skin === 'dark';
  const label = translate(dark ? 'app.navbar.toLight' : 'app.navbar.toDark');
  return (
    <HintTooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => updateSettings({ skin: dark ? 'light' : 'dark' })}>
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </HintTooltip>
  );
}
