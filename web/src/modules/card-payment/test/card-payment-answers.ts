import type { StubAnswer } from '@/modules/account-security/test/stub-graphql-server';

/** The signed form the bff answers "Pay by card" with (CMI's fields, in CMI's order). */
export const CARD_FORM = {
  action: 'https://testpayment.cmi.co.ma/fim/est3Dgate',
  fields: [
    { name: 'clientid', value: '600000123' },
    { name: 'amount', value: '250.00' },
    { name: 'oid', value: 'B4K7M2QX-a1b2c3d4e5f6' },
    { name: 'BillToName', value: 'سلمى العلوي' },
    { name: 'hash', value: 'k9Qz+abc/def==' },
  ],
};

export const startedCardPayment = (): StubAnswer => ({
  data: {
    startCardPayment: {
      __typename: 'CardPaymentForm',
      action: CARD_FORM.action,
      fields: CARD_FORM.fields.map((field) => ({ __typename: 'CardPaymentField', ...field })),
    },
  },
});

/** An attempt as the return pages read it: an application's fee of 250 MAD, approved unless told otherwise. */
export const cardAttempt = (
  overrides: Record<string, unknown> = {},
  payment: Record<string, unknown> = {},
): StubAnswer => ({
  data: {
    cardPaymentAttempt: {
      __typename: 'CardPaymentAttempt',
      orderId: 'B4K7M2QX-a1b2c3d4e5f6',
      status: 'APPROVED',
      reason: null,
      amount: { __typename: 'Money', amount: 250, formatted: '250,00 MAD' },
      payment: {
        __typename: 'Payment',
        id: '12',
        kind: 'APPLICATION',
        cardPayable: false,
        application: { __typename: 'Application', id: '7' },
        scholarship: { __typename: 'Scholarship', id: '3' },
        ...payment,
      },
      ...overrides,
    },
  },
});
