/** The signed form startCardPayment answers: CMI's page and its hidden fields, in their order. */
export interface GatewayForm {
  action: string;
  fields: readonly { name: string; value: string }[];
}

/**
 * Leaves for CMI's page by posting the form as a page would (docs/payments.md, "Card payment (CMI)"):
 * a full-page navigation, never a frame or a fetch, so that the card is typed on CMI's page alone.
 * The fields go as they came, in their order: they are signed.
 */
export function postToGateway({ action, fields }: GatewayForm): void {
  const form = document.createElement('form');
  form.setAttribute('method', 'post');
  form.setAttribute('action', action);
  form.setAttribute('accept-charset', 'UTF-8');
  form.hidden = true;
  for (const { name, value } of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  // The prototype's: a field named "submit" would hide the form's own method.
  HTMLFormElement.prototype.submit.call(form);
}
