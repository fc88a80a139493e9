import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  type Breakpoint,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const SIZES = ['xs', 'sm', 'md', 'lg', 'full'] as const;
type Size = (typeof SIZES)[number];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function BasicModal() {
  const t = useScopedTranslate('showcaseComponents.modal.basic');
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<'accepted' | 'declined' | null>(null);
  const close = (result: 'accepted' | 'declined') => {
    setAnswer(result);
    setOpen(false);
  };
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <Typography variant="body2" aria-live="polite">
        {answer ? t(answer) : t('waiting')}
      </Typography>
      <Dialog open={open} onClose={() => close('declined')} aria-labelledby="modal-basic-title">
        <DialogTitle id="modal-basic-title">{t('heading')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close('declined')}>{t('decline')}</Button>
          <Button variant="contained" onClick={() => close('accepted')} autoFocus>
            {t('accept')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function SizedModal() {
  const t = useScopedTranslate('showcaseComponents.modal.sizes');
  const [size, setSize] = useState<Size>('sm');
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={2} alignItems="flex-start">
      <RadioGroup row value={size} onChange={(event) => setSize(event.target.value as Size)} aria-label={t('label')}>
        {SIZES.map((item) => (
          <FormControlLabel key={item} value={item} control={<Radio />} label={t(item)} />
        ))}
      </RadioGroup>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        fullScreen={size === 'full'}
        maxWidth={size === 'full' ? false : (size as Breakpoint)}
        aria-labelledby="modal-size-title"
      >
        <DialogTitle id="modal-size-title" sx={{ pr: 6 }}>
          {t('heading', { size: t(size) })}
        </DialogTitle>
        <IconButton
          aria-label={t('close')}
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <DialogContentText>{t('text')}</DialogContentText>
        </DialogContent>
      </Dialog>
    </Stack>
  );
}

function ScrollingModal() {
  const t = useScopedTranslate('showcaseComponents.modal.scroll');
  const [scroll, setScroll] = useState<'paper' | 'body' | null>(null);
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => setScroll('paper')}>
        {t('paper')}
      </Button>
      <Button variant="outlined" onClick={() => setScroll('body')}>
        {t('body')}
      </Button>
      <Dialog
        open={scroll !== null}
        onClose={() => setScroll(null)}
        scroll={scroll ?? 'paper'}
        aria-labelledby="modal-scroll-title"
      >
        <DialogTitle id="modal-scroll-title">{t('heading')}</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {Array.from({ length: 12 }, (_, index) => (
            <Typography key={index} sx={{ mb: 2 }}>
              {t('paragraph', { n: index + 1 })}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setScroll(null)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

interface Invitee {
  name: string;
  email: string;
}

function FormModal() {
  const t = useScopedTranslate('showcaseComponents.modal.form');
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Invitee>({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Invitee, string>>>({});
  const [invited, setInvited] = useState<Invitee[]>([]);
  const validate = (v: Invitee) => {
    const found: Partial<Record<keyof Invitee, string>> = {};
    if (!v.name.trim()) found.name = t('nameRequired');
    if (!v.email.trim()) found.email = t('emailRequired');
    else if (!EMAIL.test(v.email.trim())) found.email = t('emailInvalid');
    return found;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setInvited([...invited, { name: values.name.trim(), email: values.email.trim() }]);
    setValues({ name: '', email: '' });
    setOpen(false);
  };
  const change = (field: keyof Invitee) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validate(next)[field] });
  };
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="contained" color="success" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      {invited.length ? (
        <List dense aria-label={t('list')} sx={{ width: '100%' }}>
          {invited.map((person) => (
            <ListItem key={person.email} disableGutters>
              <ListItemText primary={person.name} secondary={person.email} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="modal-form-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="modal-form-title">{t('heading')}</DialogTitle>
          <DialogContent>
            <Stack spacing={1} sx={{ pt: 1 }}>
              <TextField
                label={t('name')}
                value={values.name}
                onChange={change('name')}
                error={Boolean(errors.name)}
                helperText={errors.name ?? ' '}
                required
                autoFocus
              />
              <TextField
                label={t('email')}
                type="email"
                value={values.email}
                onChange={change('email')}
                error={Boolean(errors.email)}
                helperText={errors.email ?? ' '}
                required
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}

export default function ModalShowcase() {
  const t = useScopedTranslate('showcaseComponents.modal');
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={
          '<Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="title">\n  <DialogTitle id="title">…</DialogTitle>\n  <DialogContent>…</DialogContent>\n  <DialogActions>…</DialogActions>\n</Dialog>'
        }
      >
        <BasicModal />
      </DemoCard>
      <DemoCard
        title={t('sizes.title')}
        subtitle={t('sizes.subtitle')}
        code={'<Dialog fullWidth maxWidth="md" />\n<Dialog fullScreen />'}
      >
        <SizedModal />
      </DemoCard>
      <DemoCard
        title={t('scroll.title')}
        subtitle={t('scroll.subtitle')}
        code={'<Dialog scroll="paper" />  // or scroll="body"'}
      >
        <ScrollingModal />
      </DemoCard>
      <DemoCard title={t('form.title')} subtitle={t('form.subtitle')}>
        <FormModal />
      </DemoCard>
    </DemoGrid>
  );
}
