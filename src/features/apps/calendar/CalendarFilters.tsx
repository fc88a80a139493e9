import { Box, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useT } from '@/i18n/useT';
import { CALENDAR_KINDS, type CalendarKind } from '@/mock/types/calendar';
import { CALENDAR_COLORS } from './eventForm';
import { TriStateCheckbox } from '@/shared/TriStateCheckbox';

interface Props {
  selected: CalendarKind[];
  onChange: (selected: CalendarKind[]) => void;
  onAdd: () => void;
}

/** Add an event; tick the calendars to show, or all of them at once. */
export function CalendarFilters({ selected, onChange, onAdd }: Props) {
  const translate = useT();
  const all = selected.length === CALENDAR_KINDS.length;
  const toggle = (kind: CalendarKind) =>
    onChange(
      selected.includes(kind)
        ? selected.filter((k) => k !== kind)
        : CALENDAR_KINDS.filter((k) => k === kind || selected.includes(k)),
    );
  return (
    <Box sx={{ p: 2.5 }}>
      <Button fullWidth variant="contained" onClick={onAdd}>
        {translate('calendarApp.add')}
      </Button>
      <Typography
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ display: 'block', mt: 3, mb: 1 }}
        id="calendar-filters-heading"
      >
        {translate('calendarApp.filters')}
      </Typography>
      <FormGroup aria-labelledby="calendar-filters-heading">
        <FormControlLabel
          label={translate('calendarApp.viewAll')}
          control={
            <TriStateCheckbox
              checked={all}
              indeterminate={!all && selected.length > 0}
              onChange={() => onChange(all ? [] : [...CALENDAR_KINDS])}
            />
          }
        />
        {CALENDAR_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            label={translate(`calendarApp.calendars.${kind}`)}
            control={
              <Checkbox
                checked={selected.includes(kind)}
                onChange={() => toggle(kind)}
                color={CALENDAR_COLORS[kind]}
                sx={{ color: `${CALENDAR_COLORS[kind]}.main` }}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
