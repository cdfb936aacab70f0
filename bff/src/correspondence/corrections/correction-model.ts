import type { CorrectionItemAnswer, CorrectionRequestAnswer } from '@bourses/api/contract';

/** The parent value of every `CorrectionRequest` field resolver: a request as the api answers it. */
export type CorrectionRequestModel = CorrectionRequestAnswer;
/** An item with the request it belongs to, for its file's link. */
export type CorrectionItemModel = CorrectionItemAnswer & { requestId: string };
