// ra-language-german (written for react-admin 3) ships no types: its messages have react-admin's shape.
declare module 'ra-language-german' {
  import type { TranslationMessages } from 'ra-core';

  const messages: TranslationMessages;
  export default messages;
}
