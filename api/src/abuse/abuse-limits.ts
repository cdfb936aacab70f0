import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { CARD_ATTEMPTS_PER_STUDENT_PER_HOUR, MESSAGES_PER_STUDENT_PER_HOUR } from '@bourses/common/limits';
import type { Clock } from '../auth/clock.ts';
import type { AbuseSettings } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logging/logger.ts';
import { createLimiterStore } from './limiter-store.ts';

const HOUR_SECONDS = 3600;
// Points of counters that never refuse by themselves: the sign-in rules read their counts.
const UNBOUNDED = 1_000_000;

/** Every counter the api keeps against abuse, and the sign-in thresholds that read them. */
export interface AbuseLimits {
  /** Verification (and reset) mails triggered per client address. */
  mailsPerAddress: RateLimiterAbstract;
  /** Mails the public endpoints send per (recipient, client address) pair (abuse/mail-budget.ts). */
  mailsPerEmail: RateLimiterAbstract;
  /** Students mailed per staff member (approvals, application decisions). */
  staffMailsPerActor: RateLimiterAbstract;
  /** Sign-in attempts per client address, whatever the account. */
  loginAttemptsPerAddress: RateLimiterAbstract;
  /** Payment references reserved by registration forms per client address. */
  referencesPerAddress: RateLimiterAbstract;
  /** Documents' verification codes looked up per client address (documents/verification). */
  documentChecksPerAddress: RateLimiterAbstract;
  /** Failed sign-ins per (account, address) pair; a lock is a block on this counter. */
  loginPairFailures: RateLimiterAbstract;
  /** Failed sign-ins per account from every address. */
  loginAccountFailures: RateLimiterAbstract;
  /** The account's current slowdown: a block whose length grows with its failures. */
  loginAccountDelay: RateLimiterAbstract;
  /** Messages a student sends in an hour (docs/product-rules.md, "Correspondence"). */
  messagesPerStudent: RateLimiterAbstract;
  /** Card payments a student starts at CMI in an hour (docs/payments.md, "Card payment (CMI)"). */
  cardAttemptsPerStudent: RateLimiterAbstract;
  settings: AbuseSettings;
  close(): Promise<void>;
}

export async function createAbuseLimits(
  settings: AbuseSettings,
  dependencies: { db: Database; clock: Clock; logger: Logger },
): Promise<AbuseLimits> {
  const store = await createLimiterStore(settings, dependencies);
  const lockSeconds = settings.loginLockMinutes * 60;
  return {
    mailsPerAddress: store.limiter({
      name: 'mails-per-address',
      points: settings.mailsPerAddressPerHour,
      durationSeconds: HOUR_SECONDS,
    }),
    mailsPerEmail: store.limiter({
      name: 'mails-per-email',
      points: settings.mailsPerEmailPerHour,
      durationSeconds: HOUR_SECONDS,
    }),
    staffMailsPerActor: store.limiter({
      name: 'staff-mails-per-actor',
      points: settings.staffMailsPerActorPerHour,
      durationSeconds: HOUR_SECONDS,
    }),
    loginAttemptsPerAddress: store.limiter({
      name: 'login-per-address',
      points: settings.loginAttemptsPerAddressPerHour,
      durationSeconds: HOUR_SECONDS,
    }),
    referencesPerAddress: store.limiter({
      name: 'references-per-address',
      points: settings.referencesPerAddressPerHour,
      durationSeconds: HOUR_SECONDS,
    }),
    documentChecksPerAddress: store.limiter({
      name: 'document-checks-per-address',
      points: settings.documentChecksPerAddressPerHour,
      durationSeconds: HOUR_SECONDS,
    }),
    loginPairFailures: store.limiter({
      name: 'login-pair-failures',
      points: settings.loginLockAfterFailures,
      durationSeconds: lockSeconds,
    }),
    loginAccountFailures: store.limiter({
      name: 'login-account-failures',
      points: UNBOUNDED,
      durationSeconds: HOUR_SECONDS,
    }),
    loginAccountDelay: store.limiter({
      name: 'login-account-delay',
      points: 1,
      durationSeconds: settings.loginSlowdownMaxSeconds,
    }),
    messagesPerStudent: store.limiter({
      name: 'messages-per-student',
      points: MESSAGES_PER_STUDENT_PER_HOUR,
      durationSeconds: HOUR_SECONDS,
    }),
    cardAttemptsPerStudent: store.limiter({
      name: 'card-attempts-per-student',
      points: CARD_ATTEMPTS_PER_STUDENT_PER_HOUR,
      durationSeconds: HOUR_SECONDS,
    }),
    settings,
    close: () => store.close(),
  };
}
