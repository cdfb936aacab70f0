import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@/modules/auth/hooks/useSession';
import { SUPPORT_EMAIL } from '@/modules/config/support-contacts';
import { SupportPhoneLink } from '@/modules/layout/components/SupportPhoneLink';
import { FOOTER_MENU_ITEMS, menuItemsFor } from '@/modules/layout/utils/menu-items';

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

/** Footer with the way to the scholarships, contact details and the legal pages; the landing page's Contact anchor points here. */
export function Footer({ wide = false }: FooterProps) {
  const { t, i18n } = useLingui();
  const catalogueLinks = menuItemsFor(FOOTER_MENU_ITEMS, useSession());
  return (
    <StyledFooter id="contact">
      <StyledInner $wide={wide}>
        <StyledContact>
          <strong>
            <Trans>Contact</Trans>
          </strong>
          <span>
            <Trans>Phone:</Trans> <SupportPhoneLink />
          </span>
          <span>
            <Trans>E-mail:</Trans> <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </span>
        </StyledContact>
        {catalogueLinks.length > 0 ? (
          <StyledLinks>
            {catalogueLinks.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{i18n._(item.label)}</Link>
              </li>
            ))}
          </StyledLinks>
        ) : null}
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
