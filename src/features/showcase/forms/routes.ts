import ArrowDropDownCircleIcon from '@mui/icons-material/ArrowDropDownCircleOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOnOutlined';
import CheckBoxIcon from '@mui/icons-material/CheckBoxOutlined';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import NotesIcon from '@mui/icons-material/Notes';
import PlusOneIcon from '@mui/icons-material/PlusOne';
import InputIcon from '@mui/icons-material/Input';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import ChecklistIcon from '@mui/icons-material/Checklist';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PinIcon from '@mui/icons-material/Pin';
import ViewQuiltIcon from '@mui/icons-material/ViewQuiltOutlined';
import LinearScaleIcon from '@mui/icons-material/LinearScale';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteEntry } from '@/routes/types';
import type { TitledUnder } from '@/i18n/messageKeys';

export const FORM_ELEMENTS_MENU = 'showcaseForms.menu';
const FORMS_CRUMB = 'showcaseForms.crumb';

/** One form-element screen: `/forms/form-element/<slug>`, titled `showcaseForms.<key>.title`, in the forms sub-menu. */
function element(
  slug: string,
  key: TitledUnder<'showcaseForms'>,
  icon: SvgIconComponent,
  order: number,
  screen: RouteEntry['screen'],
): RouteEntry {
  const title = `showcaseForms.${key}.title` as const;
  return {
    path: `/forms/form-element/${slug}`,
    name: `forms-element-${slug}`,
    title,
    breadcrumb: [{ title: FORMS_CRUMB }, { title: FORM_ELEMENTS_MENU }, { title }],
    screen,
    menu: { group: 'forms', icon, order: 100 + order, section: FORM_ELEMENTS_MENU },
  };
}

/** A whole-form screen: `/forms/<slug>`, directly in the forms group. */
function form(
  slug: string,
  key: TitledUnder<'showcaseForms'>,
  icon: SvgIconComponent,
  order: number,
  screen: RouteEntry['screen'],
): RouteEntry {
  const title = `showcaseForms.${key}.title` as const;
  return {
    path: `/forms/${slug}`,
    name: `forms-${slug}`,
    title,
    breadcrumb: [{ title: FORMS_CRUMB }, { title }],
    screen,
    menu: { group: 'forms', icon, order: 200 + order },
  };
}

export const routes: RouteEntry[] = [
  element('form-select', 'select', ArrowDropDownCircleIcon, 1, () => import('./elements/FormSelectShowcase')),
  element('switch', 'switch', ToggleOnIcon, 2, () => import('./elements/SwitchShowcase')),
  element('checkbox', 'checkbox', CheckBoxIcon, 3, () => import('./elements/CheckboxShowcase')),
  element('radio', 'radio', RadioButtonCheckedIcon, 4, () => import('./elements/RadioShowcase')),
  element('input', 'input', TextFieldsIcon, 5, () => import('./elements/InputShowcase')),
  element('textarea', 'textarea', NotesIcon, 6, () => import('./elements/TextareaShowcase')),
  element('spinbutton', 'spinbutton', PlusOneIcon, 7, () => import('./elements/SpinButtonShowcase')),
  element('input-group', 'inputGroup', InputIcon, 8, () => import('./elements/InputGroupShowcase')),
  element('rating', 'rating', StarBorderIcon, 9, () => import('./elements/RatingShowcase')),
  element('tag', 'tag', LocalOfferIcon, 10, () => import('./elements/TagShowcase')),
  element('datepicker', 'datepicker', EventIcon, 11, () => import('./elements/DatepickerShowcase')),
  element('timepicker', 'timepicker', ScheduleIcon, 12, () => import('./elements/TimepickerShowcase')),
  element('file-input', 'fileInput', AttachFileIcon, 13, () => import('./elements/FileInputShowcase')),
  element('auto-suggest', 'autoSuggest', ManageSearchIcon, 14, () => import('./elements/AutoSuggestShowcase')),
  element('vue-select', 'searchableSelect', ChecklistIcon, 15, () => import('./elements/SearchableSelectShowcase')),
  element('quill-editor', 'richText', EditNoteIcon, 16, () => import('./elements/RichTextShowcase')),
  element('date-time-picker', 'dateTime', EventAvailableIcon, 17, () => import('./elements/DateTimePickerShowcase')),
  element('form-input-mask', 'inputMask', PinIcon, 18, () => import('./elements/FormInputMaskShowcase')),
  form('form-layout', 'layout', ViewQuiltIcon, 1, () => import('./layout/FormLayoutShowcase')),
  form('form-wizard', 'wizard', LinearScaleIcon, 2, () => import('./wizard/FormWizardShowcase')),
  form('form-validation', 'validation', FactCheckIcon, 3, () => import('./validation/FormValidationShowcase')),
  form('form-repeater', 'repeater', PlaylistAddIcon, 4, () => import('./repeater/FormRepeaterShowcase')),
];
