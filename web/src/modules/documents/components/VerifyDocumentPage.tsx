import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DocumentsCatalogGate } from '@/modules/documents/components/DocumentsCatalogGate';
import { DocumentVerificationOutcome } from '@/modules/documents/components/DocumentVerificationOutcome';
import { VerificationCodeForm } from '@/modules/documents/components/VerificationCodeForm';

const StyledPage = styled.section`
  max-inline-size: 640px;
  margin: ${({ theme }) => theme.spacing(4)} auto;
`;

function VerifyDocumentScreen() {
  const { code } = useParams();
  return (
    <StyledPage aria-labelledby="verification-title">
      <h1 id="verification-title">
        <Trans>Verify a document</Trans>
      </h1>
      {/* Keyed by the code: another code is another check, never the last one's answer shown meanwhile. */}
      {code ? <DocumentVerificationOutcome key={code} code={code} /> : null}
      <p>
        <Trans>
          Receipts, proofs of submission and decision letters issued by the platform carry a verification code.
          Type it below to check that a document is genuine.
        </Trans>
      </p>
      <VerificationCodeForm />
    </StyledPage>
  );
}

/** /verifier and /verifier/<code> (a document's QR code): anyone, signed in or not, checks a document. */
export function VerifyDocumentPage() {
  return (
    <DocumentsCatalogGate>
      <VerifyDocumentScreen />
    </DocumentsCatalogGate>
  );
}
