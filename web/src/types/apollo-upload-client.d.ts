// apollo-upload-client 20 ships JavaScript with JSDoc types only; this declares the one class we use.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client/link';

  export interface UploadHttpLinkOptions {
    uri?: string;
    headers?: Record<string, string>;
    credentials?: string;
    fetch?: typeof fetch;
  }

  // eslint-disable-next-line no-restricted-syntax -- the package's own default export
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
