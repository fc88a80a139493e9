import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Divider,
  Drawer,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify } from 'react-admin';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { resetDemoData } from '@/mock/resetDemoData';
import {
  CONTENT_WIDTHS,
  FOOTER_TYPES,
  LAYOUT_TYPES,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  ROUTER_TRANSITIONS,
  SKINS,
  resetSettings,
  updateSettings,
  useLayoutSettings,
  type LayoutSettings,
} from './settings';

type ChoiceKey = 'skin' | 'layoutType' | 'contentWidth' | 'navbarType' | 'footerType';

function Choice<K extends ChoiceKey>({
  name,
  options,
  plural,
}: {
  name: K;
  options: readonly LayoutSettings[K][];
  plural: string;
}) {
  const translate = useT();
  const settings = useLayoutSettings();
  const id = `customizer-${name}`;
  return (
    <FormControl>
      <FormLabel id={id}>{translate(`app.customizer.${name}`)}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={settings[name]}
        onChange={(event) => updateSettings({ [name]: event.target.value } as Partial<LayoutSettings>)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={translate(dynamicKey(`app.customizer.${plural}.${option}`))}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function Toggle({ name }: { name: 'menuCollapsed' | 'menuHidden' | 'rtl' }) {
  const translate = useT();
  const settings = useLayoutSettings();
  return (
    <FormControlLabel
      label={translate(`app.customizer.${name}`)}
      control={
        <Switch checked={settings[name]} onChange={(event) => updateSettings({ [name]: event.target.checked })} />
      }
    />
  );
}

function SelectSetting({
  name,
  options,
  plural,
}: {
  name: 'navbarColor' | 'routerTransition';
  options: readonly string[];
  plural: string;
}) {
  const translate = useT();
  const settings = useLayoutSettings();
  const id = `customizer-${name}`;
  return (
    <FormControl size="small" fullWidth>
      <FormLabel id={id} sx={{ mb: 0.5 }}>
        {translate(`app.customizer.${name}`)}
      </FormLabel>
      <Select
        value={settings[name]}
        inputProps={{ 'aria-labelledby': id }}
        onChange={(event) => updateSettings({ [name]: event.target.value } as Partial<LayoutSettings>)}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(dynamicKey(`app.customizer.${plural}.${option}`))}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** The customizer's drawer: every layout setting of seed section 9, applied live and persisted. */
export default function CustomizerPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useT();
  const notify = useNotify();
  const settings = useLayoutSettings();
  const [confirming, setConfirming] = useState(false);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // No dimming: the page beside the drawer is the live preview of each setting (a click on it still closes).
      slotProps={{ backdrop: { invisible: true }, paper: { sx: { width: 360, maxWidth: '100vw' } } }}
    >
      <Box role="region" aria-label={translate('app.customizer.title')}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', p: 2 }}>
          <Box>
            <Typography variant="h6">{translate('app.customizer.title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.customizer.subtitle')}
            </Typography>
          </Box>
          <IconButton aria-label={translate('app.customizer.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Stack spacing={2} sx={{ p: 2 }}>
          <Choice name="skin" options={SKINS} plural="skins" />
          {settings.skin === 'semi-dark' && settings.layoutType === 'horizontal' && (
            <Alert severity="info">{translate('app.customizer.semiDarkFallback')}</Alert>
          )}
          <Choice name="layoutType" options={LAYOUT_TYPES} plural="layoutTypes" />
          <Choice name="contentWidth" options={CONTENT_WIDTHS} plural="contentWidths" />
          <Toggle name="menuCollapsed" />
          <Toggle name="menuHidden" />
          <Toggle name="rtl" />
          <SelectSetting name="navbarColor" options={NAVBAR_COLORS} plural="navbarColors" />
          <Choice name="navbarType" options={NAVBAR_TYPES} plural="navbarTypes" />
          <Choice name="footerType" options={FOOTER_TYPES} plural="footerTypes" />
          <SelectSetting name="routerTransition" options={ROUTER_TRANSITIONS} plural="routerTransitions" />
          <Divider />
          <Button variant="outlined" onClick={resetSettings}>
            {translate('app.customizer.resetSettings')}
          </Button>
          {confirming ? (
            <Alert
              severity="warning"
              action={
                <Stack direction="row">
                  <Button color="inherit" onClick={() => setConfirming(false)}>
                    {translate('app.cancel')}
                  </Button>
                  <Button
                    color="inherit"
                    onClick={async () => {
                      await resetDemoData();
                      setConfirming(false);
                      notify('app.customizer.demoDataReset', { type: 'success' });
                    }}
                  >
                    {translate('app.confirm')}
                  </Button>
                </Stack>
              }
            >
              {translate('app.customizer.resetDemoDataConfirm')}
            </Alert>
          ) : (
            <Button variant="outlined" color="warning" onClick={() => setConfirming(true)}>
              {translate('app.customizer.resetDemoData')}
            </Button>
          )}
        </Stack>
      </Box>
    </Drawer>
  );
}
