import { createContext, useContext, useState } from 'react';
import {
  Badge,
  Button,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs, { type Dayjs } from 'dayjs';
import { useLocaleState } from 'react-admin';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { PickersProvider } from '../shared/PickersProvider';
import { useScopedTranslate } from '../shared/useScopedTranslate';

/** Sample events, by day of whichever month is shown, so every month has some. */
const EVENTS: Record<number, Array<'meeting' | 'launch' | 'review' | 'holiday'>> = {
  3: ['meeting'],
  9: ['review', 'meeting'],
  14: ['launch'],
  21: ['meeting'],
  27: ['holiday'],
};

const EventMonthContext = createContext(false);

/** A day cell with a dot when it has events. */
function EventDay(props: PickerDayProps) {
  const showDots = useContext(EventMonthContext);
  const hasEvents = showDots && !props.outsideCurrentMonth && Boolean(EVENTS[dayjs(props.day).date()]);
  return (
    <Badge overlap="circular" variant="dot" color="error" invisible={!hasEvents}>
      <PickerDay {...props} />
    </Badge>
  );
}

function EventCalendar() {
  const t = useScopedTranslate('showcaseComponents.calendar.events');
  const [locale] = useLocaleState();
  const [value, setValue] = useState<Dayjs>(() => dayjs().date(9));
  const events = EVENTS[value.date()] ?? [];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <EventMonthContext.Provider value>
        <DateCalendar value={value} onChange={(next) => next && setValue(next)} slots={{ day: EventDay }} />
      </EventMonthContext.Provider>
      <Stack sx={{ minWidth: 180 }}>
        <Typography variant="subtitle2">{value.toDate().toLocaleDateString(locale, { dateStyle: 'full' })}</Typography>
        {events.length ? (
          <List dense aria-label={t('list')}>
            {events.map((event) => (
              <ListItem key={event} disableGutters>
                <ListItemText primary={t(event)} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('none')}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

export default function CalendarShowcase() {
  const t = useScopedTranslate('showcaseComponents.calendar');
  const [locale] = useLocaleState();
  const [basic, setBasic] = useState<Dayjs | null>(() => dayjs());
  const [restricted, setRestricted] = useState<Dayjs | null>(null);
  const [month, setMonth] = useState<Dayjs | null>(() => dayjs());
  const [readOnly, setReadOnly] = useState(true);
  const format = (date: Dayjs | null, options: Intl.DateTimeFormatOptions) =>
    date ? date.toDate().toLocaleDateString(locale, options) : t('noDate');
  const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;
  return (
    <PickersProvider>
      <DemoGrid>
        <DemoCard
          title={t('basic.title')}
          subtitle={t('basic.subtitle')}
          code={
            '<LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>\n  <DateCalendar value={value} onChange={setValue} />\n</LocalizationProvider>'
          }
        >
          <DateCalendar value={basic} onChange={setBasic} />
          <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between">
            <Typography variant="body2" aria-live="polite">
              {t('selected', { date: format(basic, { dateStyle: 'long' }) })}
            </Typography>
            <Button size="small" onClick={() => setBasic(dayjs())}>
              {t('basic.today')}
            </Button>
          </Stack>
        </DemoCard>
        <DemoCard
          title={t('restricted.title')}
          subtitle={t('restricted.subtitle')}
          code={'<DateCalendar disablePast maxDate={dayjs().add(3, "month")} shouldDisableDate={isWeekend} />'}
        >
          <DateCalendar
            value={restricted}
            onChange={setRestricted}
            disablePast
            maxDate={dayjs().add(3, 'month')}
            shouldDisableDate={isWeekend}
          />
          <Typography variant="body2" aria-live="polite">
            {t('selected', { date: format(restricted, { dateStyle: 'long' }) })}
          </Typography>
        </DemoCard>
        <DemoCard title={t('events.title')} subtitle={t('events.subtitle')}>
          <EventCalendar />
        </DemoCard>
        <DemoCard
          title={t('views.title')}
          subtitle={t('views.subtitle')}
          code={"<DateCalendar views={['year', 'month']} openTo=\"year\" />"}
        >
          <DateCalendar value={month} onChange={setMonth} views={['year', 'month']} openTo="month" />
          <Typography variant="body2" aria-live="polite">
            {t('selected', { date: format(month, { month: 'long', year: 'numeric' }) })}
          </Typography>
        </DemoCard>
        <DemoCard
          title={t('states.title')}
          subtitle={t('states.subtitle')}
          code={'<DateCalendar readOnly />\n<DateCalendar disabled />'}
        >
          <FormControlLabel
            control={<Switch checked={readOnly} onChange={(_, v) => setReadOnly(v)} />}
            label={t('states.readOnly')}
          />
          <DateCalendar defaultValue={dayjs()} readOnly={readOnly} disabled={!readOnly} />
          <Typography variant="body2" color="text.secondary">
            {t(readOnly ? 'states.readOnlyHint' : 'states.disabledHint')}
          </Typography>
        </DemoCard>
      </DemoGrid>
    </PickersProvider>
  );
}
