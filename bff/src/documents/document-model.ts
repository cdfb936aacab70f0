import type { DocumentAnswer } from '@bourses/api/contract';

/** The parent value of every `Document` field resolver: a document as the api answers it (`supersededBy` an id). */
export type DocumentModel = DocumentAnswer;
