import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { useSweetAlert, type SweetIcon, type SweetResult } from './useSweetAlert';

const ICONS: SweetIcon[] = ['success', 'error', 'warning', 'info', 'question'];
const TAKEN_USERNAMES = ['admin', 'root', 'johndoe'];
const CHECK_DELAY_MS = 800;

/** The last result, shown under each example so the outcome of a dialog is visible on the page. */
function ResultLine({ text }: { text: string | null }) {
  return text ? (
    <Alert severity="info" sx={{ mt: 2 }} role="status">
      {text}
    </Alert>
  ) : null;
}

export default function SweetAlertShowcase() {
  const t = useScopedTranslate('showcaseExtensions.sweetAlert');
  const [dialog, fire] = useSweetAlert();
  const [results, setResults] = useState<Record<string, string | null>>({});
  const show = (key: string, text: string) => setResults((r) => ({ ...r, [key]: text }));
  const describe = (result: SweetResult) =>
    result.isConfirmed ? t('result.confirmed') : t(`result.${result.dismiss ?? 'cancel'}`);

  const confirmDelete = async () => {
    const answer = await fire({
      icon: 'warning',
      title: t('confirm.question'),
      text: t('confirm.text'),
      showCancel: true,
      confirmText: t('confirm.yes'),
      cancelText: t('confirm.no'),
      confirmColor: 'error',
    });
    show('confirm', describe(answer));
    if (answer.isConfirmed)
      await fire({ icon: 'success', title: t('confirm.deleted'), text: t('confirm.deletedText') });
    else await fire({ icon: 'error', title: t('confirm.cancelled'), text: t('confirm.cancelledText') });
  };

  const askName = async () => {
    const answer = await fire({
      icon: 'question',
      title: t('prompt.question'),
      showCancel: true,
      input: { label: t('prompt.label'), validate: (value) => (value.trim() ? null : t('prompt.required')) },
    });
    show('prompt', answer.isConfirmed ? t('prompt.hello', { name: answer.value ?? '' }) : describe(answer));
  };

  const reserve = async () => {
    const answer = await fire({
      title: t('async.question'),
      text: t('async.text'),
      showCancel: true,
      confirmText: t('async.reserve'),
      input: {
        label: t('async.label'),
        validate: (value) => (/^[a-z0-9_]{3,16}$/i.test(value.trim()) ? null : t('async.format')),
      },
      preConfirm: (value) =>
        new Promise((resolve) => {
          window.setTimeout(
            () =>
              resolve(
                TAKEN_USERNAMES.includes(value.trim().toLowerCase()) ? t('async.taken', { name: value.trim() }) : null,
              ),
            CHECK_DELAY_MS,
          );
        }),
    });
    show('async', answer.isConfirmed ? t('async.done', { name: answer.value ?? '' }) : describe(answer));
  };

  const timed = async () => {
    const answer = await fire({ icon: 'info', title: t('timer.question'), text: t('timer.text'), timerMs: 4000 });
    show('timer', describe(answer));
  };

  return (
    <>
      {dialog}
      <DemoGrid>
        <DemoCard
          title={t('types.title')}
          subtitle={t('types.subtitle')}
          code={
            "const [dialog, fire] = useSweetAlert();\nawait fire({ icon: 'success', title: 'Good job!', text: '…' });\n// render {dialog} once in the screen"
          }
        >
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {ICONS.map((icon) => (
              <Button
                key={icon}
                variant="outlined"
                onClick={() =>
                  fire({ icon, title: t(`types.${icon}.title`), text: t(`types.${icon}.text`) }).then((r) =>
                    show('types', describe(r)),
                  )
                }
              >
                {t(`types.${icon}.button`)}
              </Button>
            ))}
          </Stack>
          <ResultLine text={results.types ?? null} />
        </DemoCard>
        <DemoCard
          title={t('confirm.title')}
          subtitle={t('confirm.subtitle')}
          code={
            "const { isConfirmed } = await fire({ icon: 'warning', title: 'Delete?', showCancel: true });\nif (isConfirmed) …"
          }
        >
          <Button variant="contained" color="error" onClick={confirmDelete}>
            {t('confirm.button')}
          </Button>
          <ResultLine text={results.confirm ?? null} />
        </DemoCard>
        <DemoCard title={t('prompt.title')} subtitle={t('prompt.subtitle')}>
          <Button variant="contained" onClick={askName}>
            {t('prompt.button')}
          </Button>
          <ResultLine text={results.prompt ?? null} />
        </DemoCard>
        <DemoCard title={t('async.title')} subtitle={t('async.subtitle')}>
          <Button variant="contained" color="secondary" onClick={reserve}>
            {t('async.button')}
          </Button>
          <ResultLine text={results.async ?? null} />
        </DemoCard>
        <DemoCard title={t('timer.title')} subtitle={t('timer.subtitle')}>
          <Button variant="outlined" color="info" onClick={timed}>
            {t('timer.button')}
          </Button>
          <ResultLine text={results.timer ?? null} />
        </DemoCard>
      </DemoGrid>
    </>
  );
}
