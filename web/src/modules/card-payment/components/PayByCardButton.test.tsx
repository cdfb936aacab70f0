import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '@/modules/account-security/test/sign-in-answers';
import { stubGraphQLServer } from '@/modules/account-security/test/stub-graphql-server';
import { PayByCardButton } from '@/modules/card-payment';
import { CARD_FORM, startedCardPayment } from '@/modules/card-payment/test/card-payment-answers';
import { renderApp } from '@/test/render-app';

const LOADED = { timeout: 10_000 };

let submit: ReturnType<typeof vi.spyOn<HTMLFormElement, 'submit'>>;

beforeEach(() => {
  // jsdom navigates nowhere: the form the browser would post is read as it was submitted.
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});

afterEach(() => {
  submit.mockRestore();
  document.querySelectorAll('form').forEach((form) => form.remove());
});

describe('“Pay by card”', () => {
  it('posts CMI’s signed form to CMI’s page, every field hidden and in the order given', async () => {
    const server = stubGraphQLServer({ StartCardPayment: [startedCardPayment()] });
    renderApp(server.wrap(<PayByCardButton paymentId="12" />));

    const button = await screen.findByRole('button', { name: 'Payer par carte' }, LOADED);
    expect(screen.getByText(/page de paiement sécurisée du CMI/)).toBeTruthy();
    fireEvent.click(button);

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(server.calls).toEqual([{ operationName: 'StartCardPayment', variables: { paymentId: '12' } }]);
    const form = submit.mock.contexts[0];
    expect(form).toBeInstanceOf(HTMLFormElement);
    if (!(form instanceof HTMLFormElement)) return;
    expect(form.parentElement).toBe(document.body);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(CARD_FORM.action);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.map((input) => input.type)).toEqual(CARD_FORM.fields.map(() => 'hidden'));
    expect(inputs.map((input) => ({ name: input.name, value: input.value }))).toEqual(CARD_FORM.fields);
    expect(document.querySelector('iframe')).toBeNull();
    // The page is being left: no second attempt meanwhile.
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('shows the api’s refusal beside the button and posts nothing', async () => {
    const message = 'Ce paiement ne peut pas être réglé par carte : il est déjà vérifié ou n’a rien à payer.';
    const server = stubGraphQLServer({ StartCardPayment: [refusal(message, 'PAYMENT_NOT_PAYABLE', 'CONFLICT')] });
    renderApp(server.wrap(<PayByCardButton paymentId="12" />));

    fireEvent.click(await screen.findByRole('button', { name: 'Payer par carte' }, LOADED));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Payer par carte' }).hasAttribute('disabled')).toBe(false);
  });

  it('in Arabic, is named in Arabic', async () => {
    const server = stubGraphQLServer({});
    renderApp(server.wrap(<PayByCardButton paymentId="12" />), { language: 'ar' });

    expect(await screen.findByRole('button', { name: 'الأداء بالبطاقة' }, LOADED)).toBeTruthy();
  });
});
