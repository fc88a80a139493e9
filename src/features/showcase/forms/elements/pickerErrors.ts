import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import type { KeysUnder } from '@/i18n/messageKeys';

/** The message key (under `showcaseForms.pickers.errors`) for a picker's validation error; null when valid. */
export function pickerErrorKey(error: DateTimeValidationError): KeysUnder<'showcaseForms.pickers.errors'> | null {
  switch (error) {
    case null:
      return null;
    case 'invalidDate':
      return 'invalid';
    case 'disablePast':
    case 'minDate':
    case 'minTime':
      return 'tooEarly';
    case 'disableFuture':
    case 'maxDate':
    case 'maxTime':
      return 'tooLate';
    case 'shouldDisableDate':
    case 'shouldDisableMonth':
    case 'shouldDisableYear':
      return 'unavailableDay';
    default:
      return 'unavailableTime';
  }
}
