/// <reference types="vite/client" />

// SUPPORT_* are the platform's own variables (README), read when the web client is built.
interface ImportMetaEnv {
  readonly SUPPORT_PHONE?: string;
  readonly SUPPORT_EMAIL?: string;
}
