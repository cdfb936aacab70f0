// A worker (started by boot.ts). The browser loads its date, country-name and collation data (ICU) on
// the first formatter a page makes, whatever its kind or language: 30-100 ms of main thread on this
// machine, four times that on a phone (docs/performance.md). The data is the browser process's, not a
// thread's: made here first, on another thread, it is loaded when the page makes its own.
import { isLanguage } from '@bourses/common/languages';
import { FORMATTERS_IN_USE } from './warm-formatters';

self.onmessage = ({ data: language }: MessageEvent<unknown>) => {
  if (isLanguage(language)) for (const warm of FORMATTERS_IN_USE) warm(language);
  self.close();
};
