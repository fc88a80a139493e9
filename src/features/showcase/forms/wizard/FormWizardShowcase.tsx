import { useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Step,
  StepButton,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { useCountries } from '../options';
import { AccountStep, AddressStep, PersonalStep, SocialStep } from './WizardSteps';
import {
  EMPTY_WIZARD,
  STEP_FIELDS,
  WIZARD_STEPS,
  firstInvalidStep,
  wizardSchema,
  type WizardValues,
} from './wizardSchema';

const STEP_SCREENS = {
  account: AccountStep,
  personal: PersonalStep,
  address: AddressStep,
  social: SocialStep,
} as const;

function Success({ values, onRestart }: { values: WizardValues; onRestart: () => void }) {
  const t = useScopedTranslate('showcaseForms.wizard');
  const countries = useCountries();
  const rows = [
    [t('fields.username'), values.username],
    [t('fields.email'), values.email],
    [t('fields.firstName'), `${values.firstName} ${values.lastName}`],
    [t('fields.country'), countries.find((c) => c.code === values.country)?.name ?? values.country],
    [t('fields.city'), `${values.postcode} ${values.city}`],
  ];
  return (
    <Box>
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        <AlertTitle>{t('successTitle')}</AlertTitle>
        {t('successBody', { name: values.firstName })}
      </Alert>
      <Table size="small" sx={{ mb: 2 }}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '35%' }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button variant="outlined" onClick={onRestart}>
        {t('startOver')}
      </Button>
    </Box>
  );
}

/**
 * A four-step form (react-hook-form + zod): Next checks the current step's fields and stays put until they are valid,
 * the stepper marks steps with problems, and the last step submits everything.
 */
export default function FormWizardShowcase() {
  const t = useScopedTranslate('showcaseForms.wizard');
  const vertical = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const form = useForm<WizardValues>({
    resolver: zodResolver(wizardSchema),
    defaultValues: EMPTY_WIZARD,
    mode: 'onTouched',
  });
  const {
    trigger,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const [active, setActive] = useState(0);
  const [visited, setVisited] = useState<Set<number>>(() => new Set());
  const [done, setDone] = useState<WizardValues | null>(null);
  const step = WIZARD_STEPS[active];
  const last = active === WIZARD_STEPS.length - 1;
  const StepScreen = STEP_SCREENS[step];

  const checkStep = async (index: number) => {
    setVisited((v) => new Set(v).add(index));
    return trigger(STEP_FIELDS[WIZARD_STEPS[index]], { shouldFocus: true });
  };
  /** Moves to a step; going forward, every step on the way must be valid, and the first invalid one is shown. */
  const goTo = async (target: number) => {
    for (let index = active; index < target; index++) {
      if (!(await checkStep(index))) {
        setActive(index);
        return;
      }
    }
    setActive(target);
  };
  const submit = handleSubmit(
    (values) => setDone(values),
    (invalid) => {
      const first = firstInvalidStep(Object.keys(invalid));
      if (first) setActive(WIZARD_STEPS.indexOf(first));
      setVisited(new Set(WIZARD_STEPS.map((_, index) => index)));
    },
  );
  const restart = () => {
    reset(EMPTY_WIZARD);
    setVisited(new Set());
    setActive(0);
    setDone(null);
  };

  return (
    <Card>
      <CardContent>
        {done ? (
          <Success values={done} onRestart={restart} />
        ) : (
          <FormProvider {...form}>
            <Stepper activeStep={active} nonLinear orientation={vertical ? 'vertical' : 'horizontal'} sx={{ mb: 3 }}>
              {WIZARD_STEPS.map((name, index) => {
                const failed = visited.has(index) && STEP_FIELDS[name].some((field) => errors[field]);
                return (
                  <Step key={name} completed={visited.has(index) && index < active && !failed}>
                    {/* StepButton hands `optional` to the StepLabel inside it, which keeps its own `error`. */}
                    <StepButton
                      onClick={() => void goTo(index)}
                      optional={
                        <Typography variant="caption" color={failed ? 'error' : 'text.secondary'}>
                          {failed ? t('stepHasErrors') : t(`steps.${name}.subtitle`)}
                        </Typography>
                      }
                    >
                      <StepLabel error={failed}>{t(`steps.${name}.title`)}</StepLabel>
                    </StepButton>
                  </Step>
                );
              })}
            </Stepper>
            <Box
              component="form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (last) void submit();
                else void goTo(active + 1);
              }}
              aria-labelledby="wizard-step-title"
            >
              <Typography id="wizard-step-title" variant="h6" component="h3">
                {t(`steps.${step}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t(`steps.${step}.help`)}
              </Typography>
              <StepScreen />
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
                <Button
                  variant="outlined"
                  color="secondary"
                  disabled={active === 0}
                  onClick={() => setActive(active - 1)}
                  startIcon={
                    <ArrowBackIcon
                      sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
                    />
                  }
                >
                  {t('back')}
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  color={last ? 'success' : 'primary'}
                  endIcon={
                    last ? (
                      <CheckIcon />
                    ) : (
                      <ArrowForwardIcon
                        sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
                      />
                    )
                  }
                >
                  {last ? t('submit') : t('next')}
                </Button>
              </Box>
            </Box>
          </FormProvider>
        )}
      </CardContent>
    </Card>
  );
}
