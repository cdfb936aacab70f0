import type { BulkOutcomeAnswer, NoteAnswer } from '@bourses/api/contract';

/** The parent value of every `InternalNote` field resolver: a note as the api answers it. */
export type NoteModel = NoteAnswer;
/** The parent value of every `BulkApplicationOutcome` field resolver. */
export type BulkOutcomeModel = BulkOutcomeAnswer;
