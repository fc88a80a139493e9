import { useTranslate } from 'ra-core';
import type { Translate } from './messageKeys';

/**
 * react-admin's `useTranslate`, typed: it accepts only keys of the English messages (src/i18n/messageKeys.ts), so a
 * misspelt or removed key fails the type check. A key built from data goes through `dynamicKey`.
 */
export const useT = (): Translate => useTranslate();
