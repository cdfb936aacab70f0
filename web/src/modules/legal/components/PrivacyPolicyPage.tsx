import { Plural, Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { REFRESH_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import {
  BACKUP_RETENTION_DAYS,
  FAILED_MAIL_RETENTION_DAYS,
  LOG_RETENTION_DAYS,
} from '@bourses/common/retention';
import { SUPPORT_EMAIL } from '@/modules/config/support-contacts';

const SESSION_DAYS = REFRESH_TOKEN_TTL_SECONDS / (24 * 60 * 60);

const StyledArticle = styled.article`
  max-inline-size: 760px;
  margin: ${({ theme }) => theme.spacing(4)} auto;
  padding-inline: ${({ theme }) => theme.spacing(2)};
  overflow-wrap: anywhere;
  h2 {
    margin-block: ${({ theme }) => theme.spacing(4, 1)};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  dt {
    font-weight: 700;
    margin-block-start: ${({ theme }) => theme.spacing(2)};
  }
  dd {
    margin-inline-start: 0;
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.spacing(1)};
  }
`;

/**
 * /privacy-policy: what the platform keeps about a student, why and for how long (law 09-08, the
 * CNDP). The durations come from where they are decided (common/src/limits.ts, common/src/retention.ts).
 */
export function PrivacyPolicyPage() {
  return (
    <StyledArticle aria-labelledby="privacy-title">
      <h1 id="privacy-title">
        <Trans>Privacy Policy</Trans>
      </h1>
      <p>
        <Trans>
          WLB helps Moroccan students find scholarships and apply to them. This page says which personal data
          the platform keeps, why, and for how long.
        </Trans>
      </p>
      <p>
        <Trans>
          We process your data in accordance with Moroccan Law No. 09-08 on the protection of individuals with
          regard to the processing of personal data, under the supervision of the CNDP (Commission nationale
          de contrôle de la protection des données à caractère personnel).
        </Trans>
      </p>

      <h2>
        <Trans>What we keep, and why</Trans>
      </h2>
      <dl>
        <dt>
          <Trans>Your account</Trans>
        </dt>
        <dd>
          <Trans>
            Your first and last name, e-mail address, Moroccan phone number, preferred language and a one-way
            hash of your password (never the password itself): to sign you in, write to you and review your
            registration.
          </Trans>
        </dd>
        <dt>
          <Trans>Your registration documents</Trans>
        </dt>
        <dd>
          <Trans>
            The payment receipt and the service contract you upload: to check your registration. Only you and
            our staff can open them.
          </Trans>
        </dd>
        <dt>
          <Trans>Your applications</Trans>
        </dt>
        <dd>
          <Trans>
            The scholarship, the payment receipt you send, the status and its history, and the staff’s
            feedback: to review your applications and tell you the decisions.
          </Trans>
        </dd>
        <dt>
          <Trans>E-mails</Trans>
        </dt>
        <dd>
          <Trans>
            The e-mails we send you (verification, decisions) wait in a queue until they are delivered.
          </Trans>
        </dd>
        <dt>
          <Trans>Protection against abuse</Trans>
        </dt>
        <dd>
          <Trans>
            The address your requests come from, and counts of sign-in attempts and e-mails sent: to protect
            accounts against password guessing and spam.
          </Trans>
        </dd>
        <dt>
          <Trans>Server logs</Trans>
        </dt>
        <dd>
          <Trans>
            Technical events (time, address, account identifier, what was asked): to keep the platform running
            and secure. Never your password or your documents.
          </Trans>
        </dd>
      </dl>

      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Your account, documents and receipts: until you delete your account, or our staff close it.
          </Trans>
        </li>
        <li>
          <Trans>
            Your applications: when you delete your account, they stay in the staff’s records without your
            name, e-mail address, phone number or receipt, so that they no longer identify you.
          </Trans>
        </li>
        <li>
          <Trans>
            Your sessions: <Plural value={SESSION_DAYS} one="# day" other="# days" /> at most without use.
            They end at once when you sign out, change your password or delete your account.
          </Trans>
        </li>
        <li>
          <Trans>
            An e-mail that could not be delivered:{' '}
            <Plural value={FAILED_MAIL_RETENTION_DAYS} one="# day" other="# days" />, so that our staff can
            see it failed. Deleting your account erases every e-mail addressed to you.
          </Trans>
        </li>
        <li>
          <Trans>Counters against abuse: a few hours at most.</Trans>
        </li>
        <li>
          <Trans>
            Server logs: <Plural value={LOG_RETENTION_DAYS} one="# day" other="# days" />.
          </Trans>
        </li>
        <li>
          <Trans>
            Backups: <Plural value={BACKUP_RETENTION_DAYS} one="# day" other="# days" />. Data you delete
            disappears from the backups within this time.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Who sees it</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Our staff (agents and administrators) see your account, documents and applications to review them;
            each of them signs in with their own account.
          </Trans>
        </li>
        <li>
          <Trans>
            We never sell your data and never use it for advertising. The companies that host the platform and
            deliver its e-mails process it only on our behalf, to run the service.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Under Law No. 09-08 you may access your data, have it corrected or deleted, and object to its
            processing for legitimate reasons.
          </Trans>
        </li>
        <li>
          <Trans>
            In your profile, under “My data”, you can download everything we hold about you (a zip file with
            your data and your documents) and delete your account yourself.
          </Trans>
        </li>
        <li>
          <Trans>
            You can correct your name and phone number in your profile. For anything else, write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </Trans>
        </li>
        <li>
          <Trans>
            If you believe your rights are not respected, you may lodge a complaint with the CNDP (
            <bdi dir="ltr">www.cndp.ma</bdi>).
          </Trans>
        </li>
      </ul>
    </StyledArticle>
  );
}
