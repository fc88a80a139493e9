import { useState } from 'react';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const PLACEMENTS = ['end', 'start', 'top', 'bottom'] as const;
const CHANNELS = ['email', 'push', 'sms', 'digest'] as const;

function BasicSwitch() {
  const t = useScopedTranslate('showcaseForms.switch');
  const [on, setOn] = useState(true);
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={on} onChange={(e) => setOn(e.target.checked)} />} label={t('wifi')} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {on ? t('isOn') : t('isOff')}
      </Typography>
    </Stack>
  );
}

function ColoredSwitches() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <FormGroup row>
      {COLORS.map((color) => (
        <FormControlLabel key={color} control={<Switch defaultChecked color={color} />} label={t(`colors.${color}`)} />
      ))}
    </FormGroup>
  );
}

function SizedSwitches() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <FormGroup row sx={{ alignItems: 'center' }}>
      <FormControlLabel control={<Switch size="small" defaultChecked />} label={t('small')} />
      <FormControlLabel control={<Switch defaultChecked />} label={t('medium')} />
      <FormControlLabel
        control={<Switch defaultChecked sx={{ transform: 'scale(1.25)', mx: 1 }} />}
        label={t('large')}
      />
    </FormGroup>
  );
}

function LabelPlacements() {
  const t = useScopedTranslate('showcaseForms.switch');
  return (
    <FormGroup row>
      {PLACEMENTS.map((placement) => (
        <FormControlLabel
          key={placement}
          labelPlacement={placement}
          control={<Switch defaultChecked={placement !== 'top'} />}
          label={t(`placements.${placement}`)}
        />
      ))}
    </FormGroup>
  );
}

function SwitchStates() {
  const t = useScopedTranslate('showcaseForms');
  return (
    <FormGroup>
      <FormControlLabel
        disabled
        control={<Switch defaultChecked />}
        label={`${t('common.disabled')} · ${t('switch.isOn')}`}
      />
      <FormControlLabel disabled control={<Switch />} label={`${t('common.disabled')} · ${t('switch.isOff')}`} />
      <FormControlLabel required control={<Switch />} label={t('switch.requiredLabel')} />
    </FormGroup>
  );
}

function NotificationGroup() {
  const t = useScopedTranslate('showcaseForms.switch');
  const [channels, setChannels] = useState<Record<(typeof CHANNELS)[number], boolean>>({
    email: true,
    push: false,
    sms: false,
    digest: true,
  });
  const enabled = CHANNELS.filter((c) => channels[c]).length;
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{t('notifications')}</FormLabel>
      <FormGroup>
        {CHANNELS.map((channel) => (
          <FormControlLabel
            key={channel}
            label={t(`channels.${channel}`)}
            control={
              <Switch
                checked={channels[channel]}
                onChange={(e) => setChannels({ ...channels, [channel]: e.target.checked })}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText aria-live="polite">
        {t('enabledCount', { smart_count: enabled, total: CHANNELS.length })}
      </FormHelperText>
    </FormControl>
  );
}

function ValidatedSwitch() {
  const t = useScopedTranslate('showcaseForms');
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const invalid = submitted && !accepted;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        setDone(accepted);
      }}
    >
      <FormControl error={invalid} required>
        <FormControlLabel
          label={t('switch.terms')}
          control={
            <Switch
              checked={accepted}
              color={invalid ? 'error' : 'primary'}
              onChange={(e) => {
                setAccepted(e.target.checked);
                setDone(false);
              }}
            />
          }
        />
        <FormHelperText>
          {invalid ? t('switch.termsRequired') : submitted && accepted ? t('common.valid') : ' '}
        </FormHelperText>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Button type="submit" variant="contained">
          {t('common.submit')}
        </Button>
        {done && (
          <Typography role="status" color="success">
            {t('switch.accepted')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Switches: colours, sizes, label placement, states, a group and a required switch. */
export default function SwitchShowcase() {
  const t = useScopedTranslate('showcaseForms.switch');
  return (
    <DemoGrid>
      <DemoCard title={t('basic')}>
        <BasicSwitch />
      </DemoCard>
      <DemoCard title={t('colorsTitle')}>
        <ColoredSwitches />
      </DemoCard>
      <DemoCard title={t('sizes')}>
        <SizedSwitches />
      </DemoCard>
      <DemoCard title={t('placement')}>
        <LabelPlacements />
      </DemoCard>
      <DemoCard title={t('states')}>
        <SwitchStates />
      </DemoCard>
      <DemoCard title={t('group')}>
        <NotificationGroup />
      </DemoCard>
      <DemoCard title={t('validation')} subtitle={t('validationHelp')}>
        <ValidatedSwitch />
      </DemoCard>
    </DemoGrid>
  );
}
