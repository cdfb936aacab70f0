import type { ApplicationAnswer, HistoryEntryAnswer } from '@bourses/api/contract';

/** The parent value of every `Application` field resolver: an application as the api answers it. */
export type ApplicationModel = ApplicationAnswer;
export type HistoryEntryModel = HistoryEntryAnswer;
