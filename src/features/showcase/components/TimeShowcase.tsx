import { useState } from 'react';
import { FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs, { type Dayjs } from 'dayjs';
import { useLocaleState } from 'react-admin';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { PickersProvider } from '../shared/PickersProvider';
import { useScopedTranslate } from '../shared/useScopedTranslate';

/**
 * Today at `hour` o'clock sharp. The digital clock's options fall on the minute, so a value or bound carrying the
 * current seconds matches no option: 9:00 itself became disabled and skipped, and the list lost its Tab stop.
 */
const atHour = (hour: number) => dayjs().startOf('day').hour(hour);

export default function TimeShowcase() {
  const t = useScopedTranslate('showcaseComponents.time');
  const [locale] = useLocaleState();
  const [ampm, setAmpm] = useState(locale === 'en');
  const [clock, setClock] = useState<Dayjs | null>(() => dayjs().hour(10).minute(30));
  const [slot, setSlot] = useState<Dayjs | null>(() => atHour(9));
  const [precise, setPrecise] = useState<Dayjs | null>(() => dayjs().hour(14).minute(5).second(30));
  const [readOnly, setReadOnly] = useState(true);
  const show = (value: Dayjs | null, seconds = false) =>
    value
      ? value.toDate().toLocaleTimeString(locale, {
          hour: '2-digit',
          minute: '2-digit',
          second: seconds ? '2-digit' : undefined,
          hour12: ampm,
        })
      : t('none');
  return (
    <PickersProvider>
      <Stack spacing={3}>
        <FormControlLabel control={<Switch checked={ampm} onChange={(_, v) => setAmpm(v)} />} label={t('ampm')} />
        <DemoGrid>
          <DemoCard
            title={t('clock.title')}
            subtitle={t('clock.subtitle')}
            code={'<TimeClock value={value} onChange={setValue} ampm={false} />'}
          >
            <TimeClock value={clock} onChange={setClock} ampm={ampm} />
            <Typography variant="body2" aria-live="polite">
              {t('selected', { time: show(clock) })}
            </Typography>
          </DemoCard>
          <DemoCard
            title={t('digital.title')}
            subtitle={t('digital.subtitle')}
            code={
              '<DigitalClock timeStep={15} minTime={dayjs().hour(9).minute(0)} maxTime={dayjs().hour(17).minute(0)} skipDisabled />'
            }
          >
            <Paper variant="outlined" sx={{ maxWidth: 200, maxHeight: 260, overflow: 'hidden' }}>
              <DigitalClock
                value={slot}
                onChange={setSlot}
                timeStep={15}
                ampm={ampm}
                skipDisabled
                minTime={atHour(9)}
                maxTime={atHour(17)}
              />
            </Paper>
            <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
              {t('selected', { time: show(slot) })}
            </Typography>
          </DemoCard>
          <DemoCard
            title={t('sections.title')}
            subtitle={t('sections.subtitle')}
            code={"<MultiSectionDigitalClock views={['hours', 'minutes', 'seconds']} />"}
          >
            <Paper variant="outlined" sx={{ display: 'inline-block' }}>
              <MultiSectionDigitalClock
                value={precise}
                onChange={setPrecise}
                views={['hours', 'minutes', 'seconds']}
                ampm={ampm}
              />
            </Paper>
            <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
              {t('selected', { time: show(precise, true) })}
            </Typography>
          </DemoCard>
          <DemoCard
            title={t('states.title')}
            subtitle={t('states.subtitle')}
            code={'<TimeClock readOnly />\n<TimeClock disabled />'}
          >
            <FormControlLabel
              control={<Switch checked={readOnly} onChange={(_, v) => setReadOnly(v)} />}
              label={t('states.readOnly')}
            />
            <TimeClock defaultValue={dayjs().hour(8).minute(15)} readOnly={readOnly} disabled={!readOnly} ampm={ampm} />
          </DemoCard>
        </DemoGrid>
      </Stack>
    </PickersProvider>
  );
}
