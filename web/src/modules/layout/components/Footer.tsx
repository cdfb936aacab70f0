import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/modules/config/support-contacts';

const StyledFooter = styled.footer`
  margin-block-start: ${({ theme }) => theme.spacing(6)};
  padding-block: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
`;

const StyledInner = styled.div<{ $wide: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  /* The same box as the header's bar and the main content, so that all three start on one edge. */
  max-inline-size: ${({ theme, $wide }) => ($wide ? 'none' : theme.sizes.content)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.spacing(2)};
`;

const StyledLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledContact = styled.address`
  font-style: normal;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

export interface FooterProps {
  /** The whole width of the screen, as in the staff console, instead of the content column. */
  wide?: boolean;
}

/** Footer with contact details and the legal pages; the landing page's Contact anchor points here. */
export function Footer({ wide = false }: FooterProps) {
  const { t } = useLingui();
  return (
    <StyledFooter id="contact">
      <StyledInner $wide={wide}>
        <StyledContact>
          <strong>
            <Trans>Contact</Trans>
          </strong>
          <span>
            <Trans>Phone:</Trans> <bdi dir="ltr">{SUPPORT_PHONE}</bdi>
          </span>
          <span>
            <Trans>E-mail:</Trans> <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </span>
        </StyledContact>
        <nav aria-label={t`Legal`}>
          <StyledLinks>
            <li>
              <Link to="/privacy-policy">
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
            <li>
              <Link to="/terms">
                <Trans>Terms of Use</Trans>
              </Link>
            </li>
            <li>
              <Link to="/cookies">
                <Trans>Cookies</Trans>
              </Link>
            </li>
          </StyledLinks>
        </nav>
        <p>
          <Trans>© WLB. All rights reserved.</Trans>
        </p>
      </StyledInner>
    </StyledFooter>
  );
}
